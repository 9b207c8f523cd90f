// Text conditions use a trigram index (issue 26 point 1, server/bills/table/trigram-indexes.ts):
// on SQLite an FTS5 trigram table kept by triggers, asked with MATCH for texts of 3 characters or
// more; on PostgreSQL a pg_trgm GIN index the planner can use for the ILIKE. The answers are the
// same as the scan's (PORTAL_TRIGRAM=0), through inserts, updates and deletes.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompiledQuery } from 'kysely';
import { isPostgres } from '../../../server/db/dialect.ts';
import { insertOrders } from './bill-fixtures.ts';
import { COMPANY, OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { listBills, type ListSources } from '../../../server/bills/list/list-bills.ts';
import { stateCounts } from '../../../server/bills/list/state-counts.ts';
import { QueryLog } from './query-log.ts';
import { createTestDatabase } from '../test-database.ts';
import { ensureFamilyTables } from '../../../server/bills/table/ensure-tables.ts';
import { createFamily } from '../../../server/bills/family.ts';
import { loadDefinitions } from '../../../server/bills/load-definitions.ts';
import { parseTerms } from '../../../server/bills/query/terms.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../../server/bills/settings.ts';
import { withTextIndex } from '../../../server/bills/query/text-search.ts';

const log = new QueryLog();
let server: BillServer;

beforeAll(async () => {
  // pg_trgm reads Chinese only under a UTF-8 LC_CTYPE (trigram-indexes.ts), as production databases have.
  server = await startBillServer({ plugins: [log], postgresCtype: 'C.utf8' });
  await insertOrders(server.db, [
    { orderNo: 'TXT-2026112800017', ebcName: '深圳前海优品贸易有限公司' },
    { orderNo: 'TXT-2026112800018', ebcName: '义乌小商品跨境电商有限公司' },
    { orderNo: 'TXT-2026112900019', ebcName: '他说"好"服饰有限公司' },
    { orderNo: 'TXT-ABCdef-20', ebcName: '100%_纯棉服饰有限公司' },
    { orderNo: 'TXT-2026112800021', ebcName: '宁波港湾进出口有限公司', companyCode: OTHER_COMPANY },
  ]);
  await server.token();
});
afterAll(async () => server?.close());
afterEach(() => {
  delete process.env.PORTAL_TRIGRAM;
});

function exportOrders() {
  return loadDefinitions(DEFAULT_BILL_SCHEMA_DIR)
    .map(createFamily)
    .find((candidate) => candidate.headTable === 'bill_export_order')!;
}

async function found(column: string, value: string): Promise<string[]> {
  // A kept answer (list-memo.ts) would hide which way it was found: the version moves as after another process's write.
  await sql`UPDATE bill_table_version SET version = version + 1 WHERE table_name = 'bill_export_order'`.execute(server.db);
  log.statements = [];
  const answer = await server.post(`${ORDER_API}/pageList`, {
    pageIndex: 0,
    pageSize: 50,
    sorts: [{ name: 'order_no', order: 'asc' }],
    terms: [{ column, termType: 'like', type: 'and', value }],
  });
  expect(answer.body.code, answer.text).toBe(0);
  return answer.body.data.datas.map((row: { orderNo: string }) => row.orderNo);
}

const SEARCHES: [string, string][] = [
  ['order_no', '20261128'],
  ['order_no', 'abcDEF'],
  ['order_no', '00019'],
  ['ebc_name', '纯棉服'],
  ['ebc_name', '"好"'],
  ['ebc_name', '100%_'],
  ['ebc_name', '有限公司'],
  ['ebc_name', '跨境'],
  ['order_no', 'no such text'],
];

describe('a text condition', () => {
  it('finds what the scan finds, for numbers, names, quotes, wildcards, case and short texts', async () => {
    for (const [column, value] of SEARCHES) {
      const indexed = await found(column, value);
      process.env.PORTAL_TRIGRAM = '0';
      const scanned = await found(column, value);
      delete process.env.PORTAL_TRIGRAM;
      expect(indexed, `${column} like ${value}`).toEqual(scanned);
    }
    expect(await found('order_no', '20261128')).toEqual(['TXT-2026112800017', 'TXT-2026112800018']);
    expect(await found('order_no', 'abcDEF')).toEqual(['TXT-ABCdef-20']);
    expect(await found('ebc_name', '"好"')).toEqual(['TXT-2026112900019']);
  });

  it.runIf(!process.env.TEST_DATABASE)('SQLite: asks the trigram table for 3 characters or more, scans for fewer', async () => {
    await found('order_no', '20261128');
    expect(log.statements.some((statement) => statement.includes('bill_export_order_trgm'))).toBe(true);
    await found('ebc_name', '跨境');
    expect(log.statements.some((statement) => statement.includes('bill_export_order_trgm'))).toBe(false);
    process.env.PORTAL_TRIGRAM = '0';
    await found('order_no', '20261128');
    expect(log.statements.some((statement) => statement.includes('bill_export_order_trgm'))).toBe(false);
  });

  it.runIf(!process.env.TEST_DATABASE)('SQLite: a rare text becomes the ids of its bills, a common one stays a scan', async () => {
    const family = exportOrders();
    const like = (column: string, text: string) => parseTerms(family, [{ column, termType: 'like', value: text }]);
    const rare = await withTextIndex(server.db, family, like('order_no', '20261128'), 3);
    expect(rare).toMatchObject([{ op: 'in' }]);
    expect((rare[0] as { values: unknown[] }).values).toHaveLength(3);
    // More bills than the cap (3 of the 4 names hold 有限公司 here, 5 with the other company's).
    expect(await withTextIndex(server.db, family, like('ebc_name', '有限公司'), 3)).toMatchObject([{ op: 'like' }]);
    expect(await withTextIndex(server.db, family, like('ebc_name', '跨境'), 3)).toMatchObject([{ op: 'like' }]);
  });

  it.runIf(!process.env.TEST_DATABASE)("SQLite: a question reads the index once, in the rows' lane, not on the request thread", async () => {
    const family = exportOrders();
    const { portal } = server.app;
    const probes = { rows: 0, counts: 0 };
    const matching = (queries: readonly CompiledQuery[]) => queries.filter((query) => query.sql.includes('MATCH')).length;
    const sources: ListSources = {
      reader: portal.reader,
      longReads: portal.longReads,
      readRows: (queries) => ((probes.rows += matching(queries)), portal.readRows(queries)),
      readTogether: (queries) => ((probes.counts += matching(queries)), portal.readTogether(queries)),
    };
    const reads = vi.spyOn(portal.reader, 'executeQuery');
    // A text no answer was kept for; the rows first, then the total and the state counts side by side.
    const terms = [{ column: 'order_no', termType: 'like' as const, type: 'and' as const, value: '2611280' }];
    const rows = await listBills(sources, family, COMPANY, { pageIndex: 0, pageSize: 50, terms, part: 'rows' });
    const [total, counts] = await Promise.all([listBills(sources, family, COMPANY, { terms, part: 'total' }), stateCounts(sources, family, COMPANY, terms)]);
    expect((rows as unknown as { datas: Array<{ orderNo: string }> }).datas.map((row) => row.orderNo).sort()).toEqual([
      'TXT-2026112800017',
      'TXT-2026112800018',
    ]);
    expect(total).toEqual({ total: 2 });
    expect(counts.reduce((sum, count) => sum + count.count, 0)).toBe(2);
    expect(probes).toEqual({ rows: 1, counts: 0 });
    expect(reads.mock.calls.filter(([query]) => 'sql' in query && query.sql.includes('MATCH'))).toEqual([]);
    reads.mockRestore();
  });

  it('follows a bill whose number or name changed, and forgets a deleted one', async () => {
    await sql`UPDATE bill_export_order SET ebc_name = '杭州新名字贸易有限公司' WHERE order_no = 'TXT-2026112800017'`.execute(server.db);
    expect(await found('ebc_name', '新名字')).toEqual(['TXT-2026112800017']);
    expect(await found('ebc_name', '前海优品')).toEqual([]);
    await sql`UPDATE bill_export_order SET state = '10' WHERE order_no = 'TXT-2026112800018'`.execute(server.db);
    expect(await found('ebc_name', '小商品')).toEqual(['TXT-2026112800018']);
    await sql`DELETE FROM bill_export_order WHERE order_no = 'TXT-2026112800018'`.execute(server.db);
    expect(await found('order_no', '20261128')).toEqual(['TXT-2026112800017']);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')('PostgreSQL: a pg_trgm index on each searched column (lowered) serves the case-blind LIKE', async () => {
    expect(isPostgres(server.db)).toBe(true);
    const indexes = await sql<{
      indexname: string;
    }>`SELECT indexname FROM pg_indexes WHERE tablename = 'bill_export_order' AND indexdef LIKE '%gin_trgm_ops%'`.execute(server.db);
    expect(indexes.rows.length).toBe(3);
    // Few rows: the planner would scan; told not to, it must be able to use the index for the engine's own condition.
    const plan = await server.db.connection().execute(async (connection) => {
      await sql`SET enable_seqscan = off`.execute(connection);
      const explained = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN SELECT id FROM bill_export_order WHERE lower(order_no) like lower(${'%20261128%'})`.execute(connection);
      await sql`RESET enable_seqscan`.execute(connection);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on \S*order_no\S*_trgm/);
    // Built on lower(column), never the bare column: pg_trgm serves equality too, and the planner
    // took a bare column's index for lookups by business key (seconds on 100,000 orders).
    const definitions = await sql<{
      indexdef: string;
    }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'bill_export_order' AND indexdef LIKE '%gin_trgm_ops%'`.execute(server.db);
    expect(definitions.rows).toHaveLength(3);
    for (const { indexdef } of definitions.rows) expect(indexdef).toContain('USING gin (lower(');
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'PostgreSQL under LC_CTYPE C: no trigram index (it would recheck every bill for a Chinese text)',
    async () => {
      const database = await createTestDatabase();
      try {
        const family = exportOrders();
        await ensureFamilyTables(database.db, [family]);
        const indexes = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%'`.execute(database.db);
        expect(indexes.rows).toEqual([]);
      } finally {
        await database.dispose();
      }
    },
  );
});
