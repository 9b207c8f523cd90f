// Idempotent calls of the open API (issue 27 point 3, server/open-api/idempotency.ts): one row per
// key and Idempotency-Key. The primary key makes the first call claim it, across processes and
// racing retries; the row keeps what the request was (method, path and the body's digest) and,
// once done, the answer a retry gets instead of the work being done twice. Kept a day.
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('api_idempotency')
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_idempotency_pk', ['key_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('api_idempotency_created_idx').on('api_idempotency').columns(['created_at']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('api_idempotency').execute();
}
