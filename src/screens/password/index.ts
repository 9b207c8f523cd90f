export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type PasswordChangeValues,
} from './ChangePasswordDialog';
export { confirmPasswordRules, newPasswordRules } from './passwordRules';
