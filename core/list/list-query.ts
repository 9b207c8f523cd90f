// What the list shows: the applied search, the state chosen in the state filter, the page, the
// sort and, after an Excel query, the uploaded query files. One value, so a failed call can
// leave the list exactly as it was.
import { toSnakeCase, type BillDefinition } from '../definition/index.ts';
import { sortsOf, stateTerm, type ListRequest, type ListSort, type ListTerm } from './list-request.ts';
import { billApiPath } from '../api-path.ts';
import { termsFromValues, type FilterValues, type SearchFilter } from './search-filters.ts';

export interface FileQuery {
  /** Sub-path of the fileQuery button (e.g. queryByFile). */
  path: string;
  /** The body member that carries the uploaded files' uris. */
  fileKey: string;
  uris: string[];
}

export interface ListQuery {
  search: FilterValues;
  state: string | null;
  /** The states ticked in a list with state check boxes (list.stateFilter multiple); none: every state. */
  states?: readonly string[];
  pageIndex: number;
  pageSize: number;
  sort: ListSort | null;
  fileQuery: FileQuery | null;
}

/** The query a list opens with: the default search, no state, the first page, the default sort (the grid's). */
export function initialQuery(definition: BillDefinition, search: FilterValues): ListQuery {
  return { search, state: null, pageIndex: 0, pageSize: definition.ui.list.pageSize, sort: null, fileQuery: null };
}

/** The terms every list call of the definition carries (list.fixedTerms), e.g. the page a shared list path serves. */
export function fixedTermsOf(definition: BillDefinition): ListTerm[] {
  return definition.ui.list.fixedTerms.map(({ column, value }) => ({ column, termType: 'eq', type: 'and', value }));
}

/** The search terms alone: what the state counts are computed with (spec §2.4). */
export function searchTermsOf(filters: readonly SearchFilter[], query: ListQuery): ListTerm[] {
  return termsFromValues(filters, query.search);
}

/**
 * The list body. An Excel query replaces the search conditions (the files name the bills); the
 * state filter applies to both.
 */
export function listRequestOf(definition: BillDefinition, filters: readonly SearchFilter[], query: ListQuery): ListRequest {
  const terms = query.fileQuery ? [] : searchTermsOf(filters, query);
  if (query.state !== null) terms.push(stateTerm(query.state));
  if (query.states && query.states.length > 0) terms.push({ column: 'state', termType: 'in', type: 'and', value: [...query.states] });
  terms.push(...fixedTermsOf(definition));
  return { pageIndex: query.pageIndex, pageSize: query.pageSize, sorts: sortsOf(definition, query.sort), terms };
}

/** Where the list is fetched from and with which body. */
export function listCallOf(definition: BillDefinition, filters: readonly SearchFilter[], query: ListQuery): { path: string; body: Record<string, unknown> } {
  const request = listRequestOf(definition, filters, query);
  if (query.fileQuery) {
    return { path: billApiPath(definition, query.fileQuery.path), body: { ...request, [query.fileQuery.fileKey]: query.fileQuery.uris } };
  }
  // Rows first (issue 26 point 1): the total comes from `totalCallOf`'s second call.
  const rowsFirst = definition.ui.list.paging !== 'simple';
  return { path: billApiPath(definition, definition.ui.api.list), body: rowsFirst ? { ...request, part: 'rows' } : { ...request } };
}

/**
 * The call that counts what `listCallOf` lists: the same path and terms, `part: 'total'`; null
 * when the list's answer brings its own total (a file query) or none (simple paging). `key`
 * names the search counted, so that a total is reused while only the page or the sort changes.
 */
export function totalCallOf(
  definition: BillDefinition,
  filters: readonly SearchFilter[],
  query: ListQuery,
): { path: string; body: Record<string, unknown>; key: string } | null {
  if (query.fileQuery || definition.ui.list.paging === 'simple') return null;
  const { terms } = listRequestOf(definition, filters, query);
  return { path: billApiPath(definition, definition.ui.api.list), body: { terms, part: 'total' }, key: JSON.stringify(terms) };
}

function isFilterValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'number') return true;
  return Array.isArray(value) && value.every((part) => part === null || typeof part === 'string' || typeof part === 'number');
}

/**
 * A query the list kept before a reload, taken only as far as it still fits the definition (a
 * filter, page size or sortable column that is gone falls back to `start`); file queries are
 * not kept (their files belong to the session that uploaded them).
 */
export function restoredQuery(definition: BillDefinition, filters: readonly SearchFilter[], kept: unknown, start: ListQuery): ListQuery {
  if (kept === null || typeof kept !== 'object') return start;
  const { search, state, states, pageIndex, pageSize, sort } = kept as Partial<Record<keyof ListQuery, unknown>>;
  const names = new Set(filters.map((filter) => filter.key));
  const searchOk =
    search !== null &&
    typeof search === 'object' &&
    !Array.isArray(search) &&
    Object.entries(search).every(([name, value]) => names.has(name) && isFilterValue(value));
  const sortable = new Set(definition.ui.list.sortable.map(toSnakeCase));
  const sortOk =
    sort === null ||
    (typeof sort === 'object' && sortable.has(String((sort as ListSort).name)) && ((sort as ListSort).order === 'asc' || (sort as ListSort).order === 'desc'));
  return {
    search: searchOk ? { ...start.search, ...(search as FilterValues) } : start.search,
    state: typeof state === 'string' || state === null ? state : start.state,
    ...(Array.isArray(states) && states.every((one) => typeof one === 'string') ? { states: states as string[] } : {}),
    pageIndex: typeof pageIndex === 'number' && Number.isSafeInteger(pageIndex) && pageIndex >= 0 ? pageIndex : start.pageIndex,
    pageSize: typeof pageSize === 'number' && definition.ui.list.pageSizes.includes(pageSize) ? pageSize : start.pageSize,
    sort: sortOk ? (sort as ListSort | null) : start.sort,
    fileQuery: null,
  };
}

/**
 * The query a list opens with: what its tab kept (a reload), else the default filters. The list
 * page and its early first rows (src/engine/list/firstRows.ts) both ask this one, so their calls
 * are the same.
 */
export function openingQuery(definition: BillDefinition, filters: readonly SearchFilter[], kept: unknown, defaults: FilterValues): ListQuery {
  return restoredQuery(definition, filters, kept, initialQuery(definition, defaults));
}
