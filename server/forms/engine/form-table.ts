// An engine form's table, derived from its definition as a bill family's is (server/bills/table):
// created at start when missing, and migrated additively — a field added to the form becomes a new
// nullable column, nothing is dropped or retyped. One row per company (a unique company_code),
// with the engine's own columns (core/forms ENGINE_FORM_COLUMNS): state, version, times. A new-record
// form (record new) has a row per submit: its company, its sender and its time.
import { serialType } from '../../db/dialect.ts';
import type { UntypedDb } from '../../db/untyped.ts';
import { columnBound, columnType } from '../../bills/table/column-types.ts';
import { ensureTable, readExistingTables, tolerant } from '../../bills/table/ensure-tables.ts';
import type { EngineForm } from './engine-form.ts';

/** A new-record form's table: one row per submit, with who sent it and when. */
function createNewRecordTable(db: UntypedDb, form: EngineForm) {
  let create = db.schema
    .createTable(form.table)
    .ifNotExists()
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull());
  for (const field of form.fields) create = create.addColumn(field.column, columnType(field), columnBound(field));
  return create.execute();
}

function createFormTable(db: UntypedDb, form: EngineForm) {
  if (form.record === 'new') return createNewRecordTable(db, form);
  let create = db.schema
    .createTable(form.table)
    .ifNotExists()
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
  for (const field of form.fields) create = create.addColumn(field.column, columnType(field), columnBound(field));
  return create.execute();
}

/** Creates or additively migrates the engine forms' tables; answers the columns added (table.column). */
export async function ensureFormTables(db: UntypedDb, forms: readonly EngineForm[]): Promise<string[]> {
  const existing = await readExistingTables(db);
  const added: string[] = [];
  for (const form of forms) {
    added.push(...(await ensureTable(db, existing, form.table, () => createFormTable(db, form), form.fields)));
    // The reviewer's poll looks for records in one state since some time; a company's new records by company.
    const index =
      form.record === 'new'
        ? { name: `${form.table}_company_idx`, columns: ['company_code'] }
        : { name: `${form.table}_state_idx`, columns: ['state', 'updated_at'] };
    await tolerant(() => db.schema.createIndex(index.name).ifNotExists().on(form.table).columns(index.columns).execute());
  }
  return added;
}
