// Issue 23 point 1 on the server: a family whose definition says so (lines x-requiredToDeclare)
// declares only with at least one line, on every way of declaring — save and declare, the list's
// batch 申报 (refused naming each bill, nothing changed), a collect button that declares (the new
// bill stays a draft, the answer says why) — and numbers tied by the definition's value relations
// (总价 = 数量 × 单价, 商品价格 = 各行总价之和) are refused on save and on declaring when they
// differ, the message naming both values. Runs on SQLite and, with TEST_DATABASE=postgres, on
// PostgreSQL (numeric read back as text, compared digit for digit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb } from '../../../server/bills/db.ts';
import type { BillFamily } from '../../../server/bills/family.ts';
import { Random } from '#core/seed/random.ts';
import { orderBody, orderRow } from './bill-fixtures.ts';
import { COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { DECLARATION_API, declarationLine, saveDeclaration } from './declaration-body.ts';
import { setBillState } from './every-family/bill-state.ts';
import { billMaker } from './every-family/valid-bill.ts';
import { linksFor } from './linked-bills.ts';

const NEEDS_LINES = '出口订单至少需要一条商品信息后才能申报';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

/** An order's header alone, as a save without lines sends it. */
function headerOnly(overrides: Record<string, unknown>): Record<string, unknown> {
  const { lines: _lines, ...header } = orderBody(overrides);
  return header;
}

const family = (id: string): BillFamily => server.app.bills.families.find((candidate) => candidate.id === id)!;

describe('issue 23 point 1: declaring needs the lines', () => {
  it('refuses to save and declare an order without lines, naming it, and stores nothing', async () => {
    const answer = await server.post(`${ORDER_API}/saveAndApply`, headerOnly({ orderNo: 'EO-NL-1' }));
    expect([answer.body.code, answer.body.message]).toEqual([-1, `EO-NL-1：${NEEDS_LINES}`]);
    const listed = await server.post(`${ORDER_API}/pageList`, {
      pageIndex: 0,
      pageSize: 50,
      terms: [{ column: 'order_no', termType: 'eq', type: 'and', value: 'EO-NL-1' }],
    });
    expect(listed.body.data.datas).toEqual([]);
  });

  it('refuses a batch 申报 that holds an order without lines, naming it, and declares none of the batch', async () => {
    const bare = (await server.post(`${ORDER_API}/save`, headerOnly({ orderNo: 'EO-NL-2A' }))).body.data;
    const whole = (await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-NL-2B' }))).body.data;
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids: [whole.id, bare.id] });
    expect([answer.body.code, answer.body.message]).toEqual([-1, `EO-NL-2A：${NEEDS_LINES}`]);
    expect(answer.body.data.bills).toEqual([{ id: bare.id, name: 'EO-NL-2A', reason: NEEDS_LINES }]);
    expect([(await orderRow(server.db, bare.id))?.state, (await orderRow(server.db, whole.id))?.state]).toEqual(['0', '0']);
    expect((await server.post(`${ORDER_API}/applyByIds`, { ids: [whole.id] })).body.code).toBe(0);
  });

  it('leaves a collected bill that would have no lines a draft, saying why', async () => {
    const inventory = family('import-inventory');
    const refund = inventory.definition.ui.buttons.find((button) => typeof button === 'object' && button.code === 'refund');
    if (!refund || refund.kind !== 'collect' || typeof refund.into !== 'string') throw new Error('import-inventory: no collect button refund');
    const make = billMaker({
      family: inventory,
      company: { code: COMPANY, name: '广州穗通跨境供应链管理有限公司' },
      states: [{ state: '0', name: '暂存' }],
      dictionaries: new Map(
        await Promise.all(
          inventory.dictionaryCodes.map(
            async (code) =>
              [code, (await server.db.selectFrom('dictionary_item').select('value').where('dic_code', '=', code).execute()).map((row) => row.value)] as const,
          ),
        ),
      ),
      links: null,
      random: new Random(2301),
    });
    const { lines: _lines, ...header } = { ...make(2301), ...(await linksFor(server, inventory, 2301)).values };
    const saved = await server.post(`${inventory.basePath}/${inventory.definition.ui.api.save}`, header);
    expect(saved.body.code, saved.body.message).toBe(0);
    const id = saved.body.data.id as number;
    await setBillState(server.db, inventory, id, inventory.definition.ui.lifecycle.actions.refund.from[0]);
    // Released, the inventory carries what customs gave it (its number…), which the application takes.
    const target = family(refund.into);
    const given: Record<string, string> = {};
    for (const field of inventory.headFields) {
      if (field.readOnly && !field.system && target.headFields.some((wanted) => wanted.name === field.name && wanted.required))
        given[field.column] = `C${id}`.padEnd(field.maxLength ?? 10, '0').slice(0, field.maxLength ?? 10);
    }
    if (Object.keys(given).length > 0) await dynamicDb(server.db).updateTable(inventory.headTable).set(given).where('id', '=', id).execute();
    const answer = await server.post(`${inventory.basePath}/${refund.path}`, { ids: [id], reason: '商品破损' });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data.declared).toBe(false);
    expect(answer.body.message).toBe(`已生成1张${target.title}（暂存）：${target.title}至少需要一条退货商品后才能申报，请补全后申报`);
  });
});

