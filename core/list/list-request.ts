// The list body of spec §7.2: { pageIndex (zero-based), pageSize, sorts: [{ name, order }],
// terms: [{ column, termType, type: 'and', value }] }. Column and sort names are the snake_case
// form of the definition's camelCase fields (docs/definitions.md).
import { toSnakeCase, type BillDefinition, type SortOrder, type TermType } from '../definition/index.ts';

export interface ListTerm {
  column: string;
  termType: TermType;
  type: 'and';
  value: unknown;
}

export interface ListSort {
  /** snake_case column, e.g. create_time. */
  name: string;
  order: SortOrder;
}

export interface ListRequest {
  pageIndex: number;
  pageSize: number;
  sorts: ListSort[];
  terms: ListTerm[];
}

/** The engine's system state column (every family has it). */
export const STATE_COLUMN = 'state';
/** The engine's system id column: exports of selected rows filter on it. */
export const ID_COLUMN = 'id';

export function listTerm(field: string, termType: TermType, value: unknown): ListTerm {
  return { column: toSnakeCase(field), termType, type: 'and', value };
}

/** The term the state filter adds. */
export function stateTerm(state: string): ListTerm {
  return { column: STATE_COLUMN, termType: 'eq', type: 'and', value: state };
}

/** Spec §7.3: an export of selected rows sends a term on id with termType in. */
export function idsTerm(ids: readonly unknown[]): ListTerm {
  return { column: ID_COLUMN, termType: 'in', type: 'and', value: [...ids] };
}

/** The user's sort, else the definition's default sort, as the list body carries it. */
export function sortsOf(definition: BillDefinition, sort: ListSort | null): ListSort[] {
  if (sort) return [sort];
  const { field, order } = definition.ui.list.defaultSort;
  return [{ name: toSnakeCase(field), order }];
}

/** Every business call of the portal goes under this prefix (spec §7). */
export const ENTERPRISE_API = '/api/enterprise';

/**
 * Where a family's call goes (spec §7): `/api/enterprise{api.base}/{subPath}`, or, for a sub-path
 * that starts with "/", `/api/enterprise{subPath}` — a call outside the family's base (e.g. a
 * summary application made from inventories). Every list, button and detail call uses this.
 */
export function billApiPath(definition: BillDefinition, subPath: string): string {
  return subPath.startsWith('/') ? `${ENTERPRISE_API}${subPath}` : `${ENTERPRISE_API}${definition.ui.api.base}/${subPath}`;
}
