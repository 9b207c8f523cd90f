// The list body of spec §7.2 over a list a feature serves: terms and sorts on whitelisted columns
// only (feature-list.ts), page size bounded, the caller's company always applied by the caller of these.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ReceivedListRequest, ReceivedTerm } from '#core/list/list-request.ts';
import { badRequest } from './term-values.ts';
import { applyFeatureTerms } from './feature-terms.ts';
import type { PagedList } from './feature-list.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a select over one table; the columns come from the whitelists, never from a request
export type AnyQuery = SelectQueryBuilder<any, any, any>;

export const MAX_PAGE_SIZE = 500;

/** Applies the terms whose columns the list allows; `skip` names terms the caller handled. */
export function applyTerms(query: AnyQuery, terms: readonly ReceivedTerm[], shape: PagedList, skip: readonly string[] = []): AnyQuery {
  return applyFeatureTerms(
    query,
    terms.filter((term) => !skip.includes(term.column)),
    (column) => shape.terms.get(column),
  );
}

export function pageOf(request: ReceivedListRequest, defaultSize: number, maxSize = MAX_PAGE_SIZE): { limit: number; offset: number } {
  const pageSize = request.pageSize ?? defaultSize;
  if (pageSize > maxSize) throw badRequest(`每页条数不能超过${maxSize}`);
  return { limit: pageSize, offset: (request.pageIndex ?? 0) * pageSize };
}

export function applySorts(query: AnyQuery, request: ReceivedListRequest, shape: PagedList): AnyQuery {
  let q = query;
  for (const sort of request.sorts ?? []) {
    const column = shape.sorts.get(sort.name);
    if (!column) throw badRequest(`不支持的排序字段：${sort.name}`);
    q = q.orderBy(sql.ref(column), sort.order?.toLowerCase() === 'asc' ? 'asc' : 'desc');
  }
  return q.orderBy(sql.ref(shape.defaultSort.column), shape.defaultSort.order).orderBy(sql.ref(shape.idColumn), shape.defaultSort.order);
}

/** The page and the total of a filtered query. */
export async function paged(
  base: AnyQuery,
  request: ReceivedListRequest,
  shape: PagedList,
  maxSize = MAX_PAGE_SIZE,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const { limit, offset } = pageOf(request, shape.pageSize, maxSize);
  const counted = (await base
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst()) as { total?: unknown } | undefined;
  const rows = (await applySorts(base, request, shape).limit(limit).offset(offset).execute()) as Record<string, unknown>[];
  return { rows, total: Number(counted?.total ?? 0) };
}
