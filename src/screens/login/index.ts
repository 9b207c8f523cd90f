export { LoginPage } from './LoginPage';
export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm';
export { LoginLayout } from './LoginLayout';
export { SliderCheck, type SliderCheckProps } from './SliderCheck';
