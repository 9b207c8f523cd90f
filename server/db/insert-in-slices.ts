// Inserting many rows at once, in slices: SQLite binds at most 32,766 values in a statement, so a
// 10,000-bill batch (ten values a row) goes in several INSERTs of the same transaction.
import type { UntypedDb } from './untyped.ts';

/** Any Kysely database or transaction, typed or not. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- accepts every typed Kysely and its transactions
type AnyDb = { getExecutor(): any };

/** Bound values a slice may hold, well under SQLite's 32,766. */
const VALUES_PER_STATEMENT = 10_000;

/** Inserts `rows` into `table`, as many rows a statement as keep it under the bound-value limit. */
export async function insertInSlices(db: AnyDb, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, ...rows.slice(0, 10).map((row) => Object.keys(row).length));
  const perSlice = Math.max(1, Math.floor(VALUES_PER_STATEMENT / columns));
  const untyped = db as unknown as UntypedDb;
  for (let start = 0; start < rows.length; start += perSlice) {
    // Between two slices other requests get a turn (their reads do not wait for this transaction).
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await untyped
      .insertInto(table)
      .values(rows.slice(start, start + perSlice) as Record<string, unknown>[])
      .execute();
  }
}
