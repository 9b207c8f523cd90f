// The company's own records (bill-families-and-screens.md §3.9, §3.10, §7 "Company filing"):
// - company_filing: one filing per company. Its fields are those of the form definition
//   schemas/forms/enterprise.schema.json, kept as one JSON document (`data`) so that the
//   definition, not this migration, says what a filing holds; approve_state and the authorisation
//   code are columns because the server decides on them (locking, the bill gate, the code dialog).
// - company_file: the filing's attachments (a stored_file each, with its file type).
// - company_approval_record: each step of the filing's review (time, reviewer, state, opinion, note).
// - company_setting: the company's parameters (type, code, value), §3.10.
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  const id = serialType(db);
  await db.schema
    .createTable('company_filing')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('approve_state', 'text', (c) => c.notNull())
    .addColumn('auth_code', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('company_file')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('file_uri', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_file_company_idx').on('company_file').column('company_id').execute();

  await db.schema
    .createTable('company_approval_record')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('operation_time', 'bigint', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('company_approval_company_idx').on('company_approval_record').columns(['company_id', 'operation_time']).execute();

  await db.schema
    .createTable('company_setting')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_setting_company_idx').on('company_setting').columns(['company_id', 'type', 'code']).unique().execute();
}

export async function down(db: UntypedDb): Promise<void> {
  for (const table of ['company_setting', 'company_approval_record', 'company_file', 'company_filing']) {
    await db.schema.dropTable(table).execute();
  }
}
