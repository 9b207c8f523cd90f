// List answers and state counts kept while they are still the truth. A list's cost is its exact
// total (count(*) over every matching bill: ~15 ms on a million export orders, where the page
// itself takes ~1 ms), paid again by every user of the company who opens, refreshes or returns
// to the same list. Each answer is kept with the version of its bill table for the caller's
// company (bill_table_version, raised by triggers on every header written, by any process) and
// reused while that version has not moved: one indexed lookup instead of the queries.
// Display names (dictionaries, state names) are not versioned: an answer is kept at most
// MAX_AGE_MS, so a changed dictionary name shows within that time. Bounded (least recently used
// go first), per process and per database (a test process may open several).
import type { PortalDb } from '../../db/connect.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import type { Condition } from '../query/terms.ts';

export const MAX_ENTRIES = 2_000;
export const MAX_AGE_MS = 60_000;

interface Entry {
  version: number;
  at: number;
  value: unknown;
}

const memos = new WeakMap<object, Map<string, Entry>>();

/** The conditions as a key: column, operator and value(s) of each, in order. */
export function conditionsKey(conditions: readonly Condition[]): unknown[] {
  return conditions.map((condition) => [condition.field.column, condition.op, 'values' in condition ? condition.values : 'pattern' in condition ? condition.pattern : condition.value]);
}

/** The current version of a family's bill table for a company (0 before its first bill). */
export async function tableVersion(db: PortalDb, family: BillFamily, companyCode: string): Promise<number> {
  const row = await dynamicDb(db)
    .selectFrom('bill_table_version')
    .select('version')
    .where('table_name', '=', family.headTable)
    .where('company_code', '=', companyCode)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The answer of `compute` for this request, reused while the family's bills of the company are
 * unchanged. `request` must hold everything the answer depends on besides the bills (terms,
 * sorts, paging); the caller's company and the family are added to the key here.
 */
export async function remembered<T>(db: PortalDb, family: BillFamily, companyCode: string, kind: string, request: unknown, compute: () => Promise<T>): Promise<T> {
  const key = JSON.stringify([family.definition.family, companyCode, kind, request]);
  // The version is read before the answer is made: a write that lands meanwhile raises it, so
  // the answer is kept under the older version and the next request makes it anew.
  const version = await tableVersion(db, family, companyCode);
  let entries = memos.get(db);
  if (!entries) memos.set(db, (entries = new Map()));
  const now = Date.now();
  const known = entries.get(key);
  if (known && known.version === version && now - known.at < MAX_AGE_MS) {
    entries.delete(key);
    entries.set(key, known);
    return known.value as T;
  }
  const value = await compute();
  entries.delete(key);
  entries.set(key, { version, at: now, value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}
