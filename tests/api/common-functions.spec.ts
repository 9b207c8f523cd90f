// Common functions (bill-families-and-screens.md §2 /commonFun and /home, §3.4, §7): findAll offers
// the caller's own menu pages plus 修改密码, findUserFunctions answers the saved choice or the
// default, saveFunctions stores a checked choice for the caller alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommonFunction, UserFunction } from '#core/common-functions.ts';
import { startTestServer, type TestServer } from './harness.ts';

const FIND_ALL = '/api/enterprise/user/function/findAll';
const FIND_USER = '/api/enterprise/user/function/findUserFunctions';
const SAVE = '/api/enterprise/user/function/saveFunctions';

let server: TestServer;
let adminToken: string;
let clerkToken: string;
let clerkId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: 'real' });
  const [admin, clerk] = server.seed.demo.accounts;
  adminToken = (await server.client.session(admin.loginName, admin.password)).token;
  clerkToken = (await server.client.session(clerk.loginName, clerk.password)).token;
  clerkId = (await server.db.selectFrom('app_user').select('id').where('login_name', '=', clerk.loginName).executeTakeFirstOrThrow()).id;
});
afterAll(async () => server?.close());

const findAll = async (token: string) => (await server.client.post<CommonFunction[]>(FIND_ALL, {}, { token })).body.data;
const findUser = async (token: string) => (await server.client.post<UserFunction[]>(FIND_USER, {}, { token })).body.data;
const save = (token: string, actions: unknown) => server.client.post(SAVE, { actions }, { token });
const storedRows = async (userId?: number) => {
  let query = server.db.selectFrom('user_function').select(['user_id', 'function_id']);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.execute();
};
const moduleIdOf = async (uri: string) => String((await server.db.selectFrom('module').select('id').where('uri', '=', uri).executeTakeFirstOrThrow()).id);

/** Takes modules away from the clerk (as an admin managing rights would). */
async function revokeFromClerk(uris: string[]) {
  const ids = await server.db.selectFrom('module').select('id').where('uri', 'in', uris).execute();
  await server.db
    .deleteFrom('user_module')
    .where('user_id', '=', clerkId)
    .where(
      'module_id',
      'in',
      ids.map((row) => row.id),
    )
    .execute();
}

describe('findAll', () => {
  it('offers the menu pages in three groups plus 修改密码, never groups, the home page or the screen itself', async () => {
    const all = await findAll(adminToken);
    const types = new Set(all.map((entry) => entry.type));
    expect([...types].sort()).toEqual(['billExport', 'common', 'import']);
    expect(all.find((entry) => entry.uri === '/bill/export/order')).toMatchObject({ name: '出口订单', type: 'billExport', icon: 'ShoppingCartOutlined' });
    expect(all.find((entry) => entry.uri === '/bill/import/order')).toMatchObject({ name: '进口订单', type: 'import' });
    expect(all.find((entry) => entry.uri === '/account')).toMatchObject({ name: '账号管理', type: 'common' });
    expect(all.find((entry) => entry.id === 'changePassword')).toMatchObject({ name: '修改密码', type: 'common' });
    for (const uri of ['/home', '/commonFun']) expect(all.some((entry) => entry.uri === uri)).toBe(false);
    expect(all.some((entry) => entry.uri.startsWith('/group/'))).toBe(false);
    // Nothing saved yet: the default choice is checked (8 pages and 修改密码).
    expect(all.filter((entry) => entry.checked)).toHaveLength(9);
  });

  it('refuses a caller without a token', async () => {
    expect((await server.client.post(FIND_ALL, {})).status).toBe(401);
    expect((await server.client.post(FIND_USER, {})).status).toBe(401);
    expect((await server.client.post(SAVE, { actions: [] })).status).toBe(401);
  });
});

describe('findUserFunctions', () => {
  it('answers the default before anything is saved: pages from each menu group in turn, then 修改密码', async () => {
    const shortcuts = await findUser(adminToken);
    expect(shortcuts.map((entry) => entry.name)).toEqual([
      '出口订单',
      '进口订单',
      '结汇申请',
      '数据核验申请',
      '业务统计',
      '通知公告',
      '企业备案',
      '账号管理',
      '修改密码',
    ]);
    expect(shortcuts[0]).toEqual({
      id: await moduleIdOf('/bill/export/order'),
      name: '出口订单',
      uri: '/bill/export/order',
      icon: 'ShoppingCartOutlined',
      type: 'billExport',
    });
  });
});

