// The list body of spec §7.2: { pageIndex (zero-based), pageSize, sorts: [{ name, order }],
// terms: [{ column, termType, type: 'and', value }] }. Column and sort names are the snake_case
// form of the definition's camelCase fields (docs/definitions.md). The types say what the client
// sends; the schema below is what the server accepts (every part optional, order in either case);
// whether a column may be used is decided per family on the server.
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

/**
 * What a list call answers (not in spec §7.2, which always counts): `rows` answers the page and
 * whether more rows follow, without the exact total; `total` answers the total alone. A client
 * shows the rows at once and the total when its second call returns (issue 26 point 1); absent,
 * the answer is the spec's { datas, total }.
 */
export type ListPart = 'rows' | 'total';
export const LIST_PARTS: readonly ListPart[] = ['rows', 'total'];
/**
 * `part` as every list endpoint accepts it. A list a feature serves may ignore it and answer the
 * whole { datas, total }: the client reads that as complete and asks no total.
 */
export const listPartSchema = { type: 'string', title: '返回内容', enum: LIST_PARTS };

export interface ListRequest {
  pageIndex: number;
  pageSize: number;
  sorts: ListSort[];
  terms: ListTerm[];
  part?: ListPart;
}

/** A list body as the server receives it, once `listRequestSchema` has accepted it. */
export type ReceivedListRequest = Partial<Omit<ListRequest, 'sorts' | 'terms'>> & {
  sorts?: ReceivedSort[];
  terms?: ReceivedTerm[];
  [extra: string]: unknown;
};
export type ReceivedTerm = Omit<ListTerm, 'type' | 'value'> & { type?: string; value?: unknown };
export type ReceivedSort = { name: string; order?: string };

export const TERM_TYPES: readonly TermType[] = ['eq', 'lte', 'gte', 'btw', 'in', 'like'];

export const termsSchema = {
  type: 'array',
  title: '查询条件',
  maxItems: 100,
  items: {
    type: 'object',
    required: ['column', 'termType'],
    properties: {
      column: { type: 'string', title: '查询字段', maxLength: 100 },
      termType: { type: 'string', title: '查询方式', enum: TERM_TYPES },
      type: { type: 'string', title: '条件连接方式', enum: ['and'] },
      value: {},
    },
  },
};

export const sortsSchema = {
  type: 'array',
  title: '排序',
  maxItems: 10,
  items: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '排序字段', maxLength: 100 },
      order: { type: 'string', title: '排序方向', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    },
  },
};

export const listRequestSchema = {
  type: 'object',
  properties: {
    // Bounded so that pageIndex × pageSize stays an offset both databases take.
    pageIndex: { type: 'integer', title: '页码', minimum: 0, maximum: 1_000_000 },
    pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100_000 },
    sorts: sortsSchema,
    terms: termsSchema,
    part: listPartSchema,
  },
};

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
