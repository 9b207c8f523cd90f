export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type PasswordChangeValues,
} from './ChangePasswordDialog';
export {
  confirmPasswordRules,
  isStrongPassword,
  MISMATCH_MESSAGE,
  newPasswordRules,
  PASSWORD_RULE_MESSAGE,
  SAME_AS_OLD_MESSAGE,
} from './passwordRules';
