// The messages a bill's 报文 view shows (issue 24 point 8, docs/customs-messages/viewing.md):
// customs_message_out keeps one row per message a declare built, keyed by the message's guid (the
// guid attribute of its CEBnnnMessage root, which is also the envelope's CopMsgId and the outbox
// file's name), written in the declaring transaction beside the 签名记录 that holds its text
// (sign_record_id: the unsigned message, later the signed one). customs_message_in.message_xml
// keeps the business message of an applied receipt message, written when the reader claims its
// guid (null for messages applied before). receipt.message_guid gets an index: the receipts
// dialog asks for one message by its guid.
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('customs_message_out')
    .addColumn('guid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('message_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('sign_record_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customs_message_out_bill_idx').on('customs_message_out').columns(['family', 'bill_id']).execute();
  await db.schema.alterTable('customs_message_in').addColumn('message_xml', 'text').execute();
  // The receipts dialog shows the message a receipt came in: found by its guid, for the caller's company.
  await db.schema.createIndex('receipt_message_guid_idx').on('receipt').column('message_guid').execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropIndex('receipt_message_guid_idx').execute();
  await db.schema.alterTable('customs_message_in').dropColumn('message_xml').execute();
  await db.schema.dropTable('customs_message_out').execute();
}
