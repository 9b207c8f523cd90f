// One way to change state (issue 22; docs/security.md "Rules that hold under parallel requests").
// A rule checked by reading holds only if the write re-checks it. Every feature's state change
// goes through these few functions:
// - `lockRows` reads the rows a change depends on and, on PostgreSQL, holds them (FOR UPDATE, in
//   id order so two requests never wait on each other in a circle) until the transaction ends;
// - `changeState` / `deleteInState` write only the rows still in the expected state (compare and
//   set), count what they touched, and refuse naming the records that lost;
// - `serialise` makes a check-then-insert (no row exists yet to lock) wait for the other request
//   of the same key, e.g. one company's applications of one type.
// SQLite has one writer per database, so transactions there never interleave and the row and key
// locks are no-ops; the compare-and-set still runs on both and is what the race suite checks.
import { sql, type SelectQueryBuilder } from 'kysely';
import { isPostgres } from './dialect.ts';
import type { UntypedDb } from './untyped.ts';

/** Any Kysely database or transaction, typed or not. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- accepts every typed Kysely and its transactions
type AnyDb = { getExecutor(): any };

function untyped(db: AnyDb): UntypedDb {
  return db as unknown as UntypedDb;
}

/**
 * The rows of `query` with their locks held until the transaction ends (PostgreSQL), read in id
 * order. The query must select from one table whose key column is `key`.
 */
export async function lockRows<DB, TB extends keyof DB, O>(db: AnyDb, query: SelectQueryBuilder<DB, TB, O>, key = 'id'): Promise<O[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key column is the caller's, checked by the database
  let ordered = query.orderBy(key as any);
  if (isPostgres(untyped(db))) ordered = ordered.forUpdate();
  return ordered.execute();
}

/**
 * Waits until no other transaction holds `key`, and holds it until this one ends (a PostgreSQL
 * transaction-level advisory lock on the key's 64-bit hash). For a check that reads the absence of
 * rows before inserting one (no row lock can guard what does not exist yet).
 */
export async function serialise(db: AnyDb, ...key: readonly (string | number)[]): Promise<void> {
  if (!isPostgres(untyped(db))) return;
  const text = key.map(String).join('\u001f');
  await sql`select pg_advisory_xact_lock(hashtextextended(${text}, 0))`.execute(untyped(db));
}

export interface StateChange {
  table: string;
  /** The rows' keys, in the column `key` (default `id`). */
  ids: readonly number[];
  key?: string;
  /** Conditions every row must meet besides its id, e.g. `{ company_code: 'X' }`. */
  scope?: Readonly<Record<string, string | number>>;
  /** The state column (default `state`). */
  column?: string;
  /** The states the change was checked in. */
  from: readonly string[];
  /** The new values, the new state among them. */
  set: Readonly<Record<string, unknown>>;
  /** The refusal when some rows were no longer in `from` (or gone): gets their ids. */
  lost: (ids: number[]) => Error | Promise<Error>;
}

function idsOf(rows: readonly Record<string, unknown>[], key: string): Set<number> {
  return new Set(rows.map((row) => Number(row[key])));
}

/**
 * Updates the rows of `ids` that are still in a state of `from` (and in scope); when any of them
 * is not, the whole change is refused with `lost(those ids)` (the caller's transaction then rolls
 * back whatever it wrote before). Answers the ids, once each.
 */
export async function changeState(db: AnyDb, change: StateChange): Promise<number[]> {
  const ids = [...new Set(change.ids)];
  const changed = new Set(await moveWhereStill(db, change));
  if (changed.size !== ids.length) throw await change.lost(ids.filter((id) => !changed.has(id)));
  return ids;
}

/** Deletes the rows of `ids` still in a state of `from`, or none of them (as `changeState`). */
export async function deleteInState(db: AnyDb, change: Omit<StateChange, 'set'>): Promise<number[]> {
  const ids = [...new Set(change.ids)];
  if (ids.length === 0) return ids;
  const key = change.key ?? 'id';
  let query = untyped(db)
    .deleteFrom(change.table)
    .where(key, 'in', ids)
    .where(change.column ?? 'state', 'in', [...change.from]);
  for (const [column, value] of Object.entries(change.scope ?? {})) query = query.where(column, '=', value);
  const deleted = idsOf(await query.returning(key).execute(), key);
  if (deleted.size !== ids.length) throw await change.lost(ids.filter((id) => !deleted.has(id)));
  return ids;
}

/**
 * For the parties outside the portal (the bank, customs, a reviewer): moves those rows of `ids`
 * that are still in a state of `from`, silently leaving the ones a user moved meanwhile (a revoked
 * application is not decided). Answers the ids it moved.
 */
export async function moveWhereStill(db: AnyDb, change: Omit<StateChange, 'lost'>): Promise<number[]> {
  const ids = [...new Set(change.ids)];
  if (ids.length === 0) return ids;
  const key = change.key ?? 'id';
  let query = untyped(db)
    .updateTable(change.table)
    .set(change.set)
    .where(key, 'in', ids)
    .where(change.column ?? 'state', 'in', [...change.from]);
  for (const [column, value] of Object.entries(change.scope ?? {})) query = query.where(column, '=', value);
  return [...idsOf(await query.returning(key).execute(), key)];
}
