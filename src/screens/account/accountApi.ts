// The account list's calls (bill-families-and-screens.md §7 "Accounts and passwords",
// docs/accounts.md), and a signal that the accounts changed so that an open list reloads.
import type { AccountPage, AccountState } from '#core/accounts.ts';
import { encryptPassword, post } from '../../http/index.ts';

export const ACCOUNT_PATHS = {
  pageList: '/api/enterprise/user/pageList',
  save: '/api/enterprise/user/save',
  frozen: '/api/enterprise/user/frozen',
  deleteByIds: '/api/enterprise/user/deleteByIds',
} as const;

/** §9: page size options of a list, 50 by default. */
export const ACCOUNT_PAGE_SIZES = [50, 100, 200, 500] as const;

/** One page of accounts; `pageIndex` counts from 0. */
export const pageAccounts = (pageIndex: number, pageSize: number) => post<AccountPage>(ACCOUNT_PATHS.pageList, { pageIndex, pageSize, sorts: [], terms: [] });

export interface NewAccountInput {
  /** The full login name, name@mainLogin (§3.1). */
  loginName: string;
  loginPwd: string;
  againPassword: string;
  state: AccountState;
}

/** Creates a sub-account (the server answers 创建成功！; the screen says it). */
export async function saveAccount(input: NewAccountInput): Promise<void> {
  const [loginPwd, againPassword] = await Promise.all([encryptPassword(input.loginPwd), encryptPassword(input.againPassword)]);
  await post<{ id: string; loginName: string }>(ACCOUNT_PATHS.save, { loginName: input.loginName, loginPwd, againPassword, state: input.state });
}

export const freezeAccounts = (ids: readonly string[], state: AccountState) => post<null>(ACCOUNT_PATHS.frozen, { ids, state });
export const deleteAccounts = (ids: readonly string[]) => post<null>(ACCOUNT_PATHS.deleteByIds, { ids });

const listeners = new Set<() => void>();

/** Calls `listener` whenever an account was created elsewhere (the /account/add tab); answers the unsubscribe. */
export function onAccountsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyAccountsChanged(): void {
  for (const listener of [...listeners]) listener();
}
