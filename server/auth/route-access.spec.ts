// The route guard (route-access.ts): page modules and button codes (spec §6), checked before a
// body is read, and every /api route declaring who may call it.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from '../../tests/api/harness.ts';
import { ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { holdsPage, installRouteAccess, pageRoute } from './route-access.ts';

let server: TestServer;
let mainId: number;
let subId: number;
beforeAll(async () => {
  server = await startTestServer({
    beforeListen: (app) => {
      app.post(
        '/api/enterprise/test/order/delete',
        { config: { access: pageRoute('/bill/export/order', ['delete']) }, schema: { body: dataBody({ type: 'object', required: ['ids'] }) } },
        async () => ok(null, '删除成功！'),
      );
    },
  });
  const users = await server.db.selectFrom('app_user').select(['id', 'login_name']).execute();
  mainId = users.find((user) => user.login_name === MAIN_ACCOUNT.loginName)!.id;
  subId = users.find((user) => user.login_name === SUB_ACCOUNT.loginName)!.id;
});
afterAll(async () => server?.close());

describe('holdsPage', () => {
  it('knows the main account holds every code and the sub-account not its denied ones', async () => {
    const portal = server.app.portal;
    expect(await holdsPage(portal, mainId, { modules: ['/bill/export/order'], buttons: ['delete'] })).toBe(true);
    expect(await holdsPage(portal, subId, { modules: ['/bill/export/order'], buttons: ['delete'] })).toBe(false);
    expect(await holdsPage(portal, subId, { modules: ['/bill/export/order'], buttons: ['edit'] })).toBe(true);
    expect(await holdsPage(portal, subId, { modules: ['/bill/export/order'], buttons: ['delete', 'edit'] })).toBe(true);
    expect(await holdsPage(portal, subId, { modules: ['/bill/export/order'] })).toBe(true);
  });

  it('needs every one of alsoButtons besides one of buttons (save and declare also declares)', async () => {
    const portal = server.app.portal;
    const editAndDeclare = { modules: ['/bill/export/order'], buttons: ['edit'], alsoButtons: ['declare'] };
    expect(await holdsPage(portal, mainId, editAndDeclare)).toBe(true);
    expect(await holdsPage(portal, subId, editAndDeclare)).toBe(false);
    expect(await holdsPage(portal, subId, { modules: ['/bill/export/order'], buttons: ['edit'], alsoButtons: ['add', 'export'] })).toBe(true);
  });

  it('answers false for a code the module does not have, an unknown module, or no codes at all', async () => {
    const portal = server.app.portal;
    expect(await holdsPage(portal, mainId, { modules: ['/home'], buttons: ['add'] })).toBe(false);
    expect(await holdsPage(portal, mainId, { modules: ['/no/such/page'] })).toBe(false);
    expect(await holdsPage(portal, mainId, { modules: ['/bill/export/order'], buttons: [] })).toBe(false);
  });

  it('answers false once the module itself is taken away, whatever codes remain', async () => {
    const module = await server.db.selectFrom('module').select('id').where('uri', '=', '/bill/export/inventory').executeTakeFirstOrThrow();
    await server.db.deleteFrom('user_module').where('user_id', '=', subId).where('module_id', '=', module.id).execute();
    expect(await holdsPage(server.app.portal, subId, { modules: ['/bill/export/inventory'] })).toBe(false);
    expect(await holdsPage(server.app.portal, subId, { modules: ['/bill/export/inventory'], buttons: ['edit'] })).toBe(false);
  });
});

describe('a page route', () => {
  it('lets the holder through and answers 403 拒绝访问 to the others, before looking at the body', async () => {
    const main = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    const allowed = await server.client.post('/api/enterprise/test/order/delete', { ids: [1] }, { token: main.token });
    expect(allowed.body).toEqual({ code: 0, message: '删除成功！', data: null });

    const sub = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    // A body the schema refuses: the permission is still what the sub-account hears.
    const refused = await server.client.post('/api/enterprise/test/order/delete', {}, { token: sub.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: -1, message: '拒绝访问', data: null });
  });

  it('answers 401 without a token before the body is looked at', async () => {
    const anonymous = await server.client.post('/api/enterprise/test/order/delete', {});
    expect(anonymous.status).toBe(401);
  });
});

describe('registering routes', () => {
  it('refuses an /api route that does not say who may call it', async () => {
    const app = Fastify();
    installRouteAccess(app);
    expect(() => app.post('/api/forgotten', async () => ok(null))).toThrow(/config\.access/);
    // Routes outside /api (the built client) need nothing.
    expect(() => app.get('/somewhere', async () => 'page')).not.toThrow();
    await app.close();
  });
});
