// A list answer and its state counts are reused while the company's bills of the family are
// unchanged (server/bills/list/list-memo.ts): a repeated request makes one version lookup
// instead of the page, count and name queries; any write to the company's bills, through the
// API or straight into the database (another process, the simulator), makes the next answer
// anew; a write of another company does not.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertOrders, orderBody } from './bill-fixtures.ts';
import { COMPANY, OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { QueryLog } from './query-log.ts';

const log = new QueryLog();
let server: BillServer;
const LIST = {
  pageIndex: 0,
  pageSize: 50,
  sorts: [{ name: 'create_time', order: 'desc' }],
  terms: [
    { column: 'ebc_name', termType: 'like', type: 'and', value: '跨境' },
    { column: 'create_time', termType: 'btw', type: 'and', value: ['2024-06-01 00:00:00', '2024-06-30 23:59:59'] },
  ],
};

beforeAll(async () => {
  server = await startBillServer({ plugins: [log] });
  await insertOrders(server.db, [
    { orderNo: 'MEMO-1', createTime: '2024-06-10 10:00:00' },
    { orderNo: 'MEMO-2', createTime: '2024-06-11 10:00:00' },
    { orderNo: 'MEMO-3', createTime: '2024-06-12 10:00:00', companyCode: OTHER_COMPANY },
  ]);
  await server.token();
});
afterAll(async () => server?.close());
beforeEach(() => {
  log.statements = [];
});

async function list(): Promise<{ total: number; orderNos: string[] }> {
  const answer = await server.post(`${ORDER_API}/pageList`, LIST);
  expect(answer.body.code, answer.text).toBe(0);
  return { total: answer.body.data.total, orderNos: answer.body.data.datas.map((row: Record<string, unknown>) => row.orderNo) };
}

async function draftCount(): Promise<number> {
  const answer = await server.post(`${ORDER_API}/queryStateCount`, { terms: LIST.terms });
  return answer.body.data.find((row: Record<string, unknown>) => row.state === '0').count;
}

describe('a repeated list', () => {
  it("is answered again without reading the bills, only the version of the company's table", async () => {
    const first = await list();
    expect(first).toEqual({ total: 2, orderNos: ['MEMO-2', 'MEMO-1'] });
    expect(log.billReads().length).toBeGreaterThanOrEqual(2);
    log.statements = [];
    expect(await list()).toEqual(first);
    expect(log.billReads()).toEqual([]);
    expect(log.versionReads()).toHaveLength(1);
  });

  it('is made anew after a save through the API', async () => {
    await list();
    const saved = await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'MEMO-4' }));
    expect(saved.body.code, saved.text).toBe(0);
    await sql`UPDATE bill_export_order SET create_time = '2024-06-13 10:00:00' WHERE order_no = 'MEMO-4'`.execute(server.db);
    log.statements = [];
    expect(await list()).toEqual({ total: 3, orderNos: ['MEMO-4', 'MEMO-2', 'MEMO-1'] });
    expect(log.billReads().length).toBeGreaterThanOrEqual(2);
  });

  it('is made anew after a write straight into the database, as another process or the simulator makes it', async () => {
    await list();
    await sql`UPDATE bill_export_order SET ebc_name = '广州穗通供应链' WHERE order_no = 'MEMO-1'`.execute(server.db);
    expect(await list()).toEqual({ total: 2, orderNos: ['MEMO-4', 'MEMO-2'] });
    await sql`DELETE FROM bill_export_order WHERE order_no = 'MEMO-2' AND company_code = ${COMPANY}`.execute(server.db);
    expect(await list()).toEqual({ total: 1, orderNos: ['MEMO-4'] });
  });

  it("is still reused after a write to another company's bills", async () => {
    await list();
    await insertOrders(server.db, [{ orderNo: 'MEMO-5', createTime: '2024-06-14 10:00:00', companyCode: OTHER_COMPANY }]);
    log.statements = [];
    expect(await list()).toEqual({ total: 1, orderNos: ['MEMO-4'] });
    expect(log.billReads()).toEqual([]);
  });
});

describe('repeated state counts', () => {
  it('are reused while nothing changes and follow a change of state at once', async () => {
    const drafts = await draftCount();
    log.statements = [];
    expect(await draftCount()).toBe(drafts);
    expect(log.billReads()).toEqual([]);
    await sql`UPDATE bill_export_order SET state = '399' WHERE order_no = 'MEMO-4'`.execute(server.db);
    expect(await draftCount()).toBe(drafts - 1);
  });
});

describe('the memory the kept answers hold', () => {
  it('stays under its byte bound however many different lists are asked for', async () => {
    const { memoFootprint, MAX_BYTES, MAX_ENTRIES } = await import('../../../server/bills/list/list-memo.ts');
    for (let day = 1; day <= 40; day += 1) {
      const end = `2024-07-${String(Math.min(day, 28)).padStart(2, '0')} ${String(day % 24).padStart(2, '0')}:00:00`;
      await server.post(`${ORDER_API}/pageList`, { ...LIST, terms: [LIST.terms[0], { ...LIST.terms[1], value: ['2024-06-01 00:00:00', end] }] });
    }
    const footprint = memoFootprint(server.app.portal.reader);
    expect(footprint.entries).toBeGreaterThan(10);
    expect(footprint.entries).toBeLessThanOrEqual(MAX_ENTRIES);
    expect(footprint.bytes).toBeGreaterThan(0);
    expect(footprint.bytes).toBeLessThanOrEqual(MAX_BYTES);
  });
});
