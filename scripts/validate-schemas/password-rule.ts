// Demo passwords must pass the same rule the server enforces at login.
export { isStrongPassword, PASSWORD_RULE_MESSAGE } from '#core/password.ts';
