// Receipt messages read from the customs inbox (issue 24 point 6, docs/customs-messages/transfer.md):
// customs_message_in keeps one row per applied message, keyed by the message's guid (the guid
// attribute of its CEBnnnMessage root, upper case). The reader inserts the row first, in the
// transaction that applies the message, with ON CONFLICT DO NOTHING: of two readers (two API
// processes) holding copies of one message, exactly one inserts and applies it; the other finds
// the key taken and quarantines its copy as a duplicate. receipt.message_guid names the message a
// receipt came in (null for the simulator's receipts and those stored before).
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('customs_message_in')
    .addColumn('guid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('message_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('cop_msg_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('receipts', 'integer', (c) => c.notNull())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('receipt').addColumn('message_guid', 'varchar(64)').execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.alterTable('receipt').dropColumn('message_guid').execute();
  await db.schema.dropTable('customs_message_in').execute();
}
