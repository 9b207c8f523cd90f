export { ChangePasswordDialog, type ChangePasswordDialogProps, type PasswordChangeValues } from './ChangePasswordDialog.tsx';
export { confirmPasswordRules, newPasswordRules } from './passwordRules.ts';
