// The form engine's shared tables (issue 25 point 1; docs/forms.md "表单引擎"). Each engine form's
// records live in a table derived from its definition at start (server/forms/engine/form-table.ts,
// like a bill family's); what every form has alike lives here, keyed by the form's id and the
// record's id:
// - form_file: the attachments of a record (a stored file's uri and name, its file type: a code of
//   the attachments section's type dictionary), scoped to the company;
// - form_history: the approval history of a record (who, when, the state it moved to, the opinion).
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  const id = serialType(db);
  await db.schema
    .createTable('form_file')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('form', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_uri', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_file_record_idx').on('form_file').columns(['form', 'record_id']).execute();
  await db.schema
    .createTable('form_history')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('form', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('operation_time', 'bigint', (c) => c.notNull())
    .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('opinion', 'varchar(1000)')
    .addColumn('note', 'varchar(1000)')
    .execute();
  await db.schema.createIndex('form_history_record_idx').on('form_history').columns(['form', 'record_id']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('form_history').execute();
  await db.schema.dropTable('form_file').execute();
}
