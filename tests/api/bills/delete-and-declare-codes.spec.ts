// Issue 11 point 5, buttons the spec grants (§6): every family whose menu page grants `delete`
// deletes from its list, only in the states its lifecycle allows, only the caller's company's
// bills, only with the code — a refused batch deletes nothing. Saving and declaring from the
// detail page needs the declare code as the list's 申报 does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders, orderBody, orderRow } from './bill-fixtures.ts';
import { DECLARER, OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { actionButtons, apiPath, loadFamilies } from './every-family/families.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

const window = { startTime: '2024-01-01 00:00:00', endTime: '2024-12-31 23:59:59' };
const { families } = loadFamilies();
const order = families.find((family) => family.id === 'export-order')!;
const deleting = families.flatMap((family) =>
  actionButtons(family)
    .filter(({ action }) => action === 'delete')
    .map(({ button }) => ({ family, button })),
);

async function linesOf(headId: number): Promise<unknown[]> {
  return dynamicDb(server.db).selectFrom(order.lineTable!).selectAll().where('head_id', '=', headId).execute();
}

/** Gives the sub-account one more code on a page (the seed withholds it). */
async function grant(uri: string, code: string): Promise<void> {
  const user = await server.db.selectFrom('app_user').select('id').where('login_name', '=', DECLARER.loginName).executeTakeFirstOrThrow();
  const button = await server.db
    .selectFrom('module_button')
    .innerJoin('module', 'module.id', 'module_button.module_id')
    .select('module_button.id')
    .where('module.uri', '=', uri)
    .where('module_button.code', '=', code)
    .executeTakeFirstOrThrow();
  await server.db.insertInto('user_button').values({ user_id: user.id, module_button_id: button.id }).execute();
}

describe('删除 on the list (issue 11 point 5)', () => {
  it('is a button of every family named in the issue, and more', () => {
    const ids = deleting.map(({ family }) => family.id);
    expect(ids).toEqual(expect.arrayContaining(['export-order', 'export-inventory', 'export-refund', 'import-refund', 'import-cancel']));
  });

  it('deletes a 暂存 order with its lines', async () => {
    const saved = await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-DEL-LINES' }));
    expect(saved.body.code, saved.text).toBe(0);
    const id = Number(saved.body.data.id);
    expect(await linesOf(id)).toHaveLength(2);
    const answer = await server.post(`${ORDER_API}/deleteByIds`, { ids: [id], ...window });
    expect(answer.body).toEqual({ code: 0, message: '操作成功！', data: null });
    expect(await orderRow(server.db, id)).toBeUndefined();
    expect(await linesOf(id)).toHaveLength(0);
  });

  it('deletes 发送海关失败 and 海关退单 bills too, and refuses declared ones naming them: nothing is deleted', async () => {
    const ids = await insertOrders(server.db, [
      { orderNo: 'EO-DEL-DRAFT', state: '0' },
      { orderNo: 'EO-DEL-SENT', state: '10' },
      { orderNo: 'EO-DEL-DONE', state: '399' },
    ]);
    const refused = await server.post(`${ORDER_API}/deleteByIds`, { ids, ...window });
    expect(refused.body.code).toBe(-1);
    expect(refused.body.message).toBe('EO-DEL-SENT：当前状态「已申报」不允许删除；EO-DEL-DONE：当前状态「海关审结」不允许删除');
    for (const id of ids) expect(await orderRow(server.db, id)).toBeDefined();

    const deletable = await insertOrders(server.db, [
      { orderNo: 'EO-DEL-FAILED', state: '4' },
      { orderNo: 'EO-DEL-RETURNED', state: '100' },
    ]);
    const lifecycleFrom = order.definition.ui.lifecycle.actions.delete.from;
    const states = await Promise.all(deletable.map(async (id) => String((await orderRow(server.db, id))?.state)));
    // The states inserted above are the ones the lifecycle allows beside 暂存 (no test data outside it).
    for (const state of states) expect(lifecycleFrom).toContain(state);
    const answer = await server.post(`${ORDER_API}/deleteByIds`, { ids: deletable, ...window });
    expect(answer.body.code, answer.text).toBe(0);
    for (const id of deletable) expect(await orderRow(server.db, id)).toBeUndefined();
  });

  it("treats another company's bill as not found and deletes none of the batch", async () => {
    const [own] = await insertOrders(server.db, [{ orderNo: 'EO-DEL-OWN' }]);
    const [foreign] = await insertOrders(server.db, [{ orderNo: 'EO-DEL-THEIRS', companyCode: OTHER_COMPANY }]);
    const answer = await server.post(`${ORDER_API}/deleteByIds`, { ids: [own, foreign], ...window });
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toBe(`#${foreign}：单据不存在或已被删除`);
    expect(await orderRow(server.db, own)).toBeDefined();
    expect(await orderRow(server.db, foreign)).toBeDefined();
  });

  it('answers 403 拒绝访问 to a user without the delete code, and deletes nothing', async () => {
    const [id] = await insertOrders(server.db, [{ orderNo: 'EO-DEL-403' }]);
    const answer = await server.post(`${ORDER_API}/deleteByIds`, { ids: [id], ...window }, await server.token(DECLARER));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: -1, message: '拒绝访问', data: null });
    expect(await orderRow(server.db, id)).toBeDefined();
  });

  it.each(deleting.map(({ family, button }) => [family.id, family, button] as const))(
    '%s: the route of 删除 answers for an unknown bill, and refuses the sub-account',
    async (_id, family, button) => {
      const path = apiPath(family, button.path as string);
      const answer = await server.post(path, { ids: [987654], ...window });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ code: -1, message: '#987654：单据不存在或已被删除' });
      const subAccount = await server.post(path, { ids: [987654], ...window }, await server.token(DECLARER));
      expect(subAccount.status).toBe(403);
    },
  );
});

describe('保存并申报 needs the declare code (issue 11 point 5)', () => {
  it('is refused to a user holding saveDeclare but not declare; nothing is saved', async () => {
    await grant('/bill/export/order', 'saveDeclare');
    const answer = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-SD-NODECLARE' }), await server.token(DECLARER));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: -1, message: '拒绝访问', data: null });
    const saved = await dynamicDb(server.db).selectFrom(order.headTable).select('id').where('order_no', '=', 'EO-SD-NODECLARE').execute();
    expect(saved).toHaveLength(0);
  });

  it('is allowed once the user also holds declare', async () => {
    await grant('/bill/export/order', 'declare');
    const answer = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-SD-DECLARE' }), await server.token(DECLARER));
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.message).toBe('申报成功!');
  });
});
