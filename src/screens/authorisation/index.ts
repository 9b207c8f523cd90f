export { AuthorisationScreen, AUTHORISATION_DIALOGS } from './AuthorisationScreen.tsx';
export { AuthApplyDialog } from './AuthApplyDialog.tsx';
export { CompanySelectDialog, type CompanySelectDialogProps } from './CompanySelectDialog.tsx';
