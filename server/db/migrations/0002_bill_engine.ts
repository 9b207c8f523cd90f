// Fixed tables of the bill engine (server/bills, server/simulator): customs receipts, the
// simulator's job queue (in the database, so that any API process may run a due step), the
// audit of batch actions, and stored files (uploads, exports, templates) kept in the database
// so that a download works whichever process answers it. The bill tables themselves are
// derived from the definitions at start (server/bills/table).
import type { UntypedDb } from '../untyped.ts';
import { isPostgres, serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  const id = serialType(db);

  await db.schema
    .createTable('receipt')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) => c.notNull())
    .addColumn('return_status', 'text', (c) => c.notNull())
    .addColumn('return_status_name', 'text', (c) => c.notNull())
    .addColumn('return_info', 'text')
    .addColumn('return_time', 'text', (c) => c.notNull())
    .addColumn('return_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipt_bill_idx').on('receipt').columns(['family', 'bill_id', 'return_at']).execute();

  await db.schema
    .createTable('simulator_job')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('expect_state', 'text', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('simulator_job_due_idx').on('simulator_job').column('due_at').execute();
  await db.schema.createIndex('simulator_job_bill_idx').on('simulator_job').columns(['family', 'bill_id']).execute();

  await db.schema
    .createTable('bill_action')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text', (c) => c.notNull())
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('acted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_action_bill_idx').on('bill_action').columns(['family', 'bill_id']).execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_file_expires_idx').on('stored_file').column('expires_at').execute();
}

export async function down(db: UntypedDb): Promise<void> {
  for (const table of ['stored_file', 'bill_action', 'simulator_job', 'receipt']) await db.schema.dropTable(table).execute();
}
