// The accounts of one company in the database (docs/accounts.md). Every read and write here is
// scoped to a company id the caller's own row gave; batch changes run in one transaction and
// check every named account before changing any, so a refused call changes nothing.
import { chinaDateTime } from '#core/china-time.ts';
import {
  ACCOUNT_PAGE_URI,
  ACCOUNT_STATE_NAMES,
  ACCOUNT_TYPE_NAMES,
  ADMIN_ONLY_ACCOUNT_BUTTONS,
  MAIN_ONLY_PAGES,
  type AccountRow,
  type AccountState,
} from '#core/accounts.ts';
import { sql } from 'kysely';
import type { PortalDb } from '../db/connect.ts';
import type { AppUserRow } from '../auth/users.ts';
import { revokeUserSessions } from '../auth/sessions.ts';

export interface AccountFilter {
  loginName?: string;
  username?: string;
  state?: AccountState;
  userType?: 'ADMIN' | 'USER';
}

export type AccountSortColumn = 'login_name' | 'username' | 'create_time' | 'state' | 'user_type';

/** Escapes LIKE wildcards so a searched text matches itself (compared in lower case on both databases). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const SORT_COLUMNS = {
  login_name: 'app_user.login_name',
  username: 'app_user.username',
  create_time: 'app_user.created_at',
  state: 'app_user.state',
  user_type: 'app_user.user_type',
} as const;

/**
 * A page of the accounts the caller may see: an ADMIN the accounts of its company, anyone else
 * its own account only (§6).
 */
export async function pageAccounts(
  db: PortalDb,
  caller: AppUserRow,
  filter: AccountFilter,
  sort: { column: AccountSortColumn; order: 'asc' | 'desc' } | null,
  pageIndex: number,
  pageSize: number,
): Promise<{ datas: AccountRow[]; total: number }> {
  let query = db.selectFrom('app_user').leftJoin('company', 'company.id', 'app_user.company_id');
  if (caller.user_type === 'ADMIN' && caller.company_id !== null) query = query.where('app_user.company_id', '=', caller.company_id);
  else query = query.where('app_user.id', '=', caller.id);
  if (filter.loginName) query = query.where(sql<boolean>`lower(app_user.login_name) like ${likePattern(filter.loginName.toLowerCase())} escape '\\'`);
  if (filter.username) query = query.where(sql<boolean>`lower(app_user.username) like ${likePattern(filter.username.toLowerCase())} escape '\\'`);
  if (filter.state) query = query.where('app_user.state', '=', filter.state);
  if (filter.userType) query = query.where('app_user.user_type', '=', filter.userType);

  const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  let rows = query.select([
    'app_user.id',
    'app_user.login_name',
    'app_user.username',
    'app_user.user_type',
    'app_user.state',
    'app_user.created_at',
    'company.name as company_name',
  ]);
  // The main account first, then the newest sub-accounts, unless the caller sorts.
  if (sort) rows = rows.orderBy(SORT_COLUMNS[sort.column], sort.order);
  else rows = rows.orderBy(sql`case when app_user.user_type = 'ADMIN' then 0 else 1 end`).orderBy('app_user.created_at', 'desc');
  const found = await rows
    .orderBy('app_user.id')
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .execute();
  return {
    total: Number(counted?.total ?? 0),
    datas: found.map((row) => ({
      id: String(row.id),
      loginName: row.login_name,
      username: row.username,
      userType: row.user_type,
      userTypeName: ACCOUNT_TYPE_NAMES[row.user_type],
      state: row.state,
      stateName: ACCOUNT_STATE_NAMES[row.state],
      companyName: row.company_name ?? null,
      createTime: chinaDateTime(Number(row.created_at)),
      self: row.id === caller.id,
    })),
  };
}

