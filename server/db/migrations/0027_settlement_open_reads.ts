// The open API's settlement states (issue 27, server/routes/open-api-settlement-routes.ts) read a
// company's applications by number and "changed since" in update order; these two indexes let
// both walk the company's rows in that order instead of reading all of them (migration 0010 had
// only company + state and the bank's due time).
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema.createIndex('settlement_declare_changed_idx').on('settlement_declare').columns(['company_code', 'update_time', 'id']).execute();
  await db.schema.createIndex('settlement_declare_no_idx').on('settlement_declare').columns(['company_code', 'declare_no']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropIndex('settlement_declare_no_idx').execute();
  await db.schema.dropIndex('settlement_declare_changed_idx').execute();
}
