// The triggers that raise a bill table's version for the company of each header written
// (migration 0003_bill_table_version): made with the table, on SQLite and PostgreSQL alike.
// Table names come from the definitions through headTableName (lower-case letters, digits and
// underscores), never from a request, and are quoted as identifiers.
import { sql } from 'kysely';
import type { UntypedDb } from '../../db/untyped.ts';
import { isPostgres } from '../../db/dialect.ts';

const EVENTS = [
  { name: 'insert', event: 'INSERT', rows: ['NEW'] },
  { name: 'update', event: 'UPDATE', rows: ['OLD', 'NEW'] },
  { name: 'delete', event: 'DELETE', rows: ['OLD'] },
] as const;

function bump(table: string, row: 'OLD' | 'NEW') {
  return sql`INSERT INTO bill_table_version (table_name, company_code, version) VALUES (${sql.lit(table)}, ${sql.raw(row)}.company_code, 1)
    ON CONFLICT (table_name, company_code) DO UPDATE SET version = version + 1;`;
}

/** Every trigger's name in the database (to skip, at start, what is already made). */
export async function triggerNames(db: UntypedDb): Promise<Set<string>> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`select tgname as name from pg_trigger where not tgisinternal`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db);
  return new Set(rows.rows.map((row) => row.name));
}

/** Creates the version triggers of a head table if they are missing (`existing`: the triggers known to be made). */
export async function ensureVersionTriggers(
  db: UntypedDb,
  table: string,
  tolerant: (work: () => Promise<unknown>) => Promise<void>,
  existing: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (isPostgres(db)) {
    if (existing.has(`${table}_version`)) return;
    await tolerant(() =>
      sql`CREATE TRIGGER ${sql.id(`${table}_version`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION bill_table_version_bump(${sql.lit(table)})`.execute(db),
    );
    return;
  }
  for (const { name, event, rows } of EVENTS) {
    if (existing.has(`${table}_version_${name}`)) continue;
    const body = sql.join(
      rows.map((row) => bump(table, row)),
      sql.raw(' '),
    );
    await sql`CREATE TRIGGER IF NOT EXISTS ${sql.id(`${table}_version_${name}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN ${body} END`.execute(db);
  }
}
