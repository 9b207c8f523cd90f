// Batch lifecycle actions (spec §7.4): button codes, allowed states, all-or-nothing, company
// scope, and the answers naming the refused bills.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders, orderRow } from './bill-fixtures.ts';
import { DECLARER, OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

const stateOf = async (id: number) => (await orderRow(server.db, id))?.state;
const window = { startTime: '2024-01-01 00:00:00', endTime: '2024-12-31 23:59:59' };

describe('batch actions', () => {
  it('declares drafts and returned bills; customs then moves them on', async () => {
    const ids = await insertOrders(server.db, [{ orderNo: 'EO-D-1' }, { orderNo: 'EO-D-2', state: '100' }]);
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids, ...window });
    expect(answer.body).toEqual({ code: 0, message: '操作成功！', data: null });
    expect(await stateOf(ids[0])).toBe('399');
    expect(await stateOf(ids[1])).toBe('399');
    const audit = await dynamicDb(server.db).selectFrom('bill_action').selectAll().where('bill_id', 'in', ids).orderBy('bill_id').execute();
    expect(audit.map((row) => [row.action, row.from_state, row.to_state])).toEqual([
      ['declare', '0', '10'],
      ['declare', '100', '10'],
    ]);
  });

  it('changes nothing when one bill is in a state the action does not accept, and names it', async () => {
    const ids = await insertOrders(server.db, [
      { orderNo: 'EO-MIX-1', state: '0' },
      { orderNo: 'EO-MIX-2', state: '399' },
      { orderNo: 'EO-MIX-3', state: '10' },
    ]);
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids, ...window });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toBe('EO-MIX-2：当前状态「海关审结」不允许申报；EO-MIX-3：当前状态「已申报」不允许申报');
    expect(answer.body.data.bills).toEqual([
      { id: ids[1], name: 'EO-MIX-2', reason: '当前状态「海关审结」不允许申报' },
      { id: ids[2], name: 'EO-MIX-3', reason: '当前状态「已申报」不允许申报' },
    ]);
    expect([await stateOf(ids[0]), await stateOf(ids[1]), await stateOf(ids[2])]).toEqual(['0', '399', '10']);
  });

  it('treats ids of another company as not found and changes none of the batch', async () => {
    const [own] = await insertOrders(server.db, [{ orderNo: 'EO-OWN', state: '0' }]);
    const [foreign] = await insertOrders(server.db, [{ orderNo: 'EO-THEIRS', state: '0', companyCode: OTHER_COMPANY }]);
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids: [own, foreign], ...window });
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toBe(`#${foreign}：单据不存在或已被删除`);
    expect(await stateOf(own)).toBe('0');
    expect(await stateOf(foreign)).toBe('0');
  });

  it('moves bills with other actions (batch chargeback to 海关退单)', async () => {
    const ids = await insertOrders(server.db, [
      { orderNo: 'EO-CB-1', state: '3' },
      { orderNo: 'EO-CB-2', state: '120' },
    ]);
    const answer = await server.post(`${ORDER_API}/updateReturnStatus`, { ids, ...window });
    expect(answer.body.code).toBe(0);
    expect([await stateOf(ids[0]), await stateOf(ids[1])]).toEqual(['100', '100']);
    const refused = await server.post(`${ORDER_API}/updateReturnStatus`, { ids: [ids[0]], ...window });
    expect(refused.body.message).toBe('EO-CB-1：当前状态「海关退单」不允许批量改为退单');
  });

  it('answers 403 when the caller lacks the button code (declarer@admin has no declare)', async () => {
    const [id] = await insertOrders(server.db, [{ orderNo: 'EO-403', state: '0' }]);
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids: [id], ...window }, await server.token(DECLARER));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: -1, message: '拒绝访问', data: null });
    expect(await stateOf(id)).toBe('0');
    // The same sub-account may use the codes it holds.
    const chargeback = await server.post(`${ORDER_API}/updateReturnStatus`, { ids: [id], ...window }, await server.token(DECLARER));
    expect(chargeback.body.message).toBe('EO-403：当前状态「暂存」不允许批量改为退单');
  });

  it('asks for a selection when no ids are sent, and refuses ids that are not ids', async () => {
    const none = await server.post(`${ORDER_API}/applyByIds`, { ids: [], ...window });
    expect(none.body).toEqual({ code: -1, message: '请选择操作数据！', data: null });
    const bad = await server.post(`${ORDER_API}/applyByIds`, { ids: ['1 OR 1=1'], ...window });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('单据编号不正确');
  });

  it('resends the latest receipt, adding a receipt with the same status', async () => {
    const ids = await insertOrders(server.db, [{ orderNo: 'EO-RS-1', state: '0' }]);
    await server.post(`${ORDER_API}/applyByIds`, { ids, ...window });
    const before = await dynamicDb(server.db)
      .selectFrom('receipt')
      .selectAll()
      .where('bill_id', '=', ids[0])
      .where('family', '=', 'export-order')
      .orderBy('id')
      .execute();
    const answer = await server.post(`${ORDER_API}/sendReceipt`, { ids, ...window });
    expect(answer.body.code).toBe(0);
    const after = await dynamicDb(server.db)
      .selectFrom('receipt')
      .selectAll()
      .where('bill_id', '=', ids[0])
      .where('family', '=', 'export-order')
      .orderBy('id')
      .execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ return_status: '399', return_status_name: '海关审结', return_info: '海关审结通过' });
    expect(await stateOf(ids[0])).toBe('399');
  });
});
