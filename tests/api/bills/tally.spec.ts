// The state-count tally (server/bills/table/tally.ts, list/tally-counts.ts; issue 26 points 1
// and 2): a list's total and state counts are read from the tally for a question on the window
// date, the state and the tallied seller name, and they are the same counts as bill by bill
// (PORTAL_TALLY=0), with windows that start or end within a day or a month, no window, one bound
// only, a state, a seller without a name. Whole months are read from the month tally. Every write keeps it exact (saves, state changes, renames,
// deletes, also racing on PostgreSQL), a bulk load leaves it whole, and a tally left without its
// triggers is rebuilt at the next start. On both databases.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb } from '../../../server/bills/db.ts';
import { createFamily } from '../../../server/bills/family.ts';
import { loadDefinitions } from '../../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../../server/bills/settings.ts';
import { withIndexesAway } from '../../../server/bills/table/bulk-load.ts';
import { ensureFamilyTables } from '../../../server/bills/table/ensure-tables.ts';
import { ensureTally, tallyKey, tallyShape } from '../../../server/bills/table/tally.ts';
import { isPostgres } from '../../../server/db/dialect.ts';
import { usingPostgres } from '../test-database.ts';
import { insertOrders, orderBody } from './bill-fixtures.ts';
import { COMPANY, ORDER_API, OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import { QueryLog } from './query-log.ts';

const family = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR)
  .map(createFamily)
  .find((candidate) => candidate.headTable === 'bill_export_order')!;
const shape = tallyShape(family)!;

type Term = { column: string; termType: string; type: 'and'; value: unknown };
const term = (column: string, termType: string, value: unknown): Term => ({ column, termType, type: 'and', value });

const log = new QueryLog();
let server: BillServer;
beforeAll(async () => {
  server = await startBillServer({ plugins: [log] });
  await server.token();
  // Ten days of bills at different hours, three states, three sellers (one without a name), and
  // another company's bills on the same days.
  const names = ['温州瓯江鞋业有限公司', '台州椒江阀门有限公司', null];
  const orders = Array.from({ length: 90 }, (_unused, index) => ({
    orderNo: `TALLY-${String(index).padStart(3, '0')}`,
    createTime: `2024-06-${String((index % 10) + 1).padStart(2, '0')} ${String((index * 7) % 24).padStart(2, '0')}:${String((index * 13) % 60).padStart(2, '0')}:00`,
    state: ['0', '10', '100'][index % 3],
    ebcName: names[index % 3] as string,
  }));
  await insertOrders(server.db, orders);
  // insertOrders writes a default name for undefined; a seller without a name is written as null.
  await sql`UPDATE bill_export_order SET ebc_name = NULL WHERE order_no IN (${sql.join(orders.filter((order) => order.ebcName === null).map((order) => order.orderNo))})`.execute(
    server.db,
  );
  // Bills in the months around June, for windows that hold whole months.
  await insertOrders(
    server.db,
    Array.from({ length: 36 }, (_unused, index) => {
      const [month, days] = [
        ['04', 30],
        ['05', 31],
        ['07', 31],
      ][index % 3] as [string, number];
      return {
        orderNo: `TALLY-M${String(index).padStart(2, '0')}`,
        createTime: `2024-${month}-${String(((index * 11) % days) + 1).padStart(2, '0')} ${String((index * 5) % 24).padStart(2, '0')}:30:00`,
        state: ['0', '10', '100'][index % 3],
        ebcName: names[(index + 1) % 2] as string,
      };
    }),
  );
  await insertOrders(
    server.db,
    Array.from({ length: 12 }, (_unused, index) => ({
      orderNo: `OTHER-${index}`,
      companyCode: OTHER_COMPANY,
      createTime: `2024-06-0${(index % 9) + 1} 12:00:00`,
    })),
  );
});
afterAll(async () => server?.close());
afterEach(() => {
  delete process.env.PORTAL_TALLY;
});

/** A kept answer (list-memo.ts) would hide the count: the version moves as after another process's write. */
async function forget(): Promise<void> {
  await sql`UPDATE bill_table_version SET version = version + 1 WHERE table_name = ${family.headTable}`.execute(server.db);
}

