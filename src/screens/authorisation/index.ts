export { AuthApplyScreen, AuthConfirmScreen, AuthorisationScreen } from './AuthorisationScreen.tsx';
export { CompanySelectDialog, type CompanySelectDialogProps } from './CompanySelectDialog.tsx';
