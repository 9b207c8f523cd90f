// PostgreSQL out of reach for a while (issue 26 point 5), played by a proxy between the app and
// its database that the test cuts and restores: meanwhile every request answers 503 服务器繁忙
// with Retry-After (never a hang, never a 500 with a stack); once the database is back the portal
// answers again by itself; and every save it answered 成功 is in the database. Runs on
// PostgreSQL only (SQLite is a file in the process: it cannot go away).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from './bills/bill-fixtures.ts';
import { COMPANY, ORDER_API, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { startDatabaseProxy, type DatabaseProxy } from './db-proxy.ts';
import type { ApiResponse } from './api-client.ts';

const BUSY = '服务器繁忙，请稍后再试';
let server: BillServer;
let proxy: DatabaseProxy;
let token = '';
let serial = 0;

describe.runIf(process.env.TEST_DATABASE === 'postgres')('PostgreSQL out of reach', () => {
  beforeAll(async () => {
    server = await startBillServer({
      appDatabaseUrl: async (url) => {
        proxy = await startDatabaseProxy(url);
        return proxy.url;
      },
    });
    token = await server.token();
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  const save = () => server.post(`${ORDER_API}/save`, orderBody({ orderNo: `EO-DOWN-${++serial}` }), token);
  const list = async () => {
    const answer = await server.post(`${ORDER_API}/pageList`, { pageIndex: 0, pageSize: 50 }, token);
    expect([200, 503], answer.text).toContain(answer.status);
    return answer;
  };
  /** The order numbers of the saves answered 成功. */
  const answeredSaved = (answers: Array<ApiResponse>, sent: string[]) => sent.filter((_, index) => answers[index].body.code === 0);
  const storedOf = async (orderNos: string[]) =>
    (
      await server.db
        .selectFrom('bill_export_order' as never)
        .select('order_no' as never)
        .where('company_code' as never, '=', COMPANY as never)
        .execute()
    )
      .map((row) => (row as { order_no: string }).order_no)
      .filter((orderNo) => orderNos.includes(orderNo));

  it('answers 503 服务器繁忙 meanwhile, comes back by itself, and keeps every save it answered 成功', async () => {
    const saved: string[] = [];
    for (let index = 0; index < 3; index++) {
      const answer = await save();
      expect(answer.body.code, answer.text).toBe(0);
      saved.push(`EO-DOWN-${serial}`);
    }

    await proxy.cut();
    const meanwhile = await Promise.all([
      list(),
      save(),
      server.post(`${ORDER_API}/findById`, { id: 1 }, token),
      server.post(`${ORDER_API}/queryStateCount`, { terms: [] }, token),
    ]);
    for (const answer of meanwhile) {
      expect(`${answer.status} ${answer.body.message}`, answer.text).toBe(`503 ${BUSY}`);
      expect(answer.headers.get('retry-after')).toBe('5');
    }

    await proxy.restore();
    await expect.poll(async () => (await list()).status, { timeout: 20_000, interval: 200 }).toBe(200);
    const after = await save();
    expect(after.body.code, after.text).toBe(0);
    saved.push(`EO-DOWN-${serial}`);
    expect((await storedOf(saved)).sort()).toEqual([...saved].sort());
  });

  it('answers each of several saves cut under way 成功 (and keeps it) or 503, never 500', async () => {
    const sent = Array.from({ length: 12 }, () => `EO-DOWN-${++serial}`);
    const answers = Promise.all(sent.map((orderNo) => server.post(`${ORDER_API}/save`, orderBody({ orderNo }), token)));
    await new Promise((resolve) => setTimeout(resolve, 15));
    await proxy.cut();
    const settled = await answers;
    await proxy.restore();
    for (const answer of settled)
      expect([`200 0`, `503 ${BUSY}`], answer.text).toContain(answer.body.code === 0 ? `${answer.status} 0` : `${answer.status} ${answer.body.message}`);
    const answeredSuccess = answeredSaved(settled, sent);
    await expect.poll(async () => (await list()).status, { timeout: 20_000, interval: 200 }).toBe(200);
    expect((await storedOf(answeredSuccess)).sort()).toEqual([...answeredSuccess].sort());
  });
});
