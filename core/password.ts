// The password rule of bill-families-and-screens.md §5, one copy for the browser forms, the
// server's login and password-change checks, and the seed checker.

export const PASSWORD_RULE_MESSAGE = '密码长度在10到20位之间，包含至少一个大写字母、一个小写字母、一个数字和一个特殊字符';
export const SAME_AS_OLD_MESSAGE = '原密码与新密码不能相同!';
export const MISMATCH_MESSAGE = '两次输入密码不一致!';

/** 10 to 20 characters with an upper-case letter, a lower-case letter, a digit and one of !@#$%^&*. */
export function isStrongPassword(password: string): boolean {
  const length = [...password].length;
  return length >= 10 && length <= 20 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /[0-9]/.test(password) && /[!@#$%^&*]/.test(password);
}
