// The account list's calls (docs/accounts.md): pageList, save, frozen, deleteByIds,
// resetPasswprd and updatePasswprd, with their refusals, on the real seed (its /account page and
// its main account admin with the sub-account declarer@admin) plus a second company.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password-hash.ts';
import { startTestServer, type TestServer } from './harness.ts';

const BASE = '/api/enterprise/user';
const RULE = '密码长度在10到20位之间，包含至少一个大写字母、一个小写字母、一个数字和一个特殊字符';
const SESSION_EXPIRED = { code: -1, message: '您的登录信息已失效, 请重新登录', data: null };
const DICTIONARY = '/api/dictionary/item/queryByCode';

const ADMIN = { loginName: 'admin', password: 'Ceb@Portal2024' };
const USER = { loginName: 'declarer@admin', password: 'Declarer#2024' };
const OTHER_ADMIN = { loginName: 'other_admin', password: 'Other@Admin2024' };
const OTHER_USER = { loginName: 'clerk@other_admin', password: 'Other@Clerk2024' };

let server: TestServer;
let adminToken: string;
let userToken: string;
let userId: number;
let otherUserId: number;
let otherAdminToken: string;

async function insertUser(companyId: number, loginName: string, password: string, userType: 'ADMIN' | 'USER'): Promise<number> {
  const row = await server.db
    .insertInto('app_user')
    .values({
      login_name: loginName,
      username: loginName,
      password_hash: await hashPassword(password),
      user_type: userType,
      company_id: companyId,
      state: 'EFFECTIVE',
      password_changed_at: Date.now(),
      must_change_password: 0,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into user_module (user_id, module_id) select ${sql.lit(row.id)}, id from module`.execute(server.db);
  await sql`insert into user_button (user_id, module_button_id) select ${sql.lit(row.id)}, id from module_button`.execute(server.db);
  return row.id;
}

async function idOf(loginName: string): Promise<number> {
  return (await server.db.selectFrom('app_user').select('id').where('login_name', '=', loginName).executeTakeFirstOrThrow()).id;
}

async function stateOf(loginName: string) {
  return (await server.db.selectFrom('app_user').select('state').where('login_name', '=', loginName).executeTakeFirst())?.state;
}

async function accountCount(): Promise<number> {
  const rows = await server.db.selectFrom('app_user').select('id').execute();
  return rows.length;
}

/** Grants a button code of /account to a user (to show the server's own ADMIN check). */
async function grantAccountButton(id: number, code: string): Promise<void> {
  const button = await server.db
    .selectFrom('module_button')
    .innerJoin('module', 'module.id', 'module_button.module_id')
    .select('module_button.id')
    .where('module.uri', '=', '/account')
    .where('module_button.code', '=', code)
    .executeTakeFirstOrThrow();
  await server.db.insertInto('user_button').values({ user_id: id, module_button_id: button.id }).execute();
}

const enc = (plain: string) => server.client.encryptPassword(plain);
const post = (path: string, data: unknown, token: string) => server.client.post(`${BASE}/${path}`, data, { token });

async function saveBody(fields: { loginName?: string; loginPwd?: string; againPassword?: string; state?: string; username?: string }) {
  const body: Record<string, string> = {};
  if (fields.loginName !== undefined) body.loginName = fields.loginName;
  if (fields.username !== undefined) body.username = fields.username;
  if (fields.state !== undefined) body.state = fields.state;
  if (fields.loginPwd !== undefined) body.loginPwd = fields.loginPwd === '' ? '' : await enc(fields.loginPwd);
  if (fields.againPassword !== undefined) body.againPassword = fields.againPassword === '' ? '' : await enc(fields.againPassword);
  return body;
}

/** A sub-account of admin made through save, and its session. */
async function newSubAccount(name: string, password = 'Sub@Account2024') {
  const created = await post(
    'save',
    await saveBody({ loginName: `${name}@admin`, loginPwd: password, againPassword: password, state: 'EFFECTIVE' }),
    adminToken,
  );
  expect(created.body.code, created.text).toBe(0);
  const loginName = `${name}@admin`;
  return { id: await idOf(loginName), loginName, password, session: await server.client.session(loginName, password) };
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'real' });
  const company = await server.db
    .insertInto('company')
    .values({ code: '91310000MA1FL0XX9Q', name: '上海另一家跨境电商有限公司', created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertUser(company.id, OTHER_ADMIN.loginName, OTHER_ADMIN.password, 'ADMIN');
  otherUserId = await insertUser(company.id, OTHER_USER.loginName, OTHER_USER.password, 'USER');
  adminToken = (await server.client.session(ADMIN.loginName, ADMIN.password)).token;
  const user = await server.client.session(USER.loginName, USER.password);
  userToken = user.token;
  userId = Number(user.userInfo.id);
  otherAdminToken = (await server.client.session(OTHER_ADMIN.loginName, OTHER_ADMIN.password)).token;
});
afterAll(async () => server?.close());

describe('pageList', () => {
  it("shows the main account its company's accounts, main account first, and no other company's", async () => {
    const answer = await post('pageList', { pageIndex: 0, pageSize: 50 }, adminToken);
    expect(answer.body.code).toBe(0);
    const names = answer.body.data.datas.map((row: { loginName: string }) => row.loginName);
    expect(names[0]).toBe(ADMIN.loginName);
    expect(names).toContain(USER.loginName);
    expect(names).not.toContain(OTHER_USER.loginName);
    expect(names).not.toContain(OTHER_ADMIN.loginName);
    expect(answer.body.data.total).toBe(names.length);
    expect(answer.body.data.datas[0]).toMatchObject({ userType: 'ADMIN', userTypeName: '主账号', state: 'EFFECTIVE', stateName: '有效', self: true });
    expect(answer.body.data.datas[0].companyName).toBe(server.seed.demo.company.name);
    expect(answer.body.data.datas[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('shows a USER only its own account, whatever the terms ask', async () => {
    const answer = await post(
      'pageList',
      { pageIndex: 0, pageSize: 50, terms: [{ column: 'login_name', termType: 'like', type: 'and', value: 'admin' }] },
      userToken,
    );
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.datas).toHaveLength(1);
    expect(answer.body.data.datas[0]).toMatchObject({ loginName: USER.loginName, userType: 'USER', userTypeName: '普通用户', self: true });
  });

  it('pages, filters and sorts', async () => {
    const first = await post('pageList', { pageIndex: 0, pageSize: 1 }, adminToken);
    expect(first.body.data.datas).toHaveLength(1);
    expect(first.body.data.total).toBeGreaterThanOrEqual(2);
    const second = await post('pageList', { pageIndex: 1, pageSize: 1 }, adminToken);
    expect(second.body.data.datas[0].loginName).not.toBe(first.body.data.datas[0].loginName);

    const filtered = await post('pageList', { terms: [{ column: 'login_name', termType: 'like', type: 'and', value: 'declarer' }] }, adminToken);
    expect(filtered.body.data.datas.map((row: { loginName: string }) => row.loginName)).toEqual([USER.loginName]);
    const upper = await post('pageList', { terms: [{ column: 'login_name', termType: 'like', type: 'and', value: 'DECLARER' }] }, adminToken);
    expect(upper.body.data.total).toBe(1);
    const wildcard = await post('pageList', { terms: [{ column: 'login_name', termType: 'like', type: 'and', value: '%' }] }, adminToken);
    expect(wildcard.body.data.total).toBe(0);
    const sorted = await post('pageList', { sorts: [{ name: 'login_name', order: 'desc' }] }, adminToken);
    const names = sorted.body.data.datas.map((row: { loginName: string }) => row.loginName);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('refuses unknown terms, oversized pages and calls without a session', async () => {
    expect((await post('pageList', { terms: [{ column: 'password_hash', termType: 'eq', type: 'and', value: 'x' }] }, adminToken)).body.message).toBe(
      '不支持的查询条件：password_hash',
    );
    expect((await post('pageList', { pageSize: 501 }, adminToken)).status).toBe(400);
    expect((await server.client.post(`${BASE}/pageList`, {})).body).toEqual(SESSION_EXPIRED);
  });
});

describe('save', () => {
  it("creates a sub-account named name@main, with the form's messages for each refusal first", async () => {
    const before = await accountCount();
    const good = { loginName: 'ops@admin', loginPwd: 'Ops@Account2024', againPassword: 'Ops@Account2024', state: 'EFFECTIVE' };
    const refused: [Record<string, string>, string][] = [
      [{ ...good, state: '' }, '请选择用户状态'],
      [{ ...good, state: 'SOMETHING' }, '请选择用户状态'],
      [{ ...good, loginName: '' }, '请输入用户名'],
      [{ ...good, loginName: '@admin' }, '请输入用户名'],
      [{ ...good, loginName: 'o p@admin' }, '用户名只能包含字母、数字、下划线、点和短横线，最长50位'],
      [{ ...good, loginName: 'ops@other_admin' }, '用户名只能包含字母、数字、下划线、点和短横线，最长50位'],
      [{ ...good, loginPwd: '' }, '请输入密码'],
      [{ ...good, againPassword: '' }, '请再次输入密码'],
      [{ ...good, loginPwd: 'short1A!', againPassword: 'short1A!' }, RULE],
      [{ ...good, loginPwd: 'nouppercase12!', againPassword: 'nouppercase12!' }, RULE],
      [{ ...good, loginPwd: 'NoSpecial12345', againPassword: 'NoSpecial12345' }, RULE],
      [{ ...good, loginPwd: 'Waytoolong1!Waytoolong1!', againPassword: 'Waytoolong1!Waytoolong1!' }, RULE],
      [{ ...good, againPassword: 'Ops@Account2025' }, '两次输入密码不一致!'],
      [{ ...good, loginName: 'declarer@admin' }, '该用户名已存在'],
    ];
    for (const [fields, message] of refused) {
      const answer = await post('save', await saveBody(fields), adminToken);
      expect([fields, answer.body.code, answer.body.message]).toEqual([fields, -1, message]);
    }
    expect(await accountCount()).toBe(before);

    const created = await post('save', await saveBody({ ...good, username: '运营' }), adminToken);
    expect(created.body).toMatchObject({ code: 0, message: '创建成功！', data: { loginName: 'ops@admin' } });
    // Sent without the suffix, the server adds it.
    const bare = await post('save', await saveBody({ ...good, loginName: 'ops2', state: 'INVALID' }), adminToken);
    expect(bare.body.data.loginName).toBe('ops2@admin');
    expect(await stateOf('ops2@admin')).toBe('INVALID');
    expect(await accountCount()).toBe(before + 2);

    const session = await server.client.session('ops@admin', 'Ops@Account2024');
    expect(session.userInfo).toMatchObject({ userType: 'USER', username: '运营', account: ADMIN.loginName, companyCode: server.seed.demo.company.code });
    const find = (nodes: { uri: string; children: never[]; buttonVos: { code: string }[] }[]): { buttonVos: { code: string }[] } | undefined =>
      nodes.map((node) => (node.uri === '/account' ? node : find(node.children))).find(Boolean);
    const accountCodes = find(session.modules)?.buttonVos.map((button) => button.code) ?? [];
    expect(accountCodes).not.toContain('add');
    expect(accountCodes).not.toContain('prohibit');
    expect(accountCodes).not.toContain('delete');
    expect(accountCodes).not.toContain('recovery');
    expect((await server.client.login('ops2@admin', 'Ops@Account2024')).body.message).toBe('该账号已被冻结');
  });

  it('refuses a sub-account creating an account, even one holding the add code', async () => {
    const before = await accountCount();
    const body = await saveBody({ loginName: 'sneaky', loginPwd: 'Sneaky@Pass2024', againPassword: 'Sneaky@Pass2024', state: 'EFFECTIVE' });
    const withoutCode = await post('save', body, userToken);
    expect(withoutCode.status).toBe(403);
    expect(withoutCode.body.message).toBe('拒绝访问');
    await grantAccountButton(userId, 'add');
    const withCode = await post('save', body, userToken);
    expect(withCode.status).toBe(403);
    expect(withCode.body.message).toBe('仅主账号可以管理子账号');
    expect(await accountCount()).toBe(before);
  });

  it("puts the account in the caller's company only", async () => {
    const created = await post(
      'save',
      await saveBody({ loginName: 'buyer', loginPwd: 'Buyer@Pass2024', againPassword: 'Buyer@Pass2024', state: 'EFFECTIVE' }),
      otherAdminToken,
    );
    expect(created.body.data.loginName).toBe('buyer@other_admin');
    const list = await post('pageList', {}, adminToken);
    expect(list.body.data.datas.map((row: { loginName: string }) => row.loginName)).not.toContain('buyer@other_admin');
  });

  it('creates one account when the same name is saved twice at once', async () => {
    const body = await saveBody({ loginName: 'twin@admin', loginPwd: 'Twin@Account2024', againPassword: 'Twin@Account2024', state: 'EFFECTIVE' });
    const answers = await Promise.all([post('save', body, adminToken), post('save', body, adminToken)]);
    expect(answers.map((answer) => answer.body.message).sort()).toEqual(['创建成功！', '该用户名已存在']);
    expect(await server.db.selectFrom('app_user').select('id').where('login_name', '=', 'twin@admin').execute()).toHaveLength(1);
  });

  it('refuses bodies of the wrong shape or size', async () => {
    expect((await post('save', { loginName: 5 }, adminToken)).status).toBe(400);
    expect((await post('save', { loginName: 'x'.repeat(500) }, adminToken)).status).toBe(400);
    expect((await server.client.request('POST', `${BASE}/save`, { notData: 1 }, { token: adminToken })).status).toBe(400);
  });
});

describe('frozen', () => {
  it("ends a frozen account's sessions at once: its access token and refresh token are refused; restoring lets it log in", async () => {
    const sub = await newSubAccount('frost');
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: sub.session.token })).body.code).toBe(0);

    const frozen = await post('frozen', { ids: [String(sub.id)], state: 'INVALID' }, adminToken);
    expect(frozen.body).toEqual({ code: 0, message: '操作成功！', data: null });
    expect(await stateOf(sub.loginName)).toBe('INVALID');

    const next = await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: sub.session.token });
    expect(next.status).toBe(401);
    expect(next.body).toEqual(SESSION_EXPIRED);
    const refresh = await server.client.get('/api/auth/refresh_token', { token: sub.session.refreshToken });
    expect(refresh.status).toBe(401);
    expect((await server.client.login(sub.loginName, sub.password)).body.message).toBe('该账号已被冻结');
    const list = await post('pageList', { terms: [{ column: 'state', termType: 'eq', type: 'and', value: 'INVALID' }] }, adminToken);
    expect(list.body.data.datas.map((row: { loginName: string; stateName: string }) => [row.loginName, row.stateName])).toContainEqual([sub.loginName, '冻结']);

    // 恢复登录: the batch sets EFFECTIVE; the old session stays ended, a new login works.
    const restored = await post('frozen', { ids: [sub.id], state: 'EFFECTIVE' }, adminToken);
    expect(restored.body.code).toBe(0);
    expect(await stateOf(sub.loginName)).toBe('EFFECTIVE');
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: sub.session.token })).status).toBe(401);
    expect((await server.client.login(sub.loginName, sub.password)).body.code).toBe(0);
  });

  it("refuses freezing itself, the main account, another company's account, and a batch with any of these changes nothing", async () => {
    const sub = await newSubAccount('mixed');
    const adminId = await idOf(ADMIN.loginName);
    const self = await post('frozen', { ids: [adminId], state: 'INVALID' }, adminToken);
    expect(self.body.message).toBe('不能冻结当前登录账号');
    const other = await post('frozen', { ids: [otherUserId], state: 'INVALID' }, adminToken);
    expect(other.body.message).toBe('账号不存在或不属于本企业');
    const mixed = await post('frozen', { ids: [sub.id, otherUserId], state: 'INVALID' }, adminToken);
    expect(mixed.body.message).toBe('账号不存在或不属于本企业');
    const main = await post('frozen', { ids: [await idOf(ADMIN.loginName)], state: 'INVALID' }, otherAdminToken);
    expect(main.body.message).toBe('账号不存在或不属于本企业');
    expect(await stateOf(sub.loginName)).toBe('EFFECTIVE');
    expect(await stateOf(OTHER_USER.loginName)).toBe('EFFECTIVE');
    expect(await stateOf(ADMIN.loginName)).toBe('EFFECTIVE');
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: sub.session.token })).body.code).toBe(0);

    expect((await post('frozen', { ids: [], state: 'INVALID' }, adminToken)).body.message).toBe('请选择操作数据！');
    expect((await post('frozen', { ids: [sub.id], state: 'GONE' }, adminToken)).body.message).toBe('请选择用户状态');
    expect((await post('frozen', { ids: ['abc'], state: 'INVALID' }, adminToken)).status).toBe(400);
  });

  it('refuses a USER, without the code and with it', async () => {
    const sub = await newSubAccount('victim');
    const withoutCode = await post('frozen', { ids: [sub.id], state: 'INVALID' }, userToken);
    expect(withoutCode.status).toBe(403);
    const restoreWithoutCode = await post('frozen', { ids: [sub.id], state: 'EFFECTIVE' }, userToken);
    expect(restoreWithoutCode.status).toBe(403);
    await grantAccountButton(userId, 'prohibit');
    const withCode = await post('frozen', { ids: [sub.id], state: 'INVALID' }, userToken);
    expect(withCode.status).toBe(403);
    expect(withCode.body.message).toBe('仅主账号可以管理子账号');
    expect(await stateOf(sub.loginName)).toBe('EFFECTIVE');
  });
});

describe('deleteByIds', () => {
  it('deletes a sub-account and ends its sessions: access and refresh tokens refused, login refused', async () => {
    const sub = await newSubAccount('gone');
    const deleted = await post('deleteByIds', { ids: [sub.id] }, adminToken);
    expect(deleted.body).toEqual({ code: 0, message: '删除成功！', data: null });
    expect(await stateOf(sub.loginName)).toBeUndefined();
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: sub.session.token })).status).toBe(401);
    expect((await server.client.get('/api/auth/refresh_token', { token: sub.session.refreshToken })).status).toBe(401);
    expect((await server.client.login(sub.loginName, sub.password)).body.message).toBe('账号或密码错误');
    const grants = await server.db.selectFrom('user_module').select('module_id').where('user_id', '=', sub.id).execute();
    expect(grants).toEqual([]);
  });

  it("refuses deleting itself, the main account, another company's account and a USER's call", async () => {
    const sub = await newSubAccount('keep');
    const before = await accountCount();
    expect((await post('deleteByIds', { ids: [await idOf(ADMIN.loginName)] }, adminToken)).body.message).toBe('不能删除当前登录账号');
    expect((await post('deleteByIds', { ids: [sub.id, otherUserId] }, adminToken)).body.message).toBe('账号不存在或不属于本企业');
    expect((await post('deleteByIds', { ids: [sub.id] }, otherAdminToken)).body.message).toBe('账号不存在或不属于本企业');
    expect((await post('deleteByIds', { ids: [] }, adminToken)).body.message).toBe('请选择操作数据！');
    expect((await post('deleteByIds', { ids: [sub.id] }, userToken)).status).toBe(403);
    await grantAccountButton(userId, 'delete');
    const withCode = await post('deleteByIds', { ids: [sub.id] }, userToken);
    expect(withCode.status).toBe(403);
    expect(withCode.body.message).toBe('仅主账号可以管理子账号');
    expect(await accountCount()).toBe(before);
  });
});

describe('resetPasswprd', () => {
  it("resets a sub-account's password: its sessions end and it must change the password at the next login", async () => {
    const sub = await newSubAccount('reset');
    const base = { id: String(sub.id), loginName: sub.loginName };
    const refused: [Record<string, string>, string][] = [
      [{ ...base, newPassword: '', againPassword: await enc('Reset@Pass2024') }, '请输入密码'],
      [{ ...base, newPassword: await enc('Reset@Pass2024'), againPassword: '' }, '请再次输入密码'],
      [{ ...base, newPassword: await enc('weakpassword'), againPassword: await enc('weakpassword') }, RULE],
      [{ ...base, newPassword: await enc('Reset@Pass2024'), againPassword: await enc('Reset@Pass2025') }, '两次输入密码不一致!'],
      [
        { ...base, loginName: USER.loginName, newPassword: await enc('Reset@Pass2024'), againPassword: await enc('Reset@Pass2024') },
        '登录名与待修改密码的账号不一致',
      ],
      [{ ...base, newPassword: 'not-encrypted', againPassword: 'not-encrypted' }, '密码无法解密，请刷新页面后重试'],
    ];
    for (const [fields, message] of refused) expect((await post('resetPasswprd', fields, adminToken)).body.message).toBe(message);
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: sub.session.token })).body.code).toBe(0);

    const reset = await post('resetPasswprd', { ...base, newPassword: await enc('Reset@Pass2024'), againPassword: await enc('Reset@Pass2024') }, adminToken);
    expect(reset.body).toEqual({ code: 0, message: '修改成功！', data: null });
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: sub.session.token })).status).toBe(401);
    expect((await server.client.get('/api/auth/refresh_token', { token: sub.session.refreshToken })).status).toBe(401);
    expect((await server.client.login(sub.loginName, sub.password)).body.message).toBe('账号或密码错误');
    const next = await server.client.login(sub.loginName, 'Reset@Pass2024');
    expect(next.status).toBe(401);
    expect(next.body.message).toBe('请更改密码');
  });

  it("refuses resetting its own, the main account's, another company's, and a USER resetting anyone", async () => {
    const sub = await newSubAccount('resetno');
    const pair = { newPassword: await enc('Reset@Pass2024'), againPassword: await enc('Reset@Pass2024') };
    expect((await post('resetPasswprd', { id: await idOf(ADMIN.loginName), ...pair }, adminToken)).body.message).toBe('请通过“修改密码”修改当前登录账号的密码');
    expect((await post('resetPasswprd', { id: otherUserId, ...pair }, adminToken)).body.message).toBe('账号不存在或不属于本企业');
    const byUser = await post('resetPasswprd', { id: sub.id, ...pair }, userToken);
    expect(byUser.status).toBe(403);
    expect(byUser.body.message).toBe('仅主账号可以管理子账号');
    expect((await server.client.login(sub.loginName, sub.password)).body.code).toBe(0);
  });
});

describe('updatePasswprd', () => {
  it('changes the own password with the old one, each refusal first; then every session ends', async () => {
    const sub = await newSubAccount('changer', 'Changer@2024ab');
    const token = sub.session.token;
    const body = async (old: string, next: string, again = next, extra: Record<string, unknown> = {}) => ({
      id: String(sub.id),
      name: sub.loginName,
      account: ADMIN.loginName,
      oldPassword: old === '' ? '' : await enc(old),
      newPassword: next === '' ? '' : await enc(next),
      againPassword: again === '' ? '' : await enc(again),
      ...extra,
    });
    const refused: [Record<string, unknown>, string][] = [
      [await body('', 'Changed@2024ab'), '请填写原始密码'],
      [await body(sub.password, ''), '请输入密码'],
      [await body(sub.password, 'Changed@2024ab', ''), '请再次输入密码'],
      [await body(sub.password, 'changed2024ab'), RULE],
      [await body(sub.password, 'Changed@2024ab', 'Changed@2024ac'), '两次输入密码不一致!'],
      [await body(sub.password, sub.password), '原密码与新密码不能相同!'],
      [await body('Wrong@Old2024', 'Changed@2024ab'), '原始密码错误'],
    ];
    for (const [fields, message] of refused) expect((await post('updatePasswprd', fields, token)).body.message).toBe(message);

    const another = await post('updatePasswprd', await body(sub.password, 'Changed@2024ab', 'Changed@2024ab', { id: String(userId) }), token);
    expect(another.status).toBe(403);
    expect(another.body.message).toBe('只能修改当前登录账号的密码');
    const otherName = await post('updatePasswprd', await body(sub.password, 'Changed@2024ab', 'Changed@2024ab', { name: USER.loginName }), token);
    expect(otherName.status).toBe(403);
    expect((await server.client.login(sub.loginName, sub.password)).body.code).toBe(0);

    const changed = await post('updatePasswprd', await body(sub.password, 'Changed@2024ab'), token);
    expect(changed.body).toEqual({ code: 0, message: '修改成功！', data: null });
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token })).status).toBe(401);
    expect((await server.client.get('/api/auth/refresh_token', { token: sub.session.refreshToken })).status).toBe(401);
    expect((await server.client.login(sub.loginName, sub.password)).body.message).toBe('账号或密码错误');
    expect((await server.client.login(sub.loginName, 'Changed@2024ab')).body.code).toBe(0);
  });

  it('lets the main account change its own password too, and refuses a caller without a session', async () => {
    const session = await server.client.session(OTHER_ADMIN.loginName, OTHER_ADMIN.password);
    const changed = await post(
      'updatePasswprd',
      { oldPassword: await enc(OTHER_ADMIN.password), newPassword: await enc('Other@Admin2025'), againPassword: await enc('Other@Admin2025') },
      session.token,
    );
    expect(changed.body.code).toBe(0);
    expect((await server.client.login(OTHER_ADMIN.loginName, 'Other@Admin2025')).body.code).toBe(0);
    expect((await server.client.post(`${BASE}/updatePasswprd`, {})).status).toBe(401);
  });
});