interface Counts {
  total: number;
  states: Record<string, number>;
}

async function counts(terms: Term[], tally: boolean): Promise<Counts> {
  if (tally) delete process.env.PORTAL_TALLY;
  else process.env.PORTAL_TALLY = '0';
  await forget();
  const total = await server.post(`${ORDER_API}/pageList`, { terms, part: 'total' });
  expect(total.body.code, total.text).toBe(0);
  const states = await server.post(`${ORDER_API}/queryStateCount`, { terms: terms.filter((one) => one.column !== 'state') });
  expect(states.body.code, states.text).toBe(0);
  return {
    total: total.body.data.total,
    states: Object.fromEntries((states.body.data as { state: string; count: number }[]).map((one) => [one.state, one.count])),
  };
}

const QUESTIONS: Record<string, Term[]> = {
  'name and a window ending mid-day': [term('ebc_name', 'like', '瓯江'), term('create_time', 'btw', ['2024-06-02 00:00:00', '2024-06-08 14:30:00'])],
  'a window starting mid-day': [term('create_time', 'btw', ['2024-06-02 09:15:00', '2024-06-08 23:59:59'])],
  'both ends mid-day and a state': [term('state', 'eq', '10'), term('create_time', 'btw', ['2024-06-01 11:00:00', '2024-06-09 05:00:00'])],
  'whole days by date alone': [term('create_time', 'btw', ['2024-06-03', '2024-06-06'])],
  'no window, states in': [term('state', 'in', ['0', '100'])],
  'an upper bound only': [term('create_time', 'lte', '2024-06-05 12:00:00')],
  'a lower bound only, two sellers': [term('create_time', 'gte', '2024-06-04 00:00:00'), term('ebc_name', 'like', '江')],
  'within one day': [term('create_time', 'btw', ['2024-06-04 01:00:00', '2024-06-04 20:00:00'])],
  'an order number (not tallied)': [term('order_no', 'like', 'TALLY-0'), term('create_time', 'btw', ['2024-06-01 00:00:00', '2024-06-10 23:59:59'])],
  'whole months between part-months, ends mid-day': [term('create_time', 'btw', ['2024-04-25 08:00:00', '2024-07-10 12:00:00'])],
  "from a month's first day to another's last, a seller": [term('create_time', 'btw', ['2024-05-01', '2024-06-30']), term('ebc_name', 'like', '椒江')],
  'a lower bound only, across months, a state': [term('create_time', 'gte', '2024-05-10 00:00:00'), term('state', 'eq', '100')],
  'a month and a day': [term('create_time', 'btw', ['2024-05-01 00:00:00', '2024-06-01 23:59:59'])],
};

async function expectSameCounts(): Promise<void> {
  for (const [name, terms] of Object.entries(QUESTIONS)) {
    const byBill = await counts(terms, false);
    expect(byBill.total, name).toBeGreaterThan(0);
    expect(await counts(terms, true), name).toEqual(byBill);
  }
}

/** The tally's rows with bills, by day and by month, against the bills grouped the same way. */
async function expectTallyMatchesBills(): Promise<void> {
  const key = tallyKey(shape);
  const text = (rows: Record<string, unknown>[]) => rows.map((row) => [...key, 'bills'].map((column) => String(row[column])).join('|')).sort();
  for (const [table, length] of [
    [shape.table, 10],
    [shape.months!, 7],
  ] as const) {
    const tally = await dynamicDb(server.db).selectFrom(table).selectAll().where('bills', '<>', 0).execute();
    const grouped = await sql<Record<string, unknown>>`SELECT company_code, coalesce(substr(create_time, 1, ${sql.lit(length)}), '') AS tally_day, state,
      coalesce(ebc_name, '') AS ebc_name, count(*) AS bills FROM bill_export_order GROUP BY 1, 2, 3, 4`.execute(server.db);
    expect(text(tally), table).toEqual(text(grouped.rows));
  }
}

