// List answers and state counts kept while they are still the truth. A list's cost is its exact
// total (count(*) over every matching bill: ~15 ms on a million export orders, where the page
// itself takes ~1 ms), paid again by every user of the company who opens, refreshes or returns
// to the same list. Each answer is kept with the version of its bill table for the caller's
// company (bill_table_version, raised by triggers on every header written, by any process) and
// reused while that version has not moved: one indexed lookup instead of the queries.
// Display names (dictionaries, state names) are not versioned: an answer is kept at most
// MAX_AGE_MS, so a changed dictionary name shows within that time. Bounded in entries and in
// bytes (the answers' JSON size; least recently used go first), per process and per database (a
// test process may open several): 2,000 pages of 500 rows would otherwise be a gigabyte.
import type { PortalDb } from '../../db/connect.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import type { Condition } from '../query/terms.ts';

export const MAX_ENTRIES = 2_000;
export const MAX_BYTES = 32 * 1024 * 1024;
export const MAX_AGE_MS = 60_000;

interface Entry {
  version: number;
  at: number;
  value: unknown;
  bytes: number;
}

interface Memo {
  entries: Map<string, Entry>;
  /** Answers being made, by key and version: the same question asked meanwhile waits for it. */
  making: Map<string, Promise<unknown>>;
  bytes: number;
}

const memos = new WeakMap<object, Memo>();

/** The memory an entry holds, near enough: its answer's JSON (UTF-16) and its key. */
function sizeOf(key: string, value: unknown): number {
  return 2 * (key.length + (JSON.stringify(value)?.length ?? 0));
}

function forget(memo: Memo, key: string): void {
  const known = memo.entries.get(key);
  if (!known) return;
  memo.entries.delete(key);
  memo.bytes -= known.bytes;
}

/** What the memos of a database hold (tests check the bound). */
export function memoFootprint(db: PortalDb): { entries: number; bytes: number } {
  const memo = memos.get(db);
  return { entries: memo?.entries.size ?? 0, bytes: memo?.bytes ?? 0 };
}

/** The conditions as a key: column, operator and value(s) of each, in order. */
export function conditionsKey(conditions: readonly Condition[]): unknown[] {
  return conditions.map((condition) => [
    condition.field.column,
    condition.op,
    'values' in condition ? condition.values : 'pattern' in condition ? condition.pattern : condition.value,
  ]);
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
export async function remembered<T>(
  db: PortalDb,
  family: BillFamily,
  companyCode: string,
  kind: string,
  request: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  const key = JSON.stringify([family.definition.family, companyCode, kind, request]);
  // The version is read before the answer is made: a write that lands meanwhile raises it, so
  // the answer is kept under the older version and the next request makes it anew.
  const version = await tableVersion(db, family, companyCode);
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = { entries: new Map(), making: new Map(), bytes: 0 }));
  const now = Date.now();
  const known = memo.entries.get(key);
  if (known && known.version === version && now - known.at < MAX_AGE_MS) {
    memo.entries.delete(key);
    memo.entries.set(key, known);
    return known.value as T;
  }
  // A list's total and its state counts are asked together (rows first, issue 26 point 1) and
  // the total is read from the state counts: one count, not two, for both.
  const makingKey = `${version}:${key}`;
  const making = memo.making.get(makingKey);
  if (making) return making as Promise<T>;
  const made = compute();
  memo.making.set(makingKey, made);
  let value: T;
  try {
    value = await made;
  } finally {
    memo.making.delete(makingKey);
  }
  forget(memo, key);
  const bytes = sizeOf(key, value);
  // An answer larger than a tenth of the memo is not kept at all.
  if (bytes > MAX_BYTES / 10) return value;
  memo.entries.set(key, { version, at: now, value, bytes });
  memo.bytes += bytes;
  while (memo.entries.size > MAX_ENTRIES || memo.bytes > MAX_BYTES) forget(memo, memo.entries.keys().next().value as string);
  return value;
}
