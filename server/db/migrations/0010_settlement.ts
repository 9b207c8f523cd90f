// Foreign-exchange settlement applications (platform-and-settlement.md §3.3, §3.5, §4.1; issue 13;
// docs/settlement-server.md):
// - settlement_declare: one application of an agent company (company_code) for one commerce
//   company (ebc_code) and one trade direction (ie_type EXP or IMP). Money columns are exact
//   decimal texts (total_amount, already_amount), never floating point. States DECLARE/DeclareApplyState.
//   review_due_at: when the bank review simulator takes its next step (null: nothing due).
// - settlement_bill: the released inventories attached to an application, with the amount each
//   contributes (decimal text). A bill is in at most one live application: unique (family, bill_id);
//   the rows go when the application is deleted, revoked or not approved.
// - settlement_verification: write-offs (§2.7, §4.2) of an approved application: an exact amount,
//   states DECLARE/DeclareVerificationState; the application's already_amount is the sum of its
//   approved write-offs.
// - settlement_revoke: the cancellation history (§3.5) of applications (kind declare) and of
//   write-offs (kind verification).
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  const id = serialType(db);
  await db.schema
    .createTable('settlement_declare')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('agent_name', 'text', (c) => c.notNull())
    .addColumn('ebc_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('ebc_name', 'text', (c) => c.notNull())
    .addColumn('ie_type', 'varchar(3)', (c) => c.notNull())
    .addColumn('bank_code', 'varchar(20)')
    .addColumn('bank_name', 'text')
    .addColumn('note', 'text')
    .addColumn('declare_no', 'varchar(30)')
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('total_amount', 'varchar(64)', (c) => c.notNull())
    .addColumn('total_count', 'integer', (c) => c.notNull())
    .addColumn('already_amount', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)')
    .addColumn('audit_opinion', 'text')
    .addColumn('review_due_at', 'bigint')
    .addColumn('app_time', 'varchar(19)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settlement_declare_company_idx').on('settlement_declare').columns(['company_code', 'state']).execute();
  await db.schema.createIndex('settlement_declare_due_idx').on('settlement_declare').columns(['review_due_at']).execute();
  await db.schema
    .createTable('settlement_bill')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('declare_id', 'integer', (c) => c.notNull().references('settlement_declare.id').onDelete('cascade'))
    .addColumn('family', 'varchar(60)', (c) => c.notNull())
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)')
    .execute();
  await db.schema.createIndex('settlement_bill_unique').on('settlement_bill').columns(['family', 'bill_id']).unique().execute();
  await db.schema.createIndex('settlement_bill_declare_idx').on('settlement_bill').columns(['declare_id']).execute();
  await db.schema
    .createTable('settlement_verification')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('declare_id', 'integer', (c) => c.notNull().references('settlement_declare.id').onDelete('cascade'))
    .addColumn('amount', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('audit_opinion', 'text')
    .addColumn('review_due_at', 'bigint')
    .addColumn('app_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settlement_verification_company_idx').on('settlement_verification').columns(['company_code', 'state']).execute();
  await db.schema.createIndex('settlement_verification_declare_idx').on('settlement_verification').columns(['declare_id']).execute();
  await db.schema
    .createTable('settlement_revoke')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('declare_no', 'varchar(30)')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('agent_name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text')
    .addColumn('total_count', 'integer', (c) => c.notNull())
    .addColumn('total_amount', 'varchar(64)', (c) => c.notNull())
    .addColumn('audit_opinion', 'text')
    .addColumn('state_name', 'text', (c) => c.notNull())
    .addColumn('app_time', 'varchar(19)')
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settlement_revoke_company_idx').on('settlement_revoke').columns(['company_code', 'kind']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('settlement_revoke').execute();
  await db.schema.dropTable('settlement_verification').execute();
  await db.schema.dropTable('settlement_bill').execute();
  await db.schema.dropTable('settlement_declare').execute();
}
