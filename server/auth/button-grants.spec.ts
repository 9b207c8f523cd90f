// The button-code permission check that bill endpoints use (spec §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from '../../tests/api/harness.ts';
import { ok } from '../http/envelope.ts';
import { requireButton, userHoldsButton } from './button-grants.ts';
import { requireUser } from './require-user.ts';

let server: TestServer;
let mainId: number;
let subId: number;
beforeAll(async () => {
  server = await startTestServer({
    beforeListen: (app) => {
      app.post(
        '/api/enterprise/test/order/delete',
        { preHandler: [requireUser, requireButton({ uri: '/bill/export/order' }, 'delete')] },
        async () => ok(null, '删除成功！'),
      );
    },
  });
  const users = await server.db.selectFrom('app_user').select(['id', 'login_name']).execute();
  mainId = users.find((user) => user.login_name === MAIN_ACCOUNT.loginName)!.id;
  subId = users.find((user) => user.login_name === SUB_ACCOUNT.loginName)!.id;
});
afterAll(async () => server?.close());

describe('userHoldsButton', () => {
  it('knows the main account holds every code and the sub-account not its denied ones', async () => {
    expect(await userHoldsButton(server.db, mainId, { uri: '/bill/export/order' }, 'delete')).toBe(true);
    expect(await userHoldsButton(server.db, subId, { uri: '/bill/export/order' }, 'delete')).toBe(false);
    expect(await userHoldsButton(server.db, subId, { uri: '/bill/export/order' }, 'edit')).toBe(true);
  });

  it('finds a module by its seed key as well as by its page path', async () => {
    expect(await userHoldsButton(server.db, mainId, { key: 'exportInventory' }, 'cancel')).toBe(true);
    expect(await userHoldsButton(server.db, mainId, { key: 'exportInventory' }, 'add')).toBe(false);
  });

  it('answers false for a code the module does not have, or an unknown module', async () => {
    expect(await userHoldsButton(server.db, mainId, { uri: '/home' }, 'add')).toBe(false);
    expect(await userHoldsButton(server.db, mainId, { uri: '/no/such/page' }, 'add')).toBe(false);
  });

  it('answers false once the module itself is taken away', async () => {
    const module = await server.db.selectFrom('module').select('id').where('module_key', '=', 'exportInventory').executeTakeFirstOrThrow();
    await server.db.deleteFrom('user_module').where('user_id', '=', subId).where('module_id', '=', module.id).execute();
    expect(await userHoldsButton(server.db, subId, { key: 'exportInventory' }, 'edit')).toBe(false);
  });
});

describe('requireButton', () => {
  it('lets the holder through and answers 403 拒绝访问 to the others', async () => {
    const main = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    const allowed = await server.client.post('/api/enterprise/test/order/delete', {}, { token: main.token });
    expect(allowed.body).toEqual({ code: 0, message: '删除成功！', data: null });

    const sub = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    const refused = await server.client.post('/api/enterprise/test/order/delete', {}, { token: sub.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: -1, message: '拒绝访问', data: null });
  });
});
