// Indexes of a family's tables. Every list query is scoped to one company and filtered or
// sorted on a whitelisted column, so each whitelisted column gets (company_code, column); the
// lines table is read by head. Names are short hashes of table + columns so that they stay
// under PostgreSQL's 63-character identifier limit.
//
// A list's total (count(*)) and its state counts read every matching bill, not one page. The
// date filter with a default window (创建时间, last 7 days…) is in nearly every request, so one
// more index leads with it and carries the state and the other filter columns (as many as fit
// in a small index entry): a count within the window is then answered from that index alone,
// without visiting the table row of each bill (on 1,000,000 orders a 30-day count with a name
// filter drops from ~260 ms to ~20 ms; docs/benchmarks.md). The most common search has one
// filter besides the window; for it a narrow index (company, window, that filter) is read
// instead — entries a third as wide, a count in half the time (~19 → ~11 ms) — while a search on
// several filters still finds all of them in the wide one. Receipts from customs find their bill
// by the family's receipt keys in any company: one index on those.
import { sql } from 'kysely';
import type { FieldInfo } from '#core/definition/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { UntypedDb } from '../../db/untyped.ts';
import { isNumericField } from '#core/fields/index.ts';
import type { BillFamily } from '../family.ts';
import { shortHash } from '../../db/trigger-kept.ts';

export interface IndexSpec {
  name: string;
  table: string;
  columns: string[];
}

function indexName(table: string, columns: string[]): string {
  const readable = `${table}_${columns.join('_')}`.slice(0, 40);
  return `${readable}_${shortHash(`${table}(${columns.join(',')})`)}_idx`;
}

/**
 * Bytes an entry of the window index may take at worst: PostgreSQL refuses to store a row whose
 * B-tree entry exceeds ~2,700 bytes, so the columns carried are chosen to stay well below that.
 */
const ENTRY_BUDGET = 2_000;

/** Worst-case bytes of a column's value (text: 4 bytes a character in UTF-8). */
function worstBytes(field: FieldInfo | undefined, column: string): number {
  if (column === 'company_code') return 200;
  if (!field) return Infinity;
  if (isNumericField(field)) return 16;
  if (field.format !== undefined) return 19;
  return field.maxLength === undefined ? Infinity : field.maxLength * 4;
}

/** The field a query column of the family is made from, by its name. */
export function queryFieldNamed(family: BillFamily, name: string): FieldInfo | undefined {
  return [...family.queryColumns.values()].find((field) => field.name === name);
}

/** The date field of the filter with a default window (创建时间…), if the list has one. */
export function windowField(family: BillFamily): FieldInfo | undefined {
  const windowFilter = family.definition.ui.list.filters.find(
    (filter) => filter.op === 'btw' && filter.defaultWindow !== undefined && filter.defaultWindow !== 'none',
  );
  return windowFilter && queryFieldNamed(family, windowFilter.field);
}

/** (company_code, window date, state, other filter columns…), or null without a default window. */
export function windowIndexColumns(family: BillFamily): string[] | null {
  const { filters } = family.definition.ui.list;
  const fieldOf = (name: string) => queryFieldNamed(family, name);
  const window = windowField(family);
  if (!window) return null;
  const columns = ['company_code', window.column];
  let budget = ENTRY_BUDGET - worstBytes(undefined, 'company_code') - worstBytes(window, window.column);
  const carry = (field: FieldInfo | undefined) => {
    if (!field || columns.includes(field.column) || worstBytes(field, field.column) > budget) return;
    columns.push(field.column);
    budget -= worstBytes(field, field.column);
  };
  carry(family.queryColumns.get('state'));
  for (const filter of filters) carry(fieldOf(filter.field));
  return columns;
}

/**
 * The columns of the family's receipt keys (ui.receipt.keys), in order, as many as fit an index
 * entry: a receipt from customs finds its bill by them in any company (server/customs/transfer/
 * receipt-bill.ts), so without this index every receipt would read the whole table.
 */
export function receiptKeyColumns(family: BillFamily): string[] {
  const columns: string[] = [];
  let budget = ENTRY_BUDGET;
  for (const name of family.definition.ui.receipt?.keys ?? []) {
    const field = family.headFields.find((candidate) => candidate.name === name);
    if (!field || worstBytes(field, field.column) > budget) break;
    columns.push(field.column);
    budget -= worstBytes(field, field.column);
  }
  return columns;
}

export function familyIndexes(family: BillFamily): IndexSpec[] {
  const specs: IndexSpec[] = [];
  const add = (table: string, columns: string[]) => specs.push({ name: indexName(table, columns), table, columns });
  for (const column of family.queryColumns.keys()) {
    // The id is the primary key; nobody lists bills by their version.
    if (column === 'id' || column === 'version') continue;
    add(family.headTable, ['company_code', column]);
  }
  const window = windowIndexColumns(family);
  if (window && window.length > 2) {
    add(family.headTable, window);
    // One narrow index per filter the wide one carries besides the state.
    for (const column of window.slice(2)) if (column !== 'state') add(family.headTable, [window[0], window[1], column]);
  }
  const receiptKeys = receiptKeyColumns(family);
  if (receiptKeys.length > 0) add(family.headTable, receiptKeys);
  if (family.lineTable) add(family.lineTable, ['head_id']);
  return specs;
}

/** Which of the named indexes exist in the database. */
export async function existingIndexes(db: UntypedDb, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const found = isPostgres(db)
    ? await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE indexname IN (${sql.join(names)})`.execute(db)
    : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND name IN (${sql.join(names)})`.execute(db);
  return new Set(found.rows.map((row) => row.name));
}
