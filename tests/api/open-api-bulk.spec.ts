// Bulk create-or-update (issue 27 point 3, server/open-api/bulk-save.ts), on the portal's own
// engine: 1,000 orders with lines in one call; a bad item among good ones answers its own problems
// while the others are stored; a business key the company has rewrites that bill (its lines too),
// a key of a bill no longer editable is refused alone, a key repeated in one call is refused, and
// another company's bill of the same key is never touched. Runs on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb } from '../../server/bills/db.ts';
import type { BillFamily } from '../../server/bills/family.ts';
import { BULK_MAX_ITEMS, bulkSave, MSG_DUPLICATE_KEY } from '../../server/open-api/bulk-save.ts';
import { insertOrders, orderBody, orderRow } from './bills/bill-fixtures.ts';
import { QueryLog } from './bills/query-log.ts';
import { COMPANY, OTHER_COMPANY, startBillServer, type BillServer } from './bills/bill-harness.ts';

let server: BillServer;
let family: BillFamily;
let serial = 0;

/** An order body of its own number, as an ERP would send it. */
function order(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return orderBody({ orderNo: `BULK${String(serial).padStart(8, '0')}`, ...overrides });
}

async function linesOf(id: number): Promise<Record<string, unknown>[]> {
  return dynamicDb(server.db).selectFrom('bill_export_order_line').selectAll().where('head_id', '=', id).orderBy('gnum').execute();
}

beforeAll(async () => {
  server = await startBillServer();
  family = server.app.bills.families.find((candidate) => candidate.id === 'export-order')!;
});
afterAll(async () => server?.close());

describe('bulk save of one family', () => {
  it(`stores ${BULK_MAX_ITEMS} orders with their lines in one call`, async () => {
    const items = Array.from({ length: BULK_MAX_ITEMS }, () => order());
    const answer = await bulkSave(server.app.bills, family, COMPANY, items, Date.now());
    expect(answer).toMatchObject({ created: BULK_MAX_ITEMS, updated: 0, failed: 0 });
    expect(answer.items.map((item) => item.index)).toEqual(items.map((_item, index) => index));
    const last = answer.items.at(-1)!;
    expect(last).toMatchObject({ ok: true, businessKey: items.at(-1)!.orderNo, created: true });
    const row = await orderRow(server.db, (last as { id: number }).id);
    expect(row).toMatchObject({ company_code: COMPANY, order_no: items.at(-1)!.orderNo, state: '0' });
    expect(await linesOf((last as { id: number }).id)).toHaveLength(2);
  });

  it('stores 1,000 new orders with about as many SQL statements as 10: headers and lines go in together', async () => {
    const statementsFor = async (size: number) => {
      const log = new QueryLog();
      const engine = { ...server.app.bills, db: server.app.bills.db.withPlugin(log) };
      const answer = await bulkSave(
        engine,
        family,
        COMPANY,
        Array.from({ length: size }, () => order()),
        Date.now(),
      );
      expect(answer).toMatchObject({ created: size, failed: 0 });
      return log.statements.length;
    };
    const ten = await statementsFor(10);
    const thousand = await statementsFor(BULK_MAX_ITEMS);
    // The dictionaries, the references, the keys known, begin/commit; headers and lines a few
    // statements each by the bound-value limit (it was one savepoint, header and lines per order).
    expect(thousand - ten).toBeLessThanOrEqual(6);
    expect(thousand).toBeLessThanOrEqual(20);
  });

  it('answers a bad item with its own problems and stores the good ones around it', async () => {
    const items = [order(), order({ ebcName: '' }), order({ currency: 'XXX' }), order()];
    const answer = await bulkSave(server.app.bills, family, COMPANY, items, Date.now());
    expect(answer).toMatchObject({ created: 2, failed: 2 });
    expect(answer.items[1]).toMatchObject({ ok: false, businessKey: items[1].orderNo, message: expect.stringContaining('请填写') });
    expect(answer.items[1].ok === false && answer.items[1].errors[0].field).toBe('ebcName');
    expect(answer.items[2]).toMatchObject({ ok: false, errors: [expect.objectContaining({ field: 'currency' })] });
    for (const index of [0, 3]) expect(answer.items[index]).toMatchObject({ ok: true, created: true });
    const stored = await dynamicDb(server.db)
      .selectFrom('bill_export_order')
      .select('order_no')
      .where(
        'order_no',
        'in',
        items.map((item) => item.orderNo as string),
      )
      .execute();
    expect(stored.map((row) => row.order_no).sort()).toEqual([items[0].orderNo, items[3].orderNo].sort());
  });

  it('rewrites the bill of a known business key, lines included, and refuses one that is no longer editable', async () => {
    const [draft, declared] = [order(), order()];
    const [draftId] = await insertOrders(server.db, [{ orderNo: draft.orderNo as string }]);
    const [declaredId] = await insertOrders(server.db, [{ orderNo: declared.orderNo as string, state: '2' }]);
    const changed = {
      ...draft,
      ebcName: '改过的电商企业',
      lines: [{ gnum: 1, itemNo: 'SKU-9', itemName: '台灯', qty: 1, unit: '011', price: 1288.5, totalPrice: 1288.5, currency: '502' }],
    };
    const fresh = order();
    const answer = await bulkSave(server.app.bills, family, COMPANY, [changed, { ...declared, ebcName: '不该写入' }, fresh], Date.now());
    expect(answer).toMatchObject({ created: 1, updated: 1, failed: 1 });
    expect(answer.items[0]).toMatchObject({ ok: true, id: draftId, created: false });
    expect(await orderRow(server.db, draftId)).toMatchObject({ ebc_name: '改过的电商企业' });
    expect((await linesOf(draftId)).map((line) => line.item_name)).toEqual(['台灯']);
    expect(answer.items[1]).toMatchObject({ ok: false, message: expect.stringMatching(/^当前状态「.+」不允许修改$/) });
    expect((await orderRow(server.db, declaredId))?.ebc_name).not.toBe('不该写入');
    expect(answer.items[2]).toMatchObject({ ok: true, created: true });
  });

  it('refuses a business key given twice in one call, and keeps the first', async () => {
    const first = order();
    const answer = await bulkSave(server.app.bills, family, COMPANY, [first, { ...first, ebcName: '第二次' }], Date.now());
    expect(answer).toMatchObject({ created: 1, failed: 1 });
    expect(answer.items[1]).toMatchObject({ ok: false, message: `订单编号：${MSG_DUPLICATE_KEY}` });
  });

  it("never touches another company's bill of the same business key", async () => {
    const shared = order();
    const [theirs] = await insertOrders(server.db, [{ orderNo: shared.orderNo as string, companyCode: OTHER_COMPANY, ebcName: '别家的' }]);
    const answer = await bulkSave(server.app.bills, family, COMPANY, [{ ...shared, ebcName: '我们的' }], Date.now());
    expect(answer.items[0]).toMatchObject({ ok: true, created: true });
    expect((answer.items[0] as { id: number }).id).not.toBe(theirs);
    expect(await orderRow(server.db, theirs)).toMatchObject({ company_code: OTHER_COMPANY, ebc_name: '别家的' });
  });
});