describe('issue 23 point 1: numbers tied by the definition add up', () => {
  it('refuses a save whose line total or 商品价格 differs, naming both values', async () => {
    const body = orderBody({ orderNo: 'EO-SUM-1' });
    const lines = body.lines as Array<Record<string, unknown>>;
    const wrongLine = await server.post(`${ORDER_API}/save`, { ...body, lines: [lines[0], { ...lines[1], totalPrice: 400 }] });
    expect([wrongLine.status, wrongLine.body.message]).toEqual([400, '商品信息第2行：总价（400）与数量×单价（488.5）不一致']);
    expect(wrongLine.body.data.errors[0]).toMatchObject({ path: 'lines.1.totalPrice', field: 'totalPrice', line: 1 });
    const wrongHead = await server.post(`${ORDER_API}/save`, { ...body, goodsValue: 1200 });
    expect([wrongHead.status, wrongHead.body.message]).toEqual([400, '商品价格（1200）与各行总价之和（1288.5）不一致']);
    expect(wrongHead.body.data.errors[0]).toMatchObject({ path: 'goodsValue', field: 'goodsValue' });
  });

  it('takes a product written exactly or rounded to fen', async () => {
    const line = { gnum: 1, itemNo: 'SKU-3', itemName: '贴纸', qty: 3, unit: '011', price: 0.333, currency: '502' };
    for (const [orderNo, total] of [
      ['EO-SUM-2A', 0.999],
      ['EO-SUM-2B', 1],
    ] as const) {
      const answer = await server.post(`${ORDER_API}/save`, orderBody({ orderNo, goodsValue: total, lines: [{ ...line, totalPrice: total }] }));
      expect(answer.body.code, answer.text).toBe(0);
    }
  });

  it('refuses to declare a bill whose header no longer adds up to its stored lines', async () => {
    const saved = (await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-SUM-3' }))).body.data;
    // A header-only save keeps the stored lines and is not checked against them …
    const header = await server.post(`${ORDER_API}/save`, { ...headerOnly({ orderNo: 'EO-SUM-3', goodsValue: 1 }), id: saved.id, version: saved.version });
    expect(header.body.code, header.text).toBe(0);
    // … declaring is.
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids: [saved.id] });
    expect([answer.body.code, answer.body.message]).toEqual([-1, 'EO-SUM-3：商品价格（1）与各行总价之和（1288.5）不一致']);
    expect((await orderRow(server.db, saved.id))?.state).toBe('0');
  });

  it('refuses a line saved on its own whose total differs (表体保存)', async () => {
    const head = await saveDeclaration(server, 'ED-SUM-LINE');
    const answer = await server.post(`${DECLARATION_API}/saveListData`, { headId: head.id, ...declarationLine(3, { declTotal: 240 }) });
    expect([answer.status, answer.body.message]).toEqual([400, '总价（240）与成交数量×单价（241）不一致']);
    expect(answer.body.data.errors[0]).toMatchObject({ path: 'declTotal', field: 'declTotal' });
  });
});