describe('saveFunctions', () => {
  it('stores the choice in its order; findUserFunctions and findAll follow; another user is untouched', async () => {
    const statistics = await moduleIdOf('/statistics');
    const importTax = await moduleIdOf('/bill/import/tax');
    const answer = await save(adminToken, [
      { moduleId: importTax, type: 'import' },
      { moduleId: 'changePassword', type: 'common' },
      { moduleId: statistics, type: 'common' },
    ]);
    expect(answer.body).toEqual({ code: 0, message: '保存成功', data: null });
    expect((await findUser(adminToken)).map((entry) => entry.name)).toEqual(['电子税单', '修改密码', '业务统计']);
    const checked = (await findAll(adminToken)).filter((entry) => entry.checked).map((entry) => entry.id);
    expect(checked.sort()).toEqual([importTax, 'changePassword', statistics].sort());
    // The clerk has saved nothing and still gets the default.
    expect(await findUser(clerkToken)).toHaveLength(9);
    expect(await storedRows(clerkId)).toEqual([]);

    // Saving again replaces the choice.
    await save(adminToken, [{ moduleId: statistics, type: 'common' }]);
    expect((await findUser(adminToken)).map((entry) => entry.name)).toEqual(['业务统计']);
  });

  it('refuses an empty choice, an unknown entry, a wrong type and an oversized body, storing nothing', async () => {
    const before = await storedRows();
    const statistics = await moduleIdOf('/statistics');
    expect((await save(clerkToken, [])).body).toMatchObject({ code: -1, message: '请至少选择一项常用功能' });
    expect(
      (
        await save(clerkToken, [
          { moduleId: statistics, type: 'common' },
          { moduleId: '999999', type: 'common' },
        ])
      ).body,
    ).toMatchObject({
      code: -1,
      message: '所选功能不存在或无权使用',
    });
    // A group is not a page; the home page is not a shortcut.
    for (const uri of ['/group/importBusiness', '/home', '/commonFun']) {
      expect((await save(clerkToken, [{ moduleId: await moduleIdOf(uri), type: 'common' }])).body.message).toBe('所选功能不存在或无权使用');
    }
    expect((await save(clerkToken, [{ moduleId: statistics, type: 'import' }])).body).toMatchObject({ code: -1, message: '所选功能的类型不正确' });
    const many = Array.from({ length: 101 }, () => ({ moduleId: statistics, type: 'common' }));
    expect((await save(clerkToken, many)).body.code).toBe(-1);
    expect((await save(clerkToken, [{ moduleId: statistics, type: 'other' }])).body.code).toBe(-1);
    expect((await save(clerkToken, [{ moduleId: 'x'.repeat(41), type: 'common' }])).body.code).toBe(-1);
    expect((await server.client.post(SAVE, {}, { token: clerkToken })).body.code).toBe(-1);
    expect(await storedRows()).toEqual(before);
  });
});

describe('a sub-account holding part of the menu', () => {
  it('is never offered, shown or allowed to save pages it does not hold', async () => {
    const importTax = await moduleIdOf('/bill/import/tax');
    const importOrder = await moduleIdOf('/bill/import/order');
    const settlement = await moduleIdOf('/exchangeSettlement');
    // The clerk saves a choice while holding the import pages, then loses them.
    await save(clerkToken, [
      { moduleId: importTax, type: 'import' },
      { moduleId: settlement, type: 'common' },
    ]);
    await revokeFromClerk(['/bill/import/order', '/bill/import/tax']);
    // Without the group, the rest of its pages go too (the menu shows no orphans).
    await revokeFromClerk(['/group/settlementManage']);

    const all = await findAll(clerkToken);
    for (const gone of [importTax, importOrder, settlement]) expect(all.some((entry) => entry.id === gone)).toBe(false);
    expect(all.some((entry) => entry.uri.startsWith('/settlement') || entry.uri === '/exchangeSettlement')).toBe(false);
    expect(all.some((entry) => entry.uri === '/bill/import/payment')).toBe(true);
    expect(all.some((entry) => entry.type === 'import')).toBe(true);

    // The saved entries it no longer holds are not shown on the home page.
    expect(await findUser(clerkToken)).toEqual([]);

    const before = await storedRows(clerkId);
    const refused = await save(clerkToken, [
      { moduleId: await moduleIdOf('/bill/import/payment'), type: 'import' },
      { moduleId: importOrder, type: 'import' },
    ]);
    expect(refused.body).toMatchObject({ code: -1, message: '所选功能不存在或无权使用' });
    expect((await save(clerkToken, [{ moduleId: settlement, type: 'common' }])).body.message).toBe('所选功能不存在或无权使用');
    expect(await storedRows(clerkId)).toEqual(before);

    // The admin, holding everything, still sees them.
    expect((await findAll(adminToken)).some((entry) => entry.id === importOrder)).toBe(true);
  });

  it('without the /commonFun page or its save code, the screen calls are refused but the home page still gets its shortcuts', async () => {
    const statistics = await moduleIdOf('/statistics');
    const saveButton = await server.db
      .selectFrom('module_button')
      .innerJoin('module', 'module.id', 'module_button.module_id')
      .select('module_button.id')
      .where('module.uri', '=', '/commonFun')
      .where('module_button.code', '=', 'save')
      .executeTakeFirstOrThrow();
    await server.db.deleteFrom('user_button').where('user_id', '=', clerkId).where('module_button_id', '=', saveButton.id).execute();
    expect((await save(clerkToken, [{ moduleId: statistics, type: 'common' }])).status).toBe(403);
    expect((await server.client.post(FIND_ALL, {}, { token: clerkToken })).body.code).toBe(0);

    await revokeFromClerk(['/commonFun']);
    expect((await server.client.post(FIND_ALL, {}, { token: clerkToken })).status).toBe(403);
    expect((await server.client.post(FIND_USER, {}, { token: clerkToken })).body.code).toBe(0);
  });
});