describe('the tally', () => {
  it('answers totals and state counts as counting bill by bill does', async () => {
    expect(shape.dims).toEqual(['ebc_name']);
    await expectTallyMatchesBills();
    await expectSameCounts();
  });

  it('is what the counts read for a question it can answer, and not for one it cannot', async () => {
    const dated = QUESTIONS['whole days by date alone'];
    const orderNo = QUESTIONS['an order number (not tallied)'];
    const before = { dated: await counts(dated, true), orderNo: await counts(orderNo, true) };
    await sql`UPDATE ${sql.table(shape.table)} SET bills = bills + 1000 WHERE company_code = ${COMPANY} AND tally_day = '2024-06-04' AND state = '0'`.execute(
      server.db,
    );
    try {
      const after = await counts(dated, true);
      expect(after.total).toBeGreaterThanOrEqual(before.dated.total + 1000);
      expect(after.states['0']).toBe(before.dated.states['0'] + 1000);
      expect(await counts(orderNo, true)).toEqual(before.orderNo);
    } finally {
      await sql`UPDATE ${sql.table(shape.table)} SET bills = bills - 1000 WHERE company_code = ${COMPANY} AND tally_day = '2024-06-04' AND state = '0'`.execute(
        server.db,
      );
    }
  });

  it('reads whole months from the month tally and only the part-months from the day tally', async () => {
    await forget();
    log.statements = [];
    const terms = QUESTIONS['whole months between part-months, ends mid-day'];
    const answer = await server.post(`${ORDER_API}/pageList`, { terms, part: 'total' });
    expect(answer.body.code, answer.text).toBe(0);
    const reads = (table: string) => log.statements.filter((statement) => statement.includes(`"name":"${table}"`));
    // One statement: May and June by month, 26-30 April and 1-9 July by day; the part-days 25 April and 10 July from the bills.
    const [union, ...more] = reads(shape.months!);
    expect(more).toEqual([]);
    expect(union.split(`"name":"${shape.table}"`)).toHaveLength(3);
    expect(log.billCounts()).toHaveLength(2);
  });

  it('is read once for a total and the state counts asked together, beside a count of each part-day', async () => {
    await forget();
    log.statements = [];
    const terms = QUESTIONS['both ends mid-day and a state'];
    await Promise.all([
      server.post(`${ORDER_API}/pageList`, { terms, part: 'total' }),
      server.post(`${ORDER_API}/queryStateCount`, { terms: terms.filter((one) => one.column !== 'state') }),
    ]);
    const tallyReads = log.statements.filter((statement) => statement.includes(`"name":"${shape.table}"`));
    expect(tallyReads).toHaveLength(1);
    // The two part-days (2024-06-01 from 11:00, 2024-06-09 until 05:00), counted from the bills.
    expect(log.billCounts()).toHaveLength(2);
  });

  it('follows every write: a save, a state change, a rename, a new date, a move to another company, a delete', async () => {
    const saved = await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'TALLY-SAVED', ebcName: '温州瓯江鞋业有限公司' }));
    expect(saved.body.code, saved.text).toBe(0);
    await sql`UPDATE bill_export_order SET state = '10' WHERE order_no = 'TALLY-001'`.execute(server.db);
    await sql`UPDATE bill_export_order SET ebc_name = '宁波北仑港贸易有限公司' WHERE order_no = 'TALLY-002'`.execute(server.db);
    await sql`UPDATE bill_export_order SET ebc_name = '台州椒江阀门有限公司' WHERE order_no = 'TALLY-005'`.execute(server.db);
    await sql`UPDATE bill_export_order SET create_time = '2024-06-09 08:00:00' WHERE order_no = 'TALLY-003'`.execute(server.db);
    await sql`UPDATE bill_export_order SET company_code = ${OTHER_COMPANY} WHERE order_no = 'TALLY-004'`.execute(server.db);
    // An update that moves nothing (a note) leaves the tally as it is.
    await sql`UPDATE bill_export_order SET state = state, return_info = 'x' WHERE order_no = 'TALLY-006'`.execute(server.db);
    const [gone] = (await sql<{ id: number }>`SELECT id FROM bill_export_order WHERE order_no = 'TALLY-007'`.execute(server.db)).rows;
    await sql`DELETE FROM bill_export_order_line WHERE head_id = ${gone.id}`.execute(server.db);
    await sql`DELETE FROM bill_export_order WHERE id = ${gone.id}`.execute(server.db);
    await expectTallyMatchesBills();
    await expectSameCounts();
  });

  it('is whole after a bulk load, and rebuilt at the next start when a load stopped before it was', async () => {
    await withIndexesAway(server.db, family, () =>
      insertOrders(server.db, [
        { orderNo: 'TALLY-BULK-1', createTime: '2024-06-05 10:00:00', ebcName: '温州瓯江鞋业有限公司' },
        { orderNo: 'TALLY-BULK-2', createTime: '2024-06-06 10:00:00', state: '100' },
      ]),
    );
    await expectTallyMatchesBills();
    // A load killed before the rebuild: the tally's triggers are gone and the bills loaded meanwhile are missing.
    const prefix = `tally_${family.headTable}__`;
    const triggers = isPostgres(server.db)
      ? (await sql<{ name: string }>`SELECT tgname AS name FROM pg_trigger WHERE tgname LIKE ${`${prefix}%`}`.execute(server.db)).rows
      : (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ${`${prefix}%`}`.execute(server.db)).rows;
    expect(triggers.length).toBeGreaterThan(0);
    for (const { name } of triggers) {
      await sql.raw(isPostgres(server.db) ? `DROP TRIGGER "${name}" ON bill_export_order` : `DROP TRIGGER "${name}"`).execute(server.db);
    }
    await insertOrders(server.db, [{ orderNo: 'TALLY-KILLED', createTime: '2024-06-05 10:00:00' }]);
    await ensureFamilyTables(server.db, [family]);
    await expectTallyMatchesBills();
    await expectSameCounts();
  });

  it('goes when the UI file no longer marks a filter, and comes back, whole, when it does again', async () => {
    const { definition } = family;
    const unmarked = createFamily({
      ...definition,
      ui: { ...definition.ui, list: { ...definition.ui.list, filters: definition.ui.list.filters.map(({ tallied: _tallied, ...filter }) => filter) } },
    });
    expect(tallyShape(unmarked)).toBeNull();
    await ensureTally(server.db, unmarked);
    const tables = await server.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain(shape.table);
    expect(tables.map((table) => table.name)).not.toContain(shape.months);
    // Counted bill by bill meanwhile; a write while unmarked is in the rebuilt tally.
    await insertOrders(server.db, [{ orderNo: 'TALLY-UNMARKED', createTime: '2024-06-05 10:00:00' }]);
    expect(await ensureTally(server.db, family)).toBe(true);
    await expectTallyMatchesBills();
    expect(await ensureTally(server.db, family)).toBe(false);
  });

  it.runIf(usingPostgres())('stays exact when writers of one company race (PostgreSQL)', async () => {
    const writers = 8;
    const perWriter = 15;
    await Promise.all(
      Array.from({ length: writers }, (_unused, writer) =>
        server.db.transaction().execute(async (trx) => {
          const ids = await insertOrders(
            trx,
            Array.from({ length: perWriter }, (_unused2, index) => ({
              orderNo: `RACE-${writer}-${index}`,
              createTime: `2024-06-0${((writer + index) % 9) + 1} 0${index % 10}:00:00`,
              state: ['0', '10'][index % 2],
              ebcName: index % 2 === 0 ? '温州瓯江鞋业有限公司' : '台州椒江阀门有限公司',
            })),
          );
          // Each writer also moves bills of the others' days, in its own order.
          await sql`UPDATE bill_export_order SET state = '100' WHERE id IN (${sql.join(ids.filter((_id, index) => index % 3 === 0))})`.execute(trx);
          await sql`DELETE FROM bill_export_order_line WHERE head_id = ${ids[1]}`.execute(trx);
          await sql`DELETE FROM bill_export_order WHERE id = ${ids[1]}`.execute(trx);
        }),
      ),
    );
    await expectTallyMatchesBills();
    await expectSameCounts();
  });
});
