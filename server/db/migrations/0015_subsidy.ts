// Subsidy (data-verification) applications (bill-families-and-screens.md §3.5, §4, §5, §7
// "Subsidy and reward", §9; issue 14; docs/subsidy.md). Every row belongs to one company
// (company_code) and every query is scoped to it.
// - subsidy_import: one waybill import (import_no, unique): its state (running, done, failed),
//   the rows read so far and the rows in the sheet, the row-numbered errors (JSON text, at most
//   100) with their count, and the application that used it (used_by; one import feeds at most one
//   application).
// - subsidy_bill: the imported waybill rows (all of an import are stored in one transaction, or
//   none). Gross weight is an exact decimal text, never floating point.
// - subsidy_apply: an application (the apply fields of §3.5), its state SUBSIDY/SubsidyApplyState
//   (wait_audit → audit → approved) and when the verification simulator takes its next step
//   (due_at; null: nothing due).
// - subsidy_apply_company: the receiving companies bound to an application.
// - subsidy_result: the verification result rows of an approved application (the fields of the
//   reward detail forms L10-1, L10-2, L11-1, L11-2; gross weight exact decimal text).
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  const id = serialType(db);
  await db.schema
    .createTable('subsidy_import')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('import_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('rows_read', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer')
    .addColumn('error_count', 'integer', (c) => c.notNull())
    .addColumn('errors', 'text')
    .addColumn('message', 'text')
    .addColumn('used_by', 'integer')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subsidy_import_company_idx').on('subsidy_import').columns(['company_code', 'state']).execute();
  await db.schema
    .createTable('subsidy_bill')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('import_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('pay_company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rec_company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bill_no', 'varchar(37)', (c) => c.notNull())
    .addColumn('take_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('flight_no', 'varchar(10)', (c) => c.notNull())
    .addColumn('flight_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('gross_weight', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subsidy_bill_import_idx').on('subsidy_bill').columns(['company_code', 'import_no', 'row_no']).execute();
  await db.schema
    .createTable('subsidy_apply')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('apply_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('company_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('ck_start_time', 'varchar(10)', (c) => c.notNull())
    .addColumn('ck_end_time', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('import_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('bill_count', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('due_at', 'bigint')
    .addColumn('apply_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subsidy_apply_company_idx').on('subsidy_apply').columns(['company_code', 'apply_type', 'state']).execute();
  await db.schema.createIndex('subsidy_apply_due_idx').on('subsidy_apply').columns(['due_at']).execute();
  await db.schema
    .createTable('subsidy_apply_company')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('subsidy_id', 'integer', (c) => c.notNull().references('subsidy_apply.id').onDelete('cascade'))
    .addColumn('rec_company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('rec_company_name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subsidy_apply_company_idx2').on('subsidy_apply_company').columns(['subsidy_id']).execute();
  await db.schema
    .createTable('subsidy_result')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('subsidy_id', 'integer', (c) => c.notNull().references('subsidy_apply.id').onDelete('cascade'))
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('app_time', 'varchar(19)')
    .addColumn('take_time', 'varchar(19)')
    .addColumn('bill_no', 'varchar(37)')
    .addColumn('voy_no', 'varchar(10)')
    .addColumn('subcl_num', 'integer')
    .addColumn('gross_weight', 'varchar(40)')
    .addColumn('decl_no', 'varchar(18)')
    .addColumn('road_no', 'varchar(20)')
    .addColumn('notes', 'text')
    .execute();
  await db.schema.createIndex('subsidy_result_subsidy_idx').on('subsidy_result').columns(['subsidy_id', 'row_no']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('subsidy_result').execute();
  await db.schema.dropTable('subsidy_apply_company').execute();
  await db.schema.dropTable('subsidy_apply').execute();
  await db.schema.dropTable('subsidy_bill').execute();
  await db.schema.dropTable('subsidy_import').execute();
}
