// The search terms of a list a feature serves itself (settlement, subsidy, work orders: spec §7.2
// list body), applied to one table. A term names a column on the list's whitelist (`columnOf`
// answers the database column, or nothing: refused), never a column from the request; its value
// is bounded (a text of at most 100 characters, an `in` list of at most 100 texts, a range of two
// texts); a bare date as a range's end means the whole day (23:59:59). The bill engine's lists,
// whose columns have field kinds, use term-values.ts instead.
import { sql } from 'kysely';
import type { ReceivedTerm } from '#core/list/list-request.ts';
import type { UntypedSelect } from '../db/untyped.ts';
import { badRequest } from './term-values.ts';

/** The longest text a term may compare with. */
export const MAX_FEATURE_TERM_TEXT = 100;
/** The most values an `in` term may list. */
export const MAX_FEATURE_TERM_VALUES = 100;

const badTerm = (term: ReceivedTerm) => badRequest(`查询条件 ${term.column} 的值不正确`);

function scalar(term: ReceivedTerm): string {
  if (typeof term.value !== 'string' && typeof term.value !== 'number') throw badTerm(term);
  const text = String(term.value);
  if (text.length > MAX_FEATURE_TERM_TEXT) throw badRequest(`查询条件 ${term.column} 的值过长`);
  return text;
}

function rangeEnd(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value.slice(0, 19) : null;
}

/** The terms as where clauses on `query`; `columnOf` maps a term's column to the table's. */
export function applyFeatureTerms<Q extends UntypedSelect>(query: Q, terms: readonly ReceivedTerm[], columnOf: (column: string) => string | undefined): Q {
  let q: UntypedSelect = query;
  for (const term of terms) {
    const column = columnOf(term.column);
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
        if (!Array.isArray(term.value) || term.value.length !== 2) throw badTerm(term);
        const [from, to] = (term.value as unknown[]).map(rangeEnd);
        if (from) q = q.where(ref, '>=', from);
        if (to) q = q.where(ref, '<=', to.length === 10 ? `${to} 23:59:59` : to);
        break;
      }
      case 'in': {
        const values = term.value;
        if (!Array.isArray(values) || values.length === 0 || values.length > MAX_FEATURE_TERM_VALUES || values.some((value) => typeof value !== 'string')) {
          throw badTerm(term);
        }
        q = q.where(ref, 'in', values as string[]);
        break;
      }
      default:
        throw badTerm(term);
    }
  }
  return q as Q;
}
