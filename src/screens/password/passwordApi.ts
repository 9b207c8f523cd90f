// The signed-in password calls (bill-families-and-screens.md §3.2, §7 "Accounts and passwords"):
// the own password (header 修改密码, home shortcut, the own row of /account) and the main
// account's reset of a sub-account's. Every password travels RSA-OAEP encrypted as at login
// (docs/protocol.md "Password transport"); the HTTP layer shows refusals.
import { encryptPassword, post } from '../../http/index.ts';

export const UPDATE_PASSWORD_PATH = '/api/enterprise/user/updatePasswprd';
export const RESET_PASSWORD_PATH = '/api/enterprise/user/resetPasswprd';

export interface OwnPasswordInput {
  /** The signed-in login name (userInfo.loginName). */
  name: string;
  /** The company's main account (userInfo.account). */
  account: string;
  id: string;
  oldPassword: string;
  newPassword: string;
  againPassword: string;
}

/** Changes the signed-in account's password; the server then ends every session of it. */
export async function changeOwnPassword(input: OwnPasswordInput): Promise<void> {
  const [oldPassword, newPassword, againPassword] = await Promise.all([
    encryptPassword(input.oldPassword),
    encryptPassword(input.newPassword),
    encryptPassword(input.againPassword),
  ]);
  await post<null>(UPDATE_PASSWORD_PATH, { name: input.name, account: input.account, id: input.id, oldPassword, newPassword, againPassword });
}

export interface ResetPasswordInput {
  id: string;
  loginName: string;
  newPassword: string;
  againPassword: string;
}

/** The main account sets a sub-account's password (the owner must change it at the next login). */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  const [newPassword, againPassword] = await Promise.all([encryptPassword(input.newPassword), encryptPassword(input.againPassword)]);
  await post<null>(RESET_PASSWORD_PATH, { id: input.id, loginName: input.loginName, newPassword, againPassword });
}
