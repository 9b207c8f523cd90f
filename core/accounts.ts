// Accounts of a company (bill-families-and-screens.md §3.1, §4, §5, §6, §7 "Accounts and
// passwords"): the rows the account list shows, the states, and every text the server answers
// on these calls, one copy for the server and the screens (docs/accounts.md).
import type { Envelope } from './wire.ts';
import { API_KEY_PAGE_URI } from './open-api.ts';

export type AccountState = 'EFFECTIVE' | 'INVALID';
export type AccountType = 'ADMIN' | 'USER';

export const ACCOUNT_STATES: readonly AccountState[] = ['EFFECTIVE', 'INVALID'];
/** §3.1: EFFECTIVE (有效) and INVALID (冻结). */
export const ACCOUNT_STATE_NAMES: Record<AccountState, string> = { EFFECTIVE: '有效', INVALID: '冻结' };
/** §2: main account or ordinary user. */
export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = { ADMIN: '主账号', USER: '普通用户' };

/** The page whose module and button codes the account calls need (§2, §6). */
export const ACCOUNT_PAGE_URI = '/account';
/** §6: button codes of the account list. */
export const ACCOUNT_BUTTONS = { add: 'add', prohibit: 'prohibit', recovery: 'recovery', delete: 'delete' } as const;
/**
 * Pages only a main account holds (接口密钥: the company's machine keys): the seed, a menu node added
 * later and a new sub-account's copy of its main account's pages leave them out for sub-accounts.
 */
export const MAIN_ONLY_PAGES: readonly string[] = [API_KEY_PAGE_URI];
/** Codes only a main account holds: a new sub-account is not granted them. */
export const ADMIN_ONLY_ACCOUNT_BUTTONS: readonly string[] = Object.values(ACCOUNT_BUTTONS);

/** The name part of a sub-account's login name (before `@main`): letters, digits, _ . - only. */
export const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,50}$/;
export const LOGIN_NAME_MAX = 50;
export const USERNAME_MAX = 50;
/** Most rows one batch call (frozen, deleteByIds) may name. */
export const ACCOUNT_BATCH_MAX = 500;
/** Largest page of the account list (§9's largest page size option). */
export const ACCOUNT_PAGE_MAX = 500;

/** A sub-account's login name as stored: the entered name, @, the main account's login name (§3.1). */
export function subAccountLoginName(name: string, mainLoginName: string): string {
  return `${name}@${mainLoginName}`;
}

/** One row of /api/enterprise/user/pageList. */
export interface AccountRow {
  id: string;
  loginName: string;
  username: string;
  userType: AccountType;
  userTypeName: string;
  state: AccountState;
  stateName: string;
  companyName: string | null;
  /** yyyy-MM-dd HH:mm:ss, China time. */
  createTime: string;
  /** The row is the caller's own account (no freeze or delete on it). */
  self: boolean;
}

export interface AccountPage {
  datas: AccountRow[];
  total: number;
}

export type AccountPageAnswer = Envelope<AccountPage>;

// §5 and §8, verbatim.
export const MSG_STATE_REQUIRED = '请选择用户状态';
export const MSG_USERNAME_REQUIRED = '请输入用户名';
export const MSG_PASSWORD_REQUIRED = '请输入密码';
export const MSG_AGAIN_PASSWORD_REQUIRED = '请再次输入密码';
export const MSG_ACCOUNT_CREATED = '创建成功！';
export const MSG_DELETE_USER_CONFIRM = '此操作将永久删除该用户, 是否继续?';

// Where the spec is silent (listed in docs/accounts.md).
export const MSG_ADMIN_ONLY = '仅主账号可以管理子账号';
export const MSG_LOGIN_NAME_RULE = '用户名只能包含字母、数字、下划线、点和短横线，最长50位';
export const MSG_LOGIN_NAME_TAKEN = '该用户名已存在';
export const MSG_ACCOUNT_NOT_FOUND = '账号不存在或不属于本企业';
export const MSG_CANNOT_FREEZE_SELF = '不能冻结当前登录账号';
export const MSG_CANNOT_DELETE_SELF = '不能删除当前登录账号';
export const MSG_CANNOT_TOUCH_MAIN = '不能冻结、删除或重置主账号';
export const MSG_RESET_SELF = '请通过“修改密码”修改当前登录账号的密码';
export const MSG_OWN_PASSWORD_ONLY = '只能修改当前登录账号的密码';
