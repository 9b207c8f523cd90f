export { CommonFunScreen } from './CommonFunScreen.tsx';
export { CommonFunView, type CommonFunViewProps } from './CommonFunView.tsx';
export { findUserFunctions, onFunctionsSaved } from './commonFunctionsApi.ts';
