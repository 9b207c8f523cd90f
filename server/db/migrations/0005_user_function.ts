// Common functions (bill-families-and-screens.md §2 /commonFun, §7 saveFunctions): the home
// page's shortcuts each user chose. One row per chosen entry, in the order chosen; the entry is
// the wire id (a module id, or the change-password entry). A user without rows has not chosen
// yet and gets the default. Entries are checked against the user's menu on every read, so a
// module taken away later simply stops showing.
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('user_function')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('function_id', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_function_pk', ['user_id', 'function_id'])
    .execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('user_function').execute();
}
