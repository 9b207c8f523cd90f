// The open API's bill calls over HTTP, signed as docs/open-api.md tells an ERP developer (issue 27
// point 3): 1,000 orders with lines in one call, 1,001 refused, a bad item among good ones, a retried
// idempotent call giving one set of bills, the key reused for another body refused, 申报 by order
// numbers followed by the customs simulator's receipts read back by business key and by "changed
// since" in pages, an unknown number named, and a key without the scope refused. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb } from '../../server/bills/db.ts';
import { BULK_MAX_ITEMS } from '../../server/open-api/bulk-save.ts';
import { MSG_TOO_MANY_ITEMS, msgUnknownKeys } from '../../server/routes/open-api-bill-routes.ts';
import { orderBody } from './bills/bill-fixtures.ts';
import { COMPANY, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { signedFetch, type ApiKeyPair } from './open-api-signing.ts';

const BILLS = '/api/open/v1/bills/export-order';
let server: BillServer;
let writer: ApiKeyPair;
let reader: ApiKeyPair;
let serial = 0;

function order(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return orderBody({ orderNo: `API${String(serial).padStart(9, '0')}`, ...overrides });
}

async function newKey(scopes: string[]): Promise<ApiKeyPair> {
  const answer = await server.post('/api/enterprise/apiKey/create', { name: `ERP ${scopes.length}`, scopes });
  expect(answer.body.code, answer.text).toBe(0);
  return { keyId: answer.body.data.keyId, secret: answer.body.data.secret };
}

const call = (key: ApiKeyPair, path: string, data: unknown, headers: Record<string, string> = {}) =>
  signedFetch(server.url, key, { method: 'POST', path, body: JSON.stringify(data), headers });

async function countOrders(orderNos: readonly unknown[]): Promise<number> {
  const rows = await dynamicDb(server.db)
    .selectFrom('bill_export_order')
    .select('id')
    .where('company_code', '=', COMPANY)
    .where('order_no', 'in', orderNos as string[])
    .execute();
  return rows.length;
}

beforeAll(async () => {
  server = await startBillServer();
  writer = await newKey(['export-order:read', 'export-order:write', 'export-order:declare']);
  reader = await newKey(['export-order:read']);
}, 60_000);
afterAll(async () => server?.close());

describe('bulk create and update', () => {
  it(`stores ${BULK_MAX_ITEMS} orders with lines in one signed call, and refuses ${BULK_MAX_ITEMS + 1}`, async () => {
    const items = Array.from({ length: BULK_MAX_ITEMS }, () => order());
    const answer = await call(writer, BILLS, { items });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { created: BULK_MAX_ITEMS, updated: 0, failed: 0 } });
    expect(await countOrders(items.map((item) => item.orderNo))).toBe(BULK_MAX_ITEMS);

    const tooMany = await call(writer, BILLS, { items: [...items, order()] });
    expect(tooMany.body).toMatchObject({ code: -1, message: MSG_TOO_MANY_ITEMS });
  });

  it('answers a bad item with its problems and stores the others', async () => {
    const items = [order(), order({ ebcName: '' }), order()];
    const answer = await call(writer, BILLS, { items });
    expect(answer.body.data).toMatchObject({ created: 2, failed: 1 });
    expect(answer.body.data.items[1]).toMatchObject({
      index: 1,
      ok: false,
      businessKey: items[1].orderNo,
      errors: [expect.objectContaining({ field: 'ebcName' })],
    });
    expect(await countOrders(items.map((item) => item.orderNo))).toBe(2);
  });

  it('does a retried call with the same Idempotency-Key once, and refuses the key for another body', async () => {
    const items = [order(), order()];
    const first = await call(writer, BILLS, { items }, { 'Idempotency-Key': 'erp-batch-0001' });
    const retry = await call(writer, BILLS, { items }, { 'Idempotency-Key': 'erp-batch-0001' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await countOrders(items.map((item) => item.orderNo))).toBe(2);

    const other = await call(writer, BILLS, { items: [order()] }, { 'Idempotency-Key': 'erp-batch-0001' });
    expect(other.status).toBe(422);
    expect(other.body.data).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses a key without the write scope', async () => {
    const answer = await call(reader, BILLS, { items: [order()] });
    expect(answer.status).toBe(403);
    expect(answer.body.data).toEqual({ code: 'SCOPE_MISSING' });
  });
});

describe('申报 and states by business key', () => {
  it('declares by order numbers, and the receipts are read back by key and by "changed since"', async () => {
    const items = [order(), order(), order()];
    const since = await call(writer, `${BILLS}/states`, { keys: [] });
    expect(since.body).toMatchObject({ code: 0, data: { items: [] } });
    const stored = await call(writer, BILLS, { items });
    expect(stored.body.data.created).toBe(3);
    const keys = items.map((item) => item.orderNo as string);

    const unknown = await call(writer, `${BILLS}/declare`, { keys: [...keys, 'NO-SUCH-ORDER'] });
    expect(unknown.body).toMatchObject({ code: -1, message: msgUnknownKeys('订单编号', ['NO-SUCH-ORDER']) });

    const declared = await call(writer, `${BILLS}/declare`, { keys });
    expect(declared.body, JSON.stringify(declared.body)).toMatchObject({ code: 0 });

    // The simulator answers (no delay in the harness): every order leaves 暂存 and 已申报 for a receipt's state.
    const { draft, declared: sent } = server.app.bills.families.find((family) => family.id === 'export-order')!.definition.ui.lifecycle.states;
    const answered = (state: { state: string }) => state.state !== draft && state.state !== sent;
    let states: { businessKey: string; state: string; stateName: string; returnInfo: string | null; updateTime: string }[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      states = (await call(reader, `${BILLS}/states`, { keys })).body.data.items;
      if (states.length === 3 && states.every(answered)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(states.map((state) => state.businessKey).sort()).toEqual([...keys].sort());
    expect(states.every(answered), JSON.stringify(states)).toBe(true);
    for (const state of states) expect(state.stateName).not.toBe(state.state);

    // Declared again: refused as the list refuses it, naming each bill; a retry answers the same refusal.
    const again = await call(writer, `${BILLS}/declare`, { keys }, { 'Idempotency-Key': 'declare-again-1' });
    expect(again.body).toMatchObject({ code: -1, data: { bills: expect.arrayContaining([expect.objectContaining({ name: keys[0] })]) } });
    const replayed = await call(writer, `${BILLS}/declare`, { keys }, { 'Idempotency-Key': 'declare-again-1' });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(again.body);

    // Changed since the earliest of them, fifty a page: every order once, in update order.
    const earliest = states.map((state) => state.updateTime).sort()[0];
    const seen: string[] = [];
    let cursor: { changedSince: string; afterId?: number } | null = { changedSince: earliest, afterId: 0 };
    for (let page = 0; cursor && page < 5000; page += 1) {
      const answer = await call(reader, `${BILLS}/states`, { ...cursor, limit: 50 });
      expect(answer.body.code).toBe(0);
      seen.push(...answer.body.data.items.map((item: { businessKey: string }) => item.businessKey));
      cursor = answer.body.data.next;
    }
    for (const key of keys) expect(seen.filter((seenKey) => seenKey === key)).toHaveLength(1);
  });
});
