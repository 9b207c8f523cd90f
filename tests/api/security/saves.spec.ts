// Saves (issue "Hardening" 3): a body is bounded by its definition (lines maxItems), the check
// stops after the first problems, and the answer never exceeds a small multiple of the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API, startBillServer, type BillServer } from '../bills/bill-harness.ts';
import { orderBody } from '../bills/bill-fixtures.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

async function rawSave(body: string) {
  const response = await fetch(`${server.url}${ORDER_API}/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await server.token()}` },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

async function orderCount(): Promise<number> {
  const row = await dynamicDb(server.db)
    .selectFrom('bill_export_order')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a save with far too many lines', () => {
  it('330,000 empty lines in 0.99 MB: refused as a whole with one short message, nothing stored', async () => {
    const request = `{"data":{"lines":[${Array.from({ length: 330_000 }, () => '{}').join(',')}]}}`;
    expect(request.length).toBeLessThan(1024 * 1024);
    const before = await orderCount();
    const answer = await rawSave(request);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('商品信息不能超过100行');
    expect(answer.body.data.errors).toHaveLength(1);
    expect(answer.text.length).toBeLessThan(1000);
    expect(await orderCount()).toBe(before);
    // The server is free at once for the next caller.
    expect((await server.client.get('/api/auth/public_key')).body.code).toBe(0);
  });
});

describe('a save with many problems', () => {
  it('stops at 100 problems and answers at most 4 × the request', async () => {
    const request = JSON.stringify({ data: { lines: Array.from({ length: 100 }, () => ({})) } });
    const answer = await rawSave(request);
    expect(answer.status).toBe(400);
    expect(answer.body.data.truncated).toBe(true);
    expect(answer.body.data.errors.length).toBeLessThanOrEqual(100);
    expect(answer.text.length).toBeLessThanOrEqual(Math.max(16 * 1024, 4 * request.length) + 200);
  });

  it('answers every problem of an ordinary bad bill', async () => {
    const body = orderBody({ orderNo: '' });
    const answer = await server.post(`${ORDER_API}/save`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('请填写订单编号');
    expect(answer.body.data.truncated).toBeUndefined();
  });
});