/** The named accounts of the company (missing ids are simply not in the answer). */
export async function accountsOfCompany(db: PortalDb, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('app_user')
    .select(['id', 'login_name', 'user_type', 'state'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function loginNameTaken(db: PortalDb, loginName: string): Promise<boolean> {
  return (await db.selectFrom('app_user').select('id').where('login_name', '=', loginName).executeTakeFirst()) !== undefined;
}

export interface NewSubAccount {
  loginName: string;
  username: string;
  passwordHash: string;
  state: AccountState;
}

/**
 * Creates a sub-account of the main account's company with the main account's modules and
 * button codes, except the account list's admin-only codes (add, prohibit, recovery, delete):
 * the spec does not say what a new sub-account may do, and it may never manage accounts.
 * Answers the new id, or null when the login name was taken meanwhile.
 */
export async function createSubAccount(db: PortalDb, main: AppUserRow, account: NewSubAccount, now = Date.now()): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if ((await trx.selectFrom('app_user').select('id').where('login_name', '=', account.loginName).executeTakeFirst()) !== undefined) return null;
    const inserted = await trx
      .insertInto('app_user')
      .values({
        login_name: account.loginName,
        username: account.username,
        password_hash: account.passwordHash,
        user_type: 'USER',
        company_id: main.company_id,
        state: account.state,
        password_changed_at: now,
        must_change_password: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = inserted.id;
    // Its main account's pages, but those only a main account holds (MAIN_ONLY_PAGES).
    const modules = await trx
      .selectFrom('user_module')
      .innerJoin('module', 'module.id', 'user_module.module_id')
      .select('user_module.module_id')
      .where('user_module.user_id', '=', main.id)
      .where('module.uri', 'not in', MAIN_ONLY_PAGES)
      .execute();
    if (modules.length > 0) {
      await trx
        .insertInto('user_module')
        .values(modules.map((module) => ({ user_id: userId, module_id: module.module_id })))
        .execute();
    }
    const buttons = await trx
      .selectFrom('user_button')
      .innerJoin('module_button', 'module_button.id', 'user_button.module_button_id')
      .innerJoin('module', 'module.id', 'module_button.module_id')
      .select(['user_button.module_button_id', 'module.uri', 'module_button.code'])
      .where('user_button.user_id', '=', main.id)
      .execute();
    const granted = buttons.filter((button) => !(button.uri === ACCOUNT_PAGE_URI && ADMIN_ONLY_ACCOUNT_BUTTONS.includes(button.code)));
    if (granted.length > 0) {
      await trx
        .insertInto('user_button')
        .values(granted.map((button) => ({ user_id: userId, module_button_id: button.module_button_id })))
        .execute();
    }
    return userId;
  });
}

/** Sets the state of the accounts; freezing ends every session of each at once. */
export async function setAccountsState(db: PortalDb, companyId: number, ids: readonly number[], state: AccountState, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ state })
      .where('company_id', '=', companyId)
      .where('id', 'in', [...ids])
      .execute();
    if (state === 'INVALID') for (const id of ids) await revokeUserSessions(trx, id, now);
  });
}

/**
 * Deletes the accounts with their sessions, refresh tokens and grants (named here rather than
 * left to ON DELETE CASCADE, so the order is the same on both databases). Bills and files keep
 * the id of the user who acted; it simply no longer names an account.
 */
export async function deleteAccounts(db: PortalDb, companyId: number, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const list = [...ids];
    await trx.deleteFrom('refresh_token').where('user_id', 'in', list).execute();
    await trx.deleteFrom('session').where('user_id', 'in', list).execute();
    await trx.deleteFrom('user_button').where('user_id', 'in', list).execute();
    await trx.deleteFrom('user_module').where('user_id', 'in', list).execute();
    await trx.deleteFrom('app_user').where('company_id', '=', companyId).where('id', 'in', list).execute();
  });
}

/** A new password for the account; all its sessions end (a changed password locks a thief out). */
export async function setPassword(db: PortalDb, userId: number, passwordHash: string, mustChange: boolean, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ password_hash: passwordHash, password_changed_at: now, must_change_password: mustChange ? 1 : 0 })
      .where('id', '=', userId)
      .execute();
    await revokeUserSessions(trx, userId, now);
  });
}
