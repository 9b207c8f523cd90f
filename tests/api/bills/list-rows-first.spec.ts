// Rows first, totals after (issue 26 point 1): a list asked with `part: 'rows'` answers its page
// and whether more rows follow without counting every match; `part: 'total'` answers the count
// alone, kept for the search whatever the page or sort; without `part` the answer is the spec's
// { datas, total } as before. On both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertOrders } from './bill-fixtures.ts';
import { ORDER_API, OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import { QueryLog } from './query-log.ts';

const log = new QueryLog();
let server: BillServer;
const WINDOW = { column: 'create_time', termType: 'btw', type: 'and', value: ['2024-05-01 00:00:00', '2024-05-31 23:59:59'] };
const LIST = { pageIndex: 0, pageSize: 50, sorts: [{ name: 'create_time', order: 'desc' }], terms: [WINDOW] };
const ORDERS = 120;
const orderNo = (index: number) => `ROWS-${String(index).padStart(3, '0')}`;
/** Order n (1-based) is made n hours after 2024-05-01 00:00. */
const madeAt = (n: number) => `2024-05-${String(1 + Math.floor(n / 24)).padStart(2, '0')} ${String(n % 24).padStart(2, '0')}:00:00`;

beforeAll(async () => {
  server = await startBillServer({ plugins: [log] });
  await insertOrders(server.db, [
    ...Array.from({ length: ORDERS }, (_unused, index) => ({ orderNo: orderNo(index + 1), createTime: madeAt(index + 1) })),
    { orderNo: 'ROWS-OTHER', createTime: '2024-05-10 11:00:00', companyCode: OTHER_COMPANY },
  ]);
  await server.token();
});
afterAll(async () => server?.close());
beforeEach(() => {
  log.statements = [];
});

async function pageList(body: Record<string, unknown>) {
  const answer = await server.post(`${ORDER_API}/pageList`, body);
  expect(answer.body.code, answer.text).toBe(0);
  return answer.body.data as { datas?: { orderNo: string }[]; total?: number; more?: boolean };
}

describe('a list asked for its rows first', () => {
  it('answers the page and whether more follow, without counting the matches', async () => {
    const first = await pageList({ ...LIST, part: 'rows' });
    expect(first.datas?.map((row) => row.orderNo)).toEqual(Array.from({ length: 50 }, (_unused, index) => orderNo(ORDERS - index)));
    expect(first.more).toBe(true);
    expect(first.total).toBeUndefined();
    expect(log.billReads().length).toBeGreaterThan(0);
    expect(log.billCounts()).toEqual([]);
  });

  it('says no more follow on the last page, also when the last page is exactly full', async () => {
    const last = await pageList({ ...LIST, pageIndex: 2, part: 'rows' });
    expect(last.datas?.map((row) => row.orderNo)).toEqual(Array.from({ length: 20 }, (_unused, index) => orderNo(20 - index)));
    expect(last.more).toBe(false);
    // Orders 21…120: one full page of 100.
    const full = await pageList({ ...LIST, pageSize: 100, part: 'rows', terms: [{ ...WINDOW, value: [madeAt(21), '2024-05-31 23:59:59'] }] });
    expect(full.datas).toHaveLength(100);
    expect(full.more).toBe(false);
  });

  it.runIf(!process.env.TEST_DATABASE)('SQLite: reads the rows in a lane of their own, not behind the counts in the long reads', async () => {
    const { started } = server.app.portal.workers;
    const longReads = () => (started.queries ?? 0) + (started.query ?? 0);
    const before = longReads();
    await pageList({ ...LIST, pageIndex: 1, part: 'rows' });
    expect(longReads()).toBe(before);
    await pageList({
      ...LIST,
      pageIndex: 1,
      sorts: [{ name: 'order_no', order: 'asc' }],
      terms: [{ ...WINDOW, value: [madeAt(2), madeAt(90)] }],
      part: 'total',
    });
    expect(longReads()).toBe(before + 1);
  });
});

describe('the total of a list', () => {
  // Counted bill by bill here, where the statements that count are visible; the tally's reads of
  // the same questions: tally.spec.ts.
  beforeAll(() => {
    process.env.PORTAL_TALLY = '0';
  });
  afterAll(() => {
    delete process.env.PORTAL_TALLY;
  });

  it("counts the caller's company's matches alone, as the whole answer does", async () => {
    expect(await pageList({ ...LIST, part: 'total' })).toEqual({ total: ORDERS });
    expect(log.billCounts()).toHaveLength(1);
    const whole = await pageList(LIST);
    expect(whole.total).toBe(ORDERS);
    expect(whole.datas).toHaveLength(50);
  });

  it('is kept for the search: another page or sort does not count again', async () => {
    await pageList({ ...LIST, part: 'total' });
    log.statements = [];
    expect(await pageList({ ...LIST, pageIndex: 2, sorts: [{ name: 'order_no', order: 'asc' }], part: 'total' })).toEqual({ total: ORDERS });
    expect(log.billReads()).toEqual([]);
  });

  it('is read from the state counts asked beside it: one count for both, and a chosen state counts its own', async () => {
    const terms = [{ ...WINDOW, value: [madeAt(1), madeAt(100)] }];
    const [total, counts] = await Promise.all([
      pageList({ ...LIST, terms, part: 'total' }),
      server.post(`${ORDER_API}/queryStateCount`, { terms }).then((answer) => answer.body.data as { state: string; count: number }[]),
    ]);
    expect(total).toEqual({ total: 100 });
    expect(counts.reduce((sum, count) => sum + count.count, 0)).toBe(100);
    expect(log.billCounts()).toHaveLength(1);
    log.statements = [];
    const drafts = await pageList({ ...LIST, terms: [...terms, { column: 'state', termType: 'eq', type: 'and', value: '0' }], part: 'total' });
    expect(drafts).toEqual({ total: counts.find((count) => count.state === '0')?.count });
    const some = await pageList({ ...LIST, terms: [...terms, { column: 'state', termType: 'in', type: 'and', value: ['0', '399'] }], part: 'total' });
    expect(some.total).toBe(drafts.total);
    expect(log.billCounts()).toEqual([]);
  });

  it('follows a change of the bills at once', async () => {
    await pageList({ ...LIST, part: 'total' });
    await insertOrders(server.db, [{ orderNo: orderNo(ORDERS + 1), createTime: madeAt(ORDERS + 1) }]);
    expect(await pageList({ ...LIST, part: 'total' })).toEqual({ total: ORDERS + 1 });
  });

  it('refuses a part it does not know, before reading anything', async () => {
    const answer = await server.post(`${ORDER_API}/pageList`, { ...LIST, part: 'everything' });
    expect(answer.body.code).not.toBe(0);
    expect(log.billReads()).toEqual([]);
  });
});
