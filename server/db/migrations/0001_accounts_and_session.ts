// Companies, users, menu and grants, and everything the session needs (captchas, refresh
// tokens, single sign-on ids, login attempts, shared secrets). Runs unchanged on SQLite and
// PostgreSQL; ids are the only dialect-specific type.
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  const id = serialType(db);

  await db.schema
    .createTable('company')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('login_name', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('company.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('app_user_company_idx').on('app_user').column('company_id').execute();

  await db.schema
    .createTable('module')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('module.id'))
    .addColumn('module_key', 'text', (c) => c.notNull().unique())
    .addColumn('uri', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('module_button')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('module.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addUniqueConstraint('module_button_module_code_uq', ['module_id', 'code'])
    .execute();

  await db.schema
    .createTable('user_module')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('module.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_module_pk', ['user_id', 'module_id'])
    .execute();

  await db.schema
    .createTable('user_button')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('module_button_id', 'integer', (c) => c.notNull().references('module_button.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_button_pk', ['user_id', 'module_button_id'])
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('captcha_expires_idx').on('captcha').column('expires_at').execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('refresh_token_user_idx').on('refresh_token').column('user_id').execute();

  await db.schema
    .createTable('sso_jti')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('login_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempt_name_idx').on('login_attempt').columns(['login_name', 'attempted_at']).execute();
  await db.schema.createIndex('login_attempt_ip_idx').on('login_attempt').columns(['ip', 'attempted_at']).execute();
  await db.schema.createIndex('login_attempt_at_idx').on('login_attempt').column('attempted_at').execute();

  await db.schema
    .createTable('server_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dictionary_item')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('dic_code', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addUniqueConstraint('dictionary_item_code_value_uq', ['dic_code', 'value'])
    .execute();

  await db.schema
    .createTable('state_option')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('state_name', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addUniqueConstraint('state_option_mode_type_state_uq', ['mode', 'bill_type', 'state'])
    .execute();
}

export async function down(db: UntypedDb): Promise<void> {
  const tables = [
    'state_option',
    'dictionary_item',
    'server_setting',
    'login_attempt',
    'sso_jti',
    'refresh_token',
    'captcha',
    'user_button',
    'user_module',
    'module_button',
    'module',
    'app_user',
    'company',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
