export { LoginPage } from './LoginPage.tsx';
export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm.tsx';
export { LoginLayout } from './LoginLayout.tsx';
export { SliderCheck, type SliderCheckProps } from './SliderCheck.tsx';
