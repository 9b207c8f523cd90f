// What the hardening issue needs in the database (docs/security.md):
// - session: one row per sign-in; access tokens name it (claim sid) and every authenticated call
//   checks it is alive, so logout, theft detection and freezing end a session at once, in every
//   API process. Refresh tokens belong to a session (the "family" rotated from one sign-in).
// - rate_counter: fixed-window counters taken with one atomic statement (check and count in
//   one step): failed logins, captchas per address, upload quotas.
// - captcha.ip: who asked, for the per-address captcha limit.
// - stored_file.location: where the bytes of a file are when they are not in the row (a file
//   under PORTAL_FILES_DIR), so uploads do not grow the SQLite file.
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();

  await db.schema.alterTable('refresh_token').addColumn('session_id', 'text').execute();
  await db.schema.createIndex('refresh_token_session_idx').on('refresh_token').column('session_id').execute();

  await db.schema
    .createTable('rate_counter')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_counter_window_idx').on('rate_counter').column('window_start').execute();

  await db.schema.alterTable('captcha').addColumn('ip', 'text').execute();
  await db.schema.createIndex('captcha_ip_idx').on('captcha').columns(['ip', 'expires_at']).execute();

  await db.schema.alterTable('stored_file').addColumn('location', 'text').execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.alterTable('stored_file').dropColumn('location').execute();
  await db.schema.dropIndex('captcha_ip_idx').execute();
  await db.schema.alterTable('captcha').dropColumn('ip').execute();
  await db.schema.dropTable('rate_counter').execute();
  await db.schema.dropIndex('refresh_token_session_idx').execute();
  await db.schema.alterTable('refresh_token').dropColumn('session_id').execute();
  await db.schema.dropTable('session').execute();
}
