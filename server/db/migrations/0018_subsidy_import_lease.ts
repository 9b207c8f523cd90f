// A waybill import is held by a lease (issue 22 point 7, docs/subsidy.md "The import"):
// subsidy_import.lease_until (epoch ms) is pushed forward every second by the process that runs
// the import; once it has passed, that process is gone (killed, crashed, stopped) and a new import
// of the company takes the stale one over (marks it failed) instead of waiting. At most one import
// of a company runs at a time, enforced by a unique index over the running rows, so two starts in
// two API processes cannot both run. Imports left running before this migration get no lease
// (null): they read as stale at once. Where a company has several running rows (two starts that
// raced before the index existed), all but the newest are marked failed so the index can be built.
import { sql } from 'kysely';
import type { UntypedDb } from '../untyped.ts';

const INTERRUPTED = '导入已中断，请重新导入';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema.alterTable('subsidy_import').addColumn('lease_until', 'bigint').execute();
  await sql`
    update subsidy_import set state = 'failed', message = ${INTERRUPTED}
    where state = 'running'
      and id < (select max(newer.id) from subsidy_import newer where newer.company_code = subsidy_import.company_code and newer.state = 'running')
  `.execute(db);
  await sql`create unique index subsidy_import_running_idx on subsidy_import (company_code) where state = 'running'`.execute(db);
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropIndex('subsidy_import_running_idx').execute();
  await db.schema.alterTable('subsidy_import').dropColumn('lease_until').execute();
}
