// What the tables kept by triggers share (the statistics' daily rollup, a family's state-count
// tally): the SQL text of names and literals taken from definitions (never from a request), short
// hashes that name triggers after what they were made from, and the triggers a table has.
// Trigger bodies cannot take bound parameters, so their text is written out here; every name
// passes `ident`, which accepts only the snake_case identifiers the definitions produce.
import { sql } from 'kysely';
import type { UntypedDb, UntypedTransaction } from './untyped.ts';

export type AnyDb = UntypedDb | UntypedTransaction;

/** A quoted SQL string literal of a definition's value (not a request's). */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A quoted identifier; refuses anything but a lower-case snake_case name. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`不是有效的列名或表名 ${name}`);
  return `"${name}"`;
}

/** FNV-1a of `text`, base 36: a short, stable suffix for names derived from a shape. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The triggers on `table` whose names start with `prefix`. */
export async function triggersOn(db: AnyDb, table: string, prefix: string, postgres: boolean): Promise<string[]> {
  const rows = postgres
    ? await sql<{ name: string }>`select tgname as name from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(db);
  return rows.rows.map((row) => row.name).filter((name) => name.startsWith(prefix));
}

/** Drops the named triggers of `table`. */
export async function dropTriggers(db: AnyDb, table: string, names: readonly string[], postgres: boolean): Promise<void> {
  for (const name of names) {
    await sql.raw(postgres ? `drop trigger if exists ${ident(name)} on ${ident(table)}` : `drop trigger if exists ${ident(name)}`).execute(db);
  }
}

/** Whether an error says another process starting at the same moment made the same thing first. */
export function madeByAnother(error: unknown): boolean {
  return /already exists|unique constraint "pg_(proc|type|trigger|class)_/i.test(String((error as Error)?.message ?? error));
}
