// Dictionary and state options, and the menu each account receives at login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let mainSession: Awaited<ReturnType<TestServer['client']['session']>>;
let subSession: typeof mainSession;
beforeAll(async () => {
  server = await startTestServer();
  mainSession = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
  subSession = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
});
afterAll(async () => server?.close());

type Node = { name: string; uri: string; id: string; parentId: string | null; sortNo: number; children: Node[]; buttonVos: Array<{ code: string }> };

function findModule(modules: Node[], uri: string): Node | undefined {
  for (const module of modules) {
    if (module.uri === uri) return module;
    const inChild = findModule(module.children, uri);
    if (inChild) return inChild;
  }
  return undefined;
}

const codes = (module: Node | undefined) => module?.buttonVos.map((button) => button.code);

describe('POST /api/dictionary/item/queryByCode', () => {
  it('answers the items of a dictionary in display order', async () => {
    const answer = await server.client.post('/api/dictionary/item/queryByCode', { dicCode: 'currency' }, { token: mainSession.token });
    expect(answer.body).toEqual({
      code: 0,
      message: '操作成功！',
      data: [
        { name: '人民币', value: '142' },
        { name: '美元', value: '502' },
        { name: '欧元', value: '300' },
      ],
    });
  });

  it('answers an empty list for an unknown code, and 401 without a token', async () => {
    const unknown = await server.client.post('/api/dictionary/item/queryByCode', { dicCode: 'nope' }, { token: mainSession.token });
    expect(unknown.body.data).toEqual([]);
    const anonymous = await server.client.post('/api/dictionary/item/queryByCode', { dicCode: 'currency' });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/enterprise/state/list', () => {
  it('answers the states of a mode and bill type in order', async () => {
    const answer = await server.client.post('/api/enterprise/state/list', { mode: 'EXPU', billType: 'ExpuOrderState' }, { token: subSession.token });
    expect(answer.body.data).toEqual([
      { state: '0', stateName: '暂存' },
      { state: '2', stateName: '申报中' },
      { state: '120', stateName: '海关入库' },
      { state: '100', stateName: '海关退单' },
    ]);
  });

  it('keeps bill types apart', async () => {
    const answer = await server.client.post('/api/enterprise/state/list', { mode: 'INVT', billType: 'InvtState' }, { token: subSession.token });
    expect(answer.body.data.map((option: { state: string }) => option.state)).toEqual(['0', '800']);
    const mismatch = await server.client.post('/api/enterprise/state/list', { mode: 'EXPU', billType: 'InvtState' }, { token: subSession.token });
    expect(mismatch.body.data).toEqual([]);
  });
});

describe('menu at login', () => {
  it('builds the tree with ids, parents and sort numbers', async () => {
    const exportBill = findModule(mainSession.modules, '/bill/export')!;
    expect(exportBill.children.map((child) => child.name)).toEqual(['订单', '清单']);
    expect(exportBill.children.every((child) => child.parentId === exportBill.id)).toBe(true);
    expect(exportBill.children.map((child) => child.sortNo)).toEqual([0, 1]);
    expect(findModule(mainSession.modules, '/home')).toMatchObject({ parentId: null, icon: 'HomeOutlined', children: [], buttonVos: [] });
  });

  it('gives the main account every button code and the sub-account fewer', async () => {
    expect(codes(findModule(mainSession.modules, '/bill/export/order'))).toEqual(['add', 'edit', 'delete', 'declare', 'export', 'importQuery']);
    expect(codes(findModule(subSession.modules, '/bill/export/order'))).toEqual(['add', 'edit', 'export', 'importQuery']);
    expect(codes(findModule(mainSession.modules, '/system/account'))).toEqual(['add', 'prohibit', 'delete', 'refresh']);
    expect(codes(findModule(subSession.modules, '/system/account'))).toEqual(['add', 'refresh']);
  });

  it('leaves out modules the user is not granted, with their subtree', async () => {
    const userId = Number(subSession.userInfo.id);
    const exportBill = findModule(subSession.modules, '/bill/export')!;
    await server.db.deleteFrom('user_module').where('user_id', '=', userId).where('module_id', '=', Number(exportBill.id)).execute();
    const again = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    expect(again.modules.map((module: Node) => module.name)).toEqual(['首页', '系统管理']);
    expect(findModule(again.modules, '/bill/export/order')).toBeUndefined();
  });
});
