// Smaller findings of issue "Hardening" (13): a URL Fastify cannot decode answers the envelope;
// exported texts that look like formulas are written so no spreadsheet evaluates them; an empty
// PORTAL_STATIC_DIR means API only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { insertOrders } from '../bills/bill-fixtures.ts';
import { ORDER_API, startBillServer, type BillServer } from '../bills/bill-harness.ts';
import { download, readRows } from '../bills/excel-helpers.ts';
import { startTestServer } from '../harness.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

describe('a URL that does not decode', () => {
  it("answers 400 in the envelope, not Fastify's own body", async () => {
    const response = await fetch(`${server.url}/api/enterprise/expu/order/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: -1, message: '请求错误', data: null });
  });
});

describe('exports', () => {
  it('write a text that begins like a formula behind an apostrophe, and numbers as numbers', async () => {
    await insertOrders(server.db, [
      { orderNo: '=1+2', goodsValue: 12.5, ebcName: '@SUM(A1:A9)', createTime: '2024-05-01 10:00:00' },
      { orderNo: '-2+3', goodsValue: 7, ebcName: '+cmd|calc', createTime: '2024-05-02 10:00:00' },
      { orderNo: 'EO-PLAIN', goodsValue: 8, ebcName: '广州穗通', createTime: '2024-05-03 10:00:00' },
    ]);
    const answer = await server.post(`${ORDER_API}/exportOrderData`, {
      pageIndex: 0,
      pageSize: 50,
      sorts: [{ name: 'create_time', order: 'asc' }],
      terms: [{ column: 'create_time', termType: 'btw', type: 'and', value: ['2024-05-01', '2024-05-03'] }],
    });
    expect(answer.body.code, answer.text).toBe(0);
    const rows = await readRows((await download(server, answer.body.data.downloadUri)).content);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[4]])).toEqual([
      ["'=1+2", "'@SUM(A1:A9)", 12.5],
      ["'-2+3", "'+cmd|calc", 7],
      ['EO-PLAIN', '广州穗通', 8],
    ]);
  });
});

describe('PORTAL_STATIC_DIR', () => {
  it('set empty serves the API only', async () => {
    expect(loadConfig({ PORTAL_STATIC_DIR: '' }).staticDir).toBeNull();
    expect(loadConfig({}).staticDir).toBe('dist');
    const apiOnly = await startTestServer({ env: { PORTAL_STATIC_DIR: '' } });
    try {
      expect(apiOnly.app.portal.clientAvailable).toBe(false);
      const page = await fetch(`${apiOnly.url}/home`);
      expect(page.status).toBe(404);
      expect((await apiOnly.client.get('/api/auth/public_key')).body.code).toBe(0);
    } finally {
      await apiOnly.close();
    }
  });
});
