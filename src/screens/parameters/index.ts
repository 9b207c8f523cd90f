export { ParametersScreen } from './ParametersScreen.tsx';
export { ParametersView, type ParametersViewProps } from './ParametersView.tsx';
