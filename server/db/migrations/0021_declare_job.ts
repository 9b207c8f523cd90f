// A batch 申报 run in the background (issue 24: a 10,000-bill declare answers at once and shows its
// progress; server/customs/declare/declare-jobs.ts). One row per job, scoped to its company and
// family: its phase, the counts a user watches (checked, sent, failed of total), what refused it
// (at most 100 bills, JSON) and, while it runs, the moment its process's lease ends — a lease that
// has passed is a process that stopped, and the job reads as interrupted.
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('declare_job')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('phase', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('refused', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .execute();
  await db.schema.createIndex('declare_job_company_idx').on('declare_job').columns(['company_code', 'family']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('declare_job').execute();
}
