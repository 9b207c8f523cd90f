// What the generated test sends to a family's list and how it reads the answer: the default
// body the list page sends on arrival (built by the client's own pure list modules), one term
// per search condition with a value of the right type taken from the family's data, and the
// order check of a sorted page.
import type { BillFamily } from '../../../../server/bills/family.ts';
import { initialQuery, listCallOf, totalCallOf } from '#core/list/list-query.ts';
import { listTerm, type ListTerm } from '#core/list/list-request.ts';
import { defaultFilterValues, describeFilters, isDateField, type SearchFilter } from '#core/list/search-filters.ts';

export type BillRow = Record<string, unknown>;

/** The list call the page makes on arrival: default date windows, default sort, default size. */
export function defaultListCall(family: BillFamily): { path: string; body: Record<string, unknown> } {
  const filters = describeFilters(family.definition);
  return listCallOf(family.definition, filters, initialQuery(family.definition, defaultFilterValues(filters)));
}

/** A body listing everything of the family on one page (largest page size), optionally sorted. */
export function wholeListBody(family: BillFamily, extra: { sorts?: unknown[]; terms?: ListTerm[] } = {}): Record<string, unknown> {
  const pageSize = Math.max(...family.definition.ui.list.pageSizes);
  return { pageIndex: 0, pageSize, sorts: extra.sorts ?? [], terms: extra.terms ?? [] };
}

/** The rows of a list answer: { datas, total }, rows first { datas, more }, or for "simple" paging a plain array. */
export function rowsOf(family: BillFamily, data: unknown): BillRow[] | null {
  if (family.definition.ui.list.paging === 'simple') return Array.isArray(data) ? (data as BillRow[]) : null;
  const page = data as { datas?: unknown; total?: unknown; more?: unknown } | null;
  return page && Array.isArray(page.datas) && (typeof page.total === 'number' || typeof page.more === 'boolean') ? (page.datas as BillRow[]) : null;
}

/** The call the list page makes for the total of its first question (null for simple paging). */
export function defaultTotalCall(family: BillFamily): { path: string; body: Record<string, unknown> } | null {
  const filters = describeFilters(family.definition);
  return totalCallOf(family.definition, filters, initialQuery(family.definition, defaultFilterValues(filters)));
}

export const searchFilters = (family: BillFamily): SearchFilter[] => describeFilters(family.definition);

function blank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface FilterProbe {
  term: ListTerm;
  /** True when a returned row satisfies the condition. */
  matches(row: BillRow): boolean;
  /** The row the value was taken from: it must be found. Null when no row had a value. */
  sample: BillRow | null;
}

function fallbackValue(search: SearchFilter): unknown {
  if (search.field.format === 'date') return new Date().toISOString().slice(0, 10);
  if (search.field.format === 'date-time') return `${new Date().toISOString().slice(0, 10)} 12:00:00`;
  return search.field.type === 'string' ? 'A' : 1;
}

/** The middle of a text, so that "contains" is really tested (not just "starts with"). */
function partOf(text: string): string {
  return text.length <= 2 ? text : text.slice(1, Math.min(text.length, 5));
}

/**
 * A term for one search condition. The value comes from a row of the family (so the result is
 * not empty), limited to `choices` when the condition picks from a list (a dictionary's values,
 * the state list).
 */
export function filterProbe(search: SearchFilter, rows: readonly BillRow[], choices: readonly string[] | null): FilterProbe {
  const { field, filter } = search;
  const usable = (value: unknown) => !blank(value) && (choices === null || choices.includes(String(value)));
  const sample = rows.find((row) => usable(row[field.name])) ?? null;
  const value = sample ? sample[field.name] : (choices?.[0] ?? fallbackValue(search));
  const read = (row: BillRow) => row[field.name];
  switch (filter.op) {
    case 'like': {
      const part = partOf(String(value));
      return {
        term: listTerm(field.name, 'like', part),
        sample,
        matches: (row) =>
          String(read(row) ?? '')
            .toLowerCase()
            .includes(part.toLowerCase()),
      };
    }
    case 'in':
      return { term: listTerm(field.name, 'in', [value]), sample, matches: (row) => compare(read(row), value) === 0 };
    case 'btw':
      return { term: listTerm(field.name, 'btw', [value, value]), sample, matches: (row) => !blank(read(row)) && compare(read(row), value) === 0 };
    case 'lte':
      return { term: listTerm(field.name, 'lte', value), sample, matches: (row) => !blank(read(row)) && compare(read(row), value) <= 0 };
    case 'gte':
      return { term: listTerm(field.name, 'gte', value), sample, matches: (row) => !blank(read(row)) && compare(read(row), value) >= 0 };
    case 'eq':
    default:
      return { term: listTerm(field.name, 'eq', value), sample, matches: (row) => !blank(read(row)) && compare(read(row), value) === 0 };
  }
}

/** True for date filters: their values are texts compared as texts. */
export const isDateFilter = (search: SearchFilter) => isDateField(search.field);

/**
 * Null when `values` are in `order`; otherwise what is wrong. Empty values (null) must sit
 * together at one end: the two databases put them at different ends, both are accepted.
 */
export function orderProblem(values: readonly unknown[], order: 'asc' | 'desc'): string | null {
  const filled = values.map((value, index) => ({ value, index })).filter((entry) => !blank(entry.value));
  if (filled.length > 0) {
    const first = filled[0].index;
    const last = filled[filled.length - 1].index;
    if (last - first + 1 !== filled.length) return `empty values between filled ones: ${JSON.stringify(values)}`;
  }
  for (let index = 1; index < filled.length; index += 1) {
    const step = compare(filled[index - 1].value, filled[index].value);
    if ((order === 'asc' && step > 0) || (order === 'desc' && step < 0)) {
      return `row ${filled[index].index + 1} out of order (${String(filled[index - 1].value)} before ${String(filled[index].value)}): ${JSON.stringify(values)}`;
    }
  }
  return null;
}
