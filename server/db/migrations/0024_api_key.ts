// Keys of the open API (issue 27, docs/open-api.md): one row per key, scoped to its company. The
// key id travels in every signed request; the secret is never stored in the clear — it is kept
// encrypted (AES-256-GCM under the server's key-encryption key, server/open-api/key-vault.ts)
// because checking an HMAC needs it, plus its SHA-256 for a fingerprint and to prove a decryption.
// api_nonce remembers the nonces of the last 10 minutes: its primary key makes "used once" hold
// across processes and racing requests.
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('api_key')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('secret_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_key_company_idx').on('api_key').columns(['company_code']).execute();
  await db.schema
    .createTable('api_nonce')
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_nonce_pk', ['key_id', 'nonce'])
    .execute();
  await db.schema.createIndex('api_nonce_used_idx').on('api_nonce').columns(['used_at']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('api_nonce').execute();
  await db.schema.dropTable('api_key').execute();
}
