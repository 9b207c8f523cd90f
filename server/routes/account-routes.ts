// The account list's calls (bill-families-and-screens.md §7 "Accounts and passwords",
// docs/accounts.md): pageList, save, frozen, deleteByIds, resetPasswprd and updatePasswprd.
// The route guard checks the session and the /account page's module and button codes before the
// body is read; the handlers then check, on the caller's own row, that only the main account
// (ADMIN) manages accounts, that every named account is of the caller's company and not the
// caller itself — all before anything changes. Passwords travel encrypted as at login
// (docs/protocol.md, "Password transport"). Empty fields get the form's own messages (§5), so the
// schemas bound types and sizes and leave "required" to the handlers.
import {
  ACCOUNT_BATCH_MAX,
  ACCOUNT_BUTTONS,
  ACCOUNT_PAGE_MAX,
  ACCOUNT_PAGE_URI,
  ACCOUNT_STATES,
  LOGIN_NAME_MAX,
  LOGIN_NAME_PATTERN,
  MSG_ACCOUNT_CREATED,
  MSG_ACCOUNT_NOT_FOUND,
  MSG_ADMIN_ONLY,
  MSG_AGAIN_PASSWORD_REQUIRED,
  MSG_CANNOT_DELETE_SELF,
  MSG_CANNOT_FREEZE_SELF,
  MSG_CANNOT_TOUCH_MAIN,
  MSG_LOGIN_NAME_RULE,
  MSG_LOGIN_NAME_TAKEN,
  MSG_OWN_PASSWORD_ONLY,
  MSG_PASSWORD_REQUIRED,
  MSG_RESET_SELF,
  MSG_STATE_REQUIRED,
  MSG_USERNAME_REQUIRED,
  USERNAME_MAX,
  subAccountLoginName,
  type AccountState,
} from '#core/accounts.ts';
import { MSG_DELETED, MSG_FILING_REQUIRED, MSG_SELECT_ROWS } from '#core/messages.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessError, forbiddenError, ok, unauthorizedError } from '../http/envelope.ts';
import { MESSAGES } from '../http/messages.ts';
import { dataBody } from '../http/validation.ts';
import { namedPage, pageRoute, signedIn, type PageNeed } from '../auth/route-access.ts';
import { currentUser } from '../auth/require-user.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { isStrongPassword } from '../auth/password-rules.ts';
import { decryptPassword } from '../auth/password-transport.ts';
import { beginLoginAttempt, whyRefused } from '../auth/login-guard.ts';
import { findCompanyOf, findUserById, type AppUserRow } from '../auth/users.ts';
import {
  accountsOfCompany,
  createSubAccount,
  deleteAccounts,
  loginNameTaken,
  pageAccounts,
  setAccountsState,
  setPassword,
  type AccountFilter,
  type AccountSortColumn,
} from '../accounts/account-store.ts';
import { sortsSchema, termsSchema, type ReceivedSort, type ReceivedTerm } from '#core/list/list-request.ts';

const BASE = '/api/enterprise/user';

const text = (title: string, maxLength: number) => ({ type: 'string', title, maxLength });
const password = (title: string) => text(title, 2048);
const accountId = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  ],
};
const idList = { type: 'array', title: '账号', maxItems: ACCOUNT_BATCH_MAX, items: accountId };

const pageListSchema = dataBody({
  type: 'object',
  properties: {
    pageIndex: { type: 'integer', title: '页码', minimum: 0, maximum: 1_000_000 },
    pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: ACCOUNT_PAGE_MAX },
    sorts: sortsSchema,
    terms: termsSchema,
  },
});

const saveSchema = dataBody({
  type: 'object',
  properties: {
    // The entered name with the main account's suffix (or without it: the server adds it).
    loginName: text('用户名', LOGIN_NAME_MAX + 101),
    username: text('姓名', USERNAME_MAX),
    loginPwd: password('密码'),
    againPassword: password('确认密码'),
    state: text('用户状态', 20),
  },
});

const frozenSchema = dataBody({ type: 'object', properties: { ids: idList, state: text('用户状态', 20) } });
const deleteSchema = dataBody({ type: 'object', properties: { ids: idList } });

const resetSchema = dataBody({
  type: 'object',
  properties: {
    id: accountId,
    loginName: text('登录名', 200),
    newPassword: password('新密码'),
    againPassword: password('确认密码'),
  },
});

