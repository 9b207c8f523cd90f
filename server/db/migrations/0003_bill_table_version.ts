// A version per bill table and company, raised by the database itself (triggers made with each
// family table, server/bills/table/version-triggers.ts) on every insert, update or delete of a
// bill header, whoever writes it: this process, another portal process, the customs simulator,
// `npm run seed`. A list answer or state count computed at one version is still the truth while
// the version has not moved (server/bills/list/list-memo.ts).
import type { UntypedDb } from '../untyped.ts';
import { sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('bill_table_version')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bill_table_version_pk', ['table_name', 'company_code'])
    .execute();
  if (isPostgres(db)) {
    // One function serves every bill table: the table's name is the trigger's argument.
    await sql`
      CREATE OR REPLACE FUNCTION bill_table_version_bump() RETURNS trigger AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          INSERT INTO bill_table_version (table_name, company_code, version) VALUES (TG_ARGV[0], OLD.company_code, 1)
          ON CONFLICT (table_name, company_code) DO UPDATE SET version = bill_table_version.version + 1;
        END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.company_code IS DISTINCT FROM OLD.company_code) THEN
          INSERT INTO bill_table_version (table_name, company_code, version) VALUES (TG_ARGV[0], NEW.company_code, 1)
          ON CONFLICT (table_name, company_code) DO UPDATE SET version = bill_table_version.version + 1;
        END IF;
        RETURN NULL;
      END
      $$ LANGUAGE plpgsql`.execute(db);
  }
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('bill_table_version').execute();
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS bill_table_version_bump()`.execute(db);
}
