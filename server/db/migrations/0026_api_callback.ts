// Receipt callbacks of the open API (issue 27 point 5, docs/open-api.md "Callbacks"): a key may name
// an HTTPS address (api_key.callback_url); every receipt and state change of the company's bills of
// a family the key may read becomes one callback_delivery row per such key, written in the same
// transaction as the change (an outbox: nothing is announced that did not happen, nothing that
// happened is lost). Any API process delivers what is due, claiming a row with a short lock; a
// bill's deliveries go out in id order. callback_attempt keeps each try for the 接口密钥 screen.
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema.alterTable('api_key').addColumn('callback_url', 'varchar(500)').execute();
  await db.schema
    .createTable('callback_delivery')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('family', 'varchar(60)', (c) => c.notNull())
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('business_key', 'varchar(200)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'varchar(500)')
    .execute();
  await db.schema.createIndex('callback_delivery_due_idx').on('callback_delivery').columns(['status', 'next_at']).execute();
  await db.schema.createIndex('callback_delivery_bill_idx').on('callback_delivery').columns(['key_id', 'family', 'bill_id', 'id']).execute();
  await db.schema.createIndex('callback_delivery_event_idx').on('callback_delivery').columns(['key_id', 'event_id']).unique().execute();
  await db.schema
    .createTable('callback_attempt')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('delivery_id', 'integer', (c) => c.notNull())
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('error', 'varchar(500)')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('callback_attempt_key_idx').on('callback_attempt').columns(['key_id', 'id']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('callback_attempt').execute();
  await db.schema.dropTable('callback_delivery').execute();
  await db.schema.alterTable('api_key').dropColumn('callback_url').execute();
}
