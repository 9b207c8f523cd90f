// Business statistics (issue 14; docs/statistics.md): a daily rollup of the bills a statistics
// definition counts (schemas/bills/other-statistics.ui.json), kept by triggers on the source
// bill table in the same transaction as every write (server/statistics/statistics-rollup.ts).
// One row per company, source family, tab (kind), business mode, day, customs and the tab's
// company (code, name): the count and the sums. Blank grouping values are '' (a key column is
// never null, so that the upsert finds its row). On SQLite the sums are integers of the
// definition's decimals (exact), on PostgreSQL exact numerics. The primary key leads with what
// a query fixes (company, source, kind, mode) then the day: a year is one range of it; on SQLite
// the table is WITHOUT ROWID, so the range holds the figures themselves.
import { sql } from 'kysely';
import type { UntypedDb } from '../untyped.ts';
import { isPostgres } from '../dialect.ts';

export const STATISTICS_DAILY = 'statistics_daily';
export const STATISTICS_DAILY_KEY = ['company_code', 'source', 'kind', 'mode', 'day', 'customs', 'code', 'name'] as const;

export async function up(db: UntypedDb): Promise<void> {
  let create = db.schema
    .createTable(STATISTICS_DAILY)
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('source', 'varchar(60)', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('customs', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('goods_value', 'numeric', (c) => c.notNull())
    .addColumn('gross_weight', 'numeric', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistics_daily_pk', [...STATISTICS_DAILY_KEY]);
  if (!isPostgres(db)) create = create.modifyEnd(sql`without rowid`);
  await create.execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable(STATISTICS_DAILY).execute();
}
