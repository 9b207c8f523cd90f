// Authorisation between companies (bill-families-and-screens.md §3.6, §4 "Authorisation", §7
// "Authorisation"; platform-and-settlement.md §6): a declaring company (the agent) asks an
// e-commerce company (the commerce company) for the right to settle foreign exchange for its bills.
// States (state list DECLARE/AuthCommerceState): to_audit → approved (agree) or not_approved
// (decline); approved → take_back (revoke). An agent may put into a settlement application only
// bills of commerce companies whose latest request to it is approved.
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('auth_commerce')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('agent_company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('agent_code', 'text', (c) => c.notNull())
    .addColumn('agent_name', 'text', (c) => c.notNull())
    .addColumn('commerce_code', 'text', (c) => c.notNull())
    .addColumn('commerce_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_commerce_agent_idx').on('auth_commerce').columns(['agent_code', 'state']).execute();
  await db.schema.createIndex('auth_commerce_commerce_idx').on('auth_commerce').columns(['commerce_code', 'state']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('auth_commerce').execute();
}
