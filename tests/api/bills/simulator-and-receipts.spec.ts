// The customs simulator: a declared bill receives the official receipts in order, each stored
// and moving its state; a bill that breaks a customs rule is returned (100) with the rule's
// reason. The receipts dialog reads them back, newest first, for the caller's company only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DXP_ID, insertOrders, orderBody, orderRow } from './bill-fixtures.ts';
import { LOGISTICS_API, OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrapDxpMsg } from '../../../server/customs/transfer/envelope.ts';
import { dynamicDb, engineDb } from '../../../server/bills/db.ts';
import { readInboxOnce } from '../../../server/customs/transfer/inbox.ts';
import type { CustomsCounterpart } from '../../../server/simulator/counterpart/customs-counterpart.ts';
import { testCounterpart } from './test-counterpart.ts';

const RECEIPTS = '/api/receipter/messageFindByBill';
const order = { ebcCode: '91440101MA5CKT9G3F', ebpCode: '91330100MA27XL6N5K' };

describe('customs simulator without delay', () => {
  let server: BillServer;
  beforeAll(async () => {
    server = await startBillServer({ simulatorDelayMs: 0 });
  });
  afterAll(async () => server?.close());

  it('walks an accepted order through 2, 3, 120 and 399 and the receipts endpoint returns them newest first', async () => {
    const saved = (await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-SIM-OK' }))).body.data;
    await server.post(`${ORDER_API}/applyByIds`, { ids: [saved.id] });
    const receipts = await server.post(RECEIPTS, { messageType: 'CEB304', orderNo: 'EO-SIM-OK', ...order });
    expect(receipts.body.code).toBe(0);
    expect(receipts.body.data.map((receipt: Record<string, unknown>) => [receipt.returnStatus, receipt.returnStatusName, receipt.returnInfo])).toEqual([
      ['399', '海关审结', '海关审结通过'],
      ['120', '海关入库', '海关入库成功'],
      ['3', '发送海关成功', '报文已成功发送海关'],
      ['2', '电子口岸申报中', '电子口岸已受理，正在向海关申报'],
    ]);
    expect(receipts.body.data[0].returnTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await orderRow(server.db, saved.id)).toMatchObject({ state: '399', return_info: '海关审结通过' });
  });

  it("returns a bill that breaks a customs rule (100 with the rule's reason)", async () => {
    // A free item: its lines add up to 0, which customs refuses.
    const free = [{ gnum: 1, itemNo: 'SKU-GIFT', itemName: '赠品', qty: 1, unit: '011', price: 0, totalPrice: 0, currency: '502' }];
    const saved = (await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-SIM-BAD', goodsValue: 0, lines: free }))).body.data;
    expect(saved).toMatchObject({ state: '100', stateName: '海关退单', returnInfo: '商品价格必须大于0' });
    const receipts = await server.post(RECEIPTS, { messageType: 'CEB304', orderNo: 'EO-SIM-BAD', ...order });
    expect(receipts.body.data.map((receipt: Record<string, unknown>) => receipt.returnStatus)).toEqual(['100', '3', '2']);
  });

  it("takes only the steps the family's state list has (waybills have no 120)", async () => {
    const body = {
      appType: '1',
      logisticsNo: 'SF1234567890',
      logisticsCode: '91440300MA5FXX1234',
      logisticsName: '顺丰速运有限公司',
      freight: 20,
      insuredFee: 0,
      currency: '142',
      packNo: 1,
      grossWeight: 1.25,
      // CEB505 requires goodsInfo and BaseTransfer.dxpId: without them the waybill is refused at 申报.
      goodsInfo: '蓝牙耳机',
      copCode: '91440101MA5CKT9G3F',
      copName: '广州穗通跨境供应链管理有限公司',
      dxpMode: 'DXP',
      dxpId: DXP_ID,
    };
    const saved = await server.post(`${LOGISTICS_API}/saveAndApply`, body);
    expect(saved.body.code, saved.text).toBe(0);
    const receipts = await server.post(RECEIPTS, { messageType: 'CEB506Message', logisticsCode: body.logisticsCode, logisticsNo: body.logisticsNo });
    expect(receipts.body.data.map((receipt: Record<string, unknown>) => receipt.returnStatus)).toEqual(['399', '3', '2']);
  });

  it("shows only the last three days by default, and only the caller's company", async () => {
    const [foreign] = await insertOrders(server.db, [{ orderNo: 'EO-SIM-OK', companyCode: OTHER_COMPANY, state: '3' }]);
    await dynamicDb(server.db)
      .insertInto('receipt')
      .values({
        family: 'export-order',
        bill_id: foreign,
        company_code: OTHER_COMPANY,
        message_type: 'CEB304',
        return_status: '3',
        return_status_name: '发送海关成功',
        return_info: '别家的回执',
        return_time: '2024-06-01 10:00:00',
        return_at: Date.now(),
      })
      .execute();
    const saved = (await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-OLD' }))).body.data;
    await dynamicDb(server.db)
      .insertInto('receipt')
      .values({
        family: 'export-order',
        bill_id: saved.id,
        company_code: '91440101MA5CKT9G3F',
        message_type: 'CEB304',
        return_status: '2',
        return_status_name: '电子口岸申报中',
        return_info: '四天前',
        return_time: '2024-06-01 10:00:00',
        return_at: Date.now() - 4 * 86_400_000,
      })
      .execute();
    const recent = await server.post(RECEIPTS, { messageType: 'CEB304', orderNo: 'EO-OLD', ...order });
    expect(recent.body.data).toEqual([]);
    const wider = await server.post(RECEIPTS, { messageType: 'CEB304', orderNo: 'EO-OLD', ...order, startTime: '2000-01-01' });
    expect(wider.body.data.map((receipt: Record<string, unknown>) => receipt.returnInfo)).toEqual(['四天前']);
    const ours = await server.post(RECEIPTS, { messageType: 'CEB304', orderNo: 'EO-SIM-OK', ...order });
    expect(ours.body.data.map((receipt: Record<string, unknown>) => receipt.returnInfo)).not.toContain('别家的回执');
  });

  it('refuses an unknown message type', async () => {
    const answer = await server.post(RECEIPTS, { messageType: 'CEB999', orderNo: 'x' });
    expect(answer.body).toMatchObject({ code: -1, message: '未知的回执类型：CEB999' });
  });
});

describe('customs simulator with delay', () => {
  let server: BillServer;
  let clock = Date.now();
  let counterpart: CustomsCounterpart;
  beforeAll(async () => {
    // Customs is played here with a clock of our own: the server's own counterpart is off, the
    // test's takes the outbox and schedules one receipt an hour.
    server = await startBillServer({ simulatorDelayMs: 3_600_000, env: { PORTAL_CUSTOMS_SIMULATOR: '0' } });
    counterpart = testCounterpart(server, 3_600_000, () => clock);
  });
  afterAll(async () => server?.close());

  const readInbox = () => readInboxOnce({ db: engineDb(server.db), families: server.app.bills.families, folders: server.app.bills.customs.folders });

  it('keeps the receipts in its schedule and delivers one per due time', async () => {
    const saved = (await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-SLOW' }))).body.data;
    expect(saved.state).toBe('10');
    clock = Date.now();
    expect(await counterpart.runOnce()).toMatchObject({ taken: 1, delivered: 0 });
    expect(readdirSync(counterpart.folders.scheduled).filter((name) => name.endsWith('.xml'))).toHaveLength(4);
    const states: unknown[] = [];
    for (let step = 0; step < 5; step += 1) {
      clock += 3_600_000;
      await counterpart.runOnce();
      await readInbox();
      states.push((await orderRow(server.db, saved.id))?.state);
    }
    expect(states).toEqual(['2', '3', '120', '399', '399']);
    expect(readdirSync(counterpart.folders.scheduled).filter((name) => name.endsWith('.xml'))).toEqual([]);
  });

  it('answers the bills of a batch 申报 one step at a time, each step one message for all of them', async () => {
    const ids = await insertOrders(
      server.db,
      Array.from({ length: 3 }, (_, index) => ({ orderNo: `EO-SLOW-BATCH-${index}` })),
    );
    expect((await server.post(`${ORDER_API}/applyByIds`, { ids })).body.code).toBe(0);
    clock = Date.now();
    expect(await counterpart.runOnce()).toMatchObject({ taken: 3, delivered: 0 });
    const scheduled = readdirSync(counterpart.folders.scheduled).filter((name) => name.endsWith('.xml'));
    expect(scheduled).toHaveLength(4);
    for (const name of scheduled) {
      const { message } = unwrapDxpMsg(readFileSync(join(counterpart.folders.scheduled, name)));
      expect(message.match(/<ceb:OrderReturn>/g)).toHaveLength(3);
    }
    for (const state of ['2', '3', '120', '399']) {
      clock += 3_600_000;
      expect(await counterpart.runOnce()).toMatchObject({ delivered: 1 });
      expect((await readInbox()).processed).toHaveLength(1);
      for (const id of ids) expect((await orderRow(server.db, id))?.state).toBe(state);
    }
  });

  it('goes on with the receipts after a user moved the bill meanwhile: customs has the last word', async () => {
    const saved = (await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-MOVED' }))).body.data;
    await counterpart.runOnce();
    clock += 3_600_000;
    await counterpart.runOnce();
    await readInbox();
    expect((await orderRow(server.db, saved.id))?.state).toBe('2');
    await server.post(`${ORDER_API}/updateReturnStatus`, { ids: [saved.id] });
    expect((await orderRow(server.db, saved.id))?.state).toBe('100');
    clock += 3_600_000;
    await counterpart.runOnce();
    await readInbox();
    expect((await orderRow(server.db, saved.id))?.state).toBe('3');
  });
});

describe('customs simulator worker', () => {
  let server: BillServer;
  beforeAll(async () => {
    server = await startBillServer({ simulatorDelayMs: 20 });
  });
  afterAll(async () => server?.close());

  it('takes the queued steps by itself until the bill is finished', async () => {
    const saved = (await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-WORKER' }))).body.data;
    await vi.waitFor(async () => expect((await orderRow(server.db, saved.id))?.state).toBe('399'), { timeout: 20_000, interval: 50 });
    const receipts = await server.post(RECEIPTS, { messageType: 'CEB304', orderNo: 'EO-WORKER', ...order });
    expect(receipts.body.data.map((receipt: Record<string, unknown>) => receipt.returnStatus)).toEqual(['399', '120', '3', '2']);
  });
});
