export { ChangePasswordDialog, type ChangePasswordDialogProps, type PasswordChangeValues } from './ChangePasswordDialog.tsx';
export { OwnPasswordDialog, type OwnPasswordDialogProps } from './OwnPasswordDialog.tsx';
export { ResetPasswordDialog, type ResetPasswordDialogProps, type ResetPasswordValues } from './ResetPasswordDialog.tsx';
export { changeOwnPassword, resetPassword, RESET_PASSWORD_PATH, UPDATE_PASSWORD_PATH } from './passwordApi.ts';
export { confirmPasswordRules, newPasswordRules } from './passwordRules.ts';
