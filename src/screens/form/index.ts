export { FormScreen } from './FormScreen.tsx';
