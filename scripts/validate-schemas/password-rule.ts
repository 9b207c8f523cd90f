// The sub-account password rule of bill-families-and-screens.md §5, with the message the spec shows.

export const PASSWORD_RULE_MESSAGE = '密码长度在10到20位之间，包含至少一个大写字母、一个小写字母、一个数字和一个特殊字符';

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 10 &&
    password.length <= 20 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}
