export { LoginPage } from './LoginPage.tsx';
export { LoginForm, useLoginForm, type LoginFormProps, type LoginFormState, type LoginValues } from './LoginForm.tsx';
export { LoginLayout } from './LoginLayout.tsx';
export { SliderCheck, type SliderCheckProps } from './SliderCheck.tsx';
