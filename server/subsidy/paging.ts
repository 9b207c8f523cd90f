// The list body of spec §7.2 over one subsidy table: terms and sorts on whitelisted columns only
// (definitions.ts), page size bounded, the caller's company always applied by the caller of these.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ReceivedListRequest, ReceivedTerm } from '#core/list/list-request.ts';
import { badRequest } from '../fields/term-values.ts';
import type { ListShape } from './definitions.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a select over one table; the columns come from the whitelists, never from a request
export type AnyQuery = SelectQueryBuilder<any, any, any>;

export const MAX_PAGE_SIZE = 500;

function scalar(term: ReceivedTerm): string {
  if (typeof term.value !== 'string' && typeof term.value !== 'number') throw badRequest(`查询条件 ${term.column} 的值不正确`);
  const text = String(term.value);
  if (text.length > 100) throw badRequest(`查询条件 ${term.column} 的值过长`);
  return text;
}

/** Applies the terms whose columns the list allows; `skip` names terms the caller handled. */
export function applyTerms(query: AnyQuery, terms: readonly ReceivedTerm[], shape: ListShape, skip: readonly string[] = []): AnyQuery {
  let q = query;
  for (const term of terms) {
    if (skip.includes(term.column)) continue;
    const column = shape.terms.get(term.column);
    if (!column) throw badRequest(`不支持的查询条件：${term.column}`);
    const ref = sql.ref(column);
    switch (term.termType) {
      case 'eq':
        q = q.where(ref, '=', scalar(term));
        break;
      case 'like':
        q = q.where(ref, 'like', `%${scalar(term).replace(/[%_\\]/g, '')}%`);
        break;
      case 'gte':
        q = q.where(ref, '>=', scalar(term));
        break;
      case 'lte':
        q = q.where(ref, '<=', scalar(term));
        break;
      case 'btw': {
        if (!Array.isArray(term.value) || term.value.length !== 2) throw badRequest(`查询条件 ${term.column} 的值不正确`);
        const [from, to] = (term.value as unknown[]).map((value) => (typeof value === 'string' && value !== '' ? value.slice(0, 19) : null));
        if (from) q = q.where(ref, '>=', from);
        if (to) q = q.where(ref, '<=', to.length === 10 ? `${to} 23:59:59` : to);
        break;
      }
      case 'in': {
        if (!Array.isArray(term.value) || term.value.length === 0 || term.value.length > 100 || term.value.some((v) => typeof v !== 'string')) {
          throw badRequest(`查询条件 ${term.column} 的值不正确`);
        }
        q = q.where(ref, 'in', term.value as string[]);
        break;
      }
      default:
        throw badRequest(`查询条件 ${term.column} 的值不正确`);
    }
  }
  return q;
}

export function pageOf(request: ReceivedListRequest, defaultSize: number, maxSize = MAX_PAGE_SIZE): { limit: number; offset: number } {
  const pageSize = request.pageSize ?? defaultSize;
  if (pageSize > maxSize) throw badRequest(`每页条数不能超过${maxSize}`);
  return { limit: pageSize, offset: (request.pageIndex ?? 0) * pageSize };
}

export function applySorts(query: AnyQuery, request: ReceivedListRequest, shape: ListShape): AnyQuery {
  let q = query;
  for (const sort of request.sorts ?? []) {
    const column = shape.sorts.get(sort.name);
    if (!column) throw badRequest(`不支持的排序字段：${sort.name}`);
    q = q.orderBy(sql.ref(column), sort.order?.toLowerCase() === 'asc' ? 'asc' : 'desc');
  }
  return q.orderBy(sql.ref(shape.defaultSort.column), shape.defaultSort.order).orderBy(sql.ref('id'), 'asc');
}

/** The page and the total of a filtered query. */
export async function paged(
  base: AnyQuery,
  request: ReceivedListRequest,
  shape: ListShape,
  maxSize = MAX_PAGE_SIZE,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const { limit, offset } = pageOf(request, shape.definition.ui.list.pageSize ?? 50, maxSize);
  const counted = (await base
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst()) as { total?: unknown } | undefined;
  const rows = (await applySorts(base, request, shape).limit(limit).offset(offset).execute()) as Record<string, unknown>[];
  return { rows, total: Number(counted?.total ?? 0) };
}