const updateSchema = dataBody({
  type: 'object',
  properties: {
    id: accountId,
    name: text('登录名', 200),
    account: text('主账号', 200),
    oldPassword: password('原始密码'),
    newPassword: password('新密码'),
    againPassword: password('确认密码'),
  },
});

type Id = number | string;

interface PageListBody {
  data: { pageIndex?: number; pageSize?: number; sorts?: ReceivedSort[]; terms?: ReceivedTerm[] };
}
interface SaveBody {
  data: { loginName?: string; username?: string; loginPwd?: string; againPassword?: string; state?: string };
}
interface FrozenBody {
  data: { ids?: Id[]; state?: string };
}
interface DeleteBody {
  data: { ids?: Id[] };
}
interface ResetBody {
  data: { id?: Id; loginName?: string; newPassword?: string; againPassword?: string };
}
interface UpdateBody {
  data: { id?: Id; name?: string; account?: string; oldPassword?: string; newPassword?: string; againPassword?: string };
}

const TERM_COLUMNS: Record<string, keyof AccountFilter> = {
  login_name: 'loginName',
  loginName: 'loginName',
  username: 'username',
  state: 'state',
  user_type: 'userType',
  userType: 'userType',
};
const SORTS: Record<string, AccountSortColumn> = {
  login_name: 'login_name',
  loginName: 'login_name',
  username: 'username',
  create_time: 'create_time',
  createTime: 'create_time',
  state: 'state',
  user_type: 'user_type',
  userType: 'user_type',
};

/** The list's terms as a filter: text searches (like or eq) on names, eq on state and type. */
function filterOf(terms: readonly ReceivedTerm[]): AccountFilter {
  const filter: AccountFilter = {};
  for (const term of terms) {
    const field = Object.hasOwn(TERM_COLUMNS, term.column) ? TERM_COLUMNS[term.column] : undefined;
    if (!field) throw businessError(`不支持的查询条件：${term.column}`);
    const value = term.value;
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || value.length > 100) throw businessError(`查询条件的值不正确：${term.column}`);
    if (field === 'loginName' || field === 'username') {
      if (term.termType !== 'like' && term.termType !== 'eq') throw businessError(`查询方式不支持：${term.column}`);
      filter[field] = value.trim();
    } else if (field === 'state') {
      if (term.termType !== 'eq' || !ACCOUNT_STATES.includes(value as AccountState)) throw businessError(`查询条件的值不正确：${term.column}`);
      filter.state = value as AccountState;
    } else {
      if (term.termType !== 'eq' || (value !== 'ADMIN' && value !== 'USER')) throw businessError(`查询条件的值不正确：${term.column}`);
      filter.userType = value;
    }
  }
  return filter;
}

