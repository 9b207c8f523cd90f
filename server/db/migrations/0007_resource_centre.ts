// The company's one resource-centre account (bill-families-and-screens.md §2 "Upgrade wizard",
// §7 /agreement/createRs; docs/agreement.md): created once by the main account, named by the
// company's unified social credit code, its initial password kept as a scrypt hash. One row per
// company (the primary key), so a second creation cannot slip in even when two arrive together.
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('resource_centre_account')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('login_name', 'text', (c) => c.notNull())
    .addColumn('biz_reg_no', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('agreement_version', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('resource_centre_account').execute();
}