function sortOf(sorts: readonly ReceivedSort[]): { column: AccountSortColumn; order: 'asc' | 'desc' } | null {
  const first = sorts[0];
  if (!first) return null;
  // Own names only: `__proto__` or `toString` is no column.
  const column = Object.hasOwn(SORTS, first.name) ? SORTS[first.name as keyof typeof SORTS] : undefined;
  if (!column) throw businessError(`不支持的排序字段：${first.name}`);
  return { column, order: first.order?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** frozen's codes: freezing needs prohibit (the row switch); restoring prohibit or recovery (the batch button). */
function frozenNeed(request: FastifyRequest): PageNeed {
  const body = request.body as { data?: { state?: unknown } } | undefined;
  const state = body && typeof body === 'object' ? body.data?.state : undefined;
  const buttons = state === 'EFFECTIVE' ? [ACCOUNT_BUTTONS.prohibit, ACCOUNT_BUTTONS.recovery] : [ACCOUNT_BUTTONS.prohibit];
  return { modules: [ACCOUNT_PAGE_URI], buttons };
}

const isBlank = (value: string | undefined): value is undefined | '' => value === undefined || value.trim() === '';

function idsOf(ids: readonly Id[] | undefined): number[] {
  if (!ids || ids.length === 0) throw businessError(MSG_SELECT_ROWS);
  return [...new Set(ids.map(Number))];
}

export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db, secrets } = app.portal;

  /** The caller's own row: its type and company decide, not the token's claims. */
  async function callerRow(request: FastifyRequest): Promise<AppUserRow> {
    const user = await findUserById(db, currentUser(request).userId);
    if (!user || user.state !== 'EFFECTIVE') throw unauthorizedError();
    return user;
  }

  /** A main account of a company, or a refusal (403 for anyone else, whatever the client shows). */
  async function adminOfCompany(request: FastifyRequest): Promise<AppUserRow & { company_id: number }> {
    const caller = await callerRow(request);
    if (caller.user_type !== 'ADMIN') throw forbiddenError(MSG_ADMIN_ONLY);
    if (caller.company_id === null) throw businessError(MSG_FILING_REQUIRED);
    return caller as AppUserRow & { company_id: number };
  }

  /** Decrypts a transported password; an empty one is refused with `required`. */
  function plainPassword(transported: string | undefined, required: string): string {
    if (transported === undefined || transported === '') throw businessError(required);
    const plain = decryptPassword(secrets.rsaPrivateKey, transported);
    if (plain === null) throw businessError(MESSAGES.passwordUnreadable);
    return plain;
  }

  /** §5: the new password and its confirmation (required, the rule, the same twice). */
  function newPasswordOf(newPassword: string | undefined, againPassword: string | undefined): string {
    if (newPassword === undefined || newPassword === '') throw businessError(MSG_PASSWORD_REQUIRED);
    if (againPassword === undefined || againPassword === '') throw businessError(MSG_AGAIN_PASSWORD_REQUIRED);
    const plain = plainPassword(newPassword, MSG_PASSWORD_REQUIRED);
    const again = plainPassword(againPassword, MSG_AGAIN_PASSWORD_REQUIRED);
    if (!isStrongPassword(plain)) throw businessError(MESSAGES.passwordRule);
    if (plain !== again) throw businessError(MESSAGES.passwordMismatch);
    return plain;
  }

  app.post<{ Body: PageListBody }>(
    `${BASE}/pageList`,
    { config: { access: pageRoute(ACCOUNT_PAGE_URI) }, schema: { body: pageListSchema } },
    async (request) => {
      const caller = await callerRow(request);
      const input = request.body.data;
      const filter = filterOf(input.terms ?? []);
      const sort = sortOf(input.sorts ?? []);
      return ok(await pageAccounts(db, caller, filter, sort, input.pageIndex ?? 0, input.pageSize ?? 50));
    },
  );

  app.post<{ Body: SaveBody }>(
    `${BASE}/save`,
    { config: { access: pageRoute(ACCOUNT_PAGE_URI, [ACCOUNT_BUTTONS.add]) }, schema: { body: saveSchema } },
    async (request) => {
      const main = await adminOfCompany(request);
      const input = request.body.data;
      if (isBlank(input.state)) throw businessError(MSG_STATE_REQUIRED);
      if (!ACCOUNT_STATES.includes(input.state.trim() as AccountState)) throw businessError(MSG_STATE_REQUIRED);
      if (isBlank(input.loginName)) throw businessError(MSG_USERNAME_REQUIRED);
      const mainLoginName = (await findCompanyOf(db, main))?.mainAccount ?? main.login_name;
      const suffix = `@${mainLoginName}`;
      let name = input.loginName.trim();
      if (name.endsWith(suffix)) name = name.slice(0, -suffix.length);
      if (name === '') throw businessError(MSG_USERNAME_REQUIRED);
      if (!LOGIN_NAME_PATTERN.test(name)) throw businessError(MSG_LOGIN_NAME_RULE);
      if (isBlank(input.loginPwd)) throw businessError(MSG_PASSWORD_REQUIRED);
      const plain = newPasswordOf(input.loginPwd, input.againPassword);

      const loginName = subAccountLoginName(name, mainLoginName);
      if (await loginNameTaken(db, loginName)) throw businessError(MSG_LOGIN_NAME_TAKEN);
      const username = isBlank(input.username) ? name : input.username.trim();
      const passwordHash = await hashPassword(plain);
      let id: number | null;
      try {
        id = await createSubAccount(db, main, { loginName, username, passwordHash, state: input.state.trim() as AccountState });
      } catch (error) {
        // Two saves of the same name at once: the unique login name refused the second.
        if (await loginNameTaken(db, loginName)) throw businessError(MSG_LOGIN_NAME_TAKEN);
        throw error;
      }
      if (id === null) throw businessError(MSG_LOGIN_NAME_TAKEN);
      return ok({ id: String(id), loginName }, MSG_ACCOUNT_CREATED);
    },
  );

  /** The named accounts, all of the caller's company, none of them the caller or a main account. */
  async function targetsOf(main: AppUserRow & { company_id: number }, ids: number[], self: string): Promise<number[]> {
    if (ids.includes(main.id)) throw businessError(self);
    const found = await accountsOfCompany(db, main.company_id, ids);
    if (found.length !== ids.length) throw businessError(MSG_ACCOUNT_NOT_FOUND);
    if (found.some((account) => account.user_type === 'ADMIN')) throw businessError(MSG_CANNOT_TOUCH_MAIN);
    return ids;
  }

  app.post<{ Body: FrozenBody }>(`${BASE}/frozen`, { config: { access: namedPage(frozenNeed) }, schema: { body: frozenSchema } }, async (request) => {
    const main = await adminOfCompany(request);
    const input = request.body.data;
    if (isBlank(input.state) || !ACCOUNT_STATES.includes(input.state as AccountState)) throw businessError(MSG_STATE_REQUIRED);
    const ids = await targetsOf(main, idsOf(input.ids), MSG_CANNOT_FREEZE_SELF);
    await setAccountsState(db, main.company_id, ids, input.state as AccountState);
    return ok(null);
  });

  app.post<{ Body: DeleteBody }>(
    `${BASE}/deleteByIds`,
    { config: { access: pageRoute(ACCOUNT_PAGE_URI, [ACCOUNT_BUTTONS.delete]) }, schema: { body: deleteSchema } },
    async (request) => {
      const main = await adminOfCompany(request);
      const ids = await targetsOf(main, idsOf(request.body.data.ids), MSG_CANNOT_DELETE_SELF);
      await deleteAccounts(db, main.company_id, ids);
      return ok(null, MSG_DELETED);
    },
  );

  // "Change password is available on every account row" (§6): on a sub-account's row the main
  // account resets it; the own password is changed with the old one (updatePasswprd).
  app.post<{ Body: ResetBody }>(
    `${BASE}/resetPasswprd`,
    { config: { access: pageRoute(ACCOUNT_PAGE_URI) }, schema: { body: resetSchema } },
    async (request) => {
      const main = await adminOfCompany(request);
      const input = request.body.data;
      if (input.id === undefined) throw businessError(MSG_SELECT_ROWS);
      const id = Number(input.id);
      if (id === main.id) throw businessError(MSG_RESET_SELF);
      const [target] = await accountsOfCompany(db, main.company_id, [id]);
      if (!target) throw businessError(MSG_ACCOUNT_NOT_FOUND);
      if (target.user_type === 'ADMIN') throw businessError(MSG_CANNOT_TOUCH_MAIN);
      if (!isBlank(input.loginName) && input.loginName.trim() !== target.login_name) throw businessError(MESSAGES.loginNameMismatch);
      const plain = newPasswordOf(input.newPassword, input.againPassword);
      // A password someone else chose: the owner changes it at the next login.
      await setPassword(db, id, await hashPassword(plain), true);
      return ok(null, MESSAGES.passwordChanged);
    },
  );

  // The header's 修改密码 (and the own row's): any signed-in account, its own password only.
  app.post<{ Body: UpdateBody }>(`${BASE}/updatePasswprd`, { config: { access: signedIn() }, schema: { body: updateSchema } }, async (request) => {
    const caller = await callerRow(request);
    const input = request.body.data;
    if (input.id !== undefined && Number(input.id) !== caller.id) throw forbiddenError(MSG_OWN_PASSWORD_ONLY);
    if (!isBlank(input.name) && input.name.trim() !== caller.login_name) throw forbiddenError(MSG_OWN_PASSWORD_ONLY);
    const oldPassword = plainPassword(input.oldPassword, MESSAGES.oldPasswordRequired);
    const newPassword = newPasswordOf(input.newPassword, input.againPassword);
    if (newPassword === oldPassword) throw businessError(MESSAGES.passwordSameAsOld);

    // The old password is checked under the login's failure limits: a stolen session cannot
    // guess it faster than a login could.
    const attempt = await beginLoginAttempt(db, caller.login_name, request.ip);
    if (!attempt) throw businessError(MESSAGES[await whyRefused(db, caller.login_name, request.ip)]);
    if (!(await verifyPassword(oldPassword, caller.password_hash))) {
      await attempt.failed();
      throw businessError(MESSAGES.oldPasswordWrong);
    }
    await attempt.succeeded();
    // Every session ends, this one included: the client clears its storage and logs in again (§8).
    await setPassword(db, caller.id, await hashPassword(newPassword), false);
    return ok(null, MESSAGES.passwordChanged);
  });
}
