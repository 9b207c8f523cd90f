// List terms (spec §7.2): column (snake_case) + termType eq | lte | gte | btw | in | like, all
// joined with "and". A column must be one the family whitelists (filters, sortable, system
// fields); anything else is refused with HTTP 400 naming the column. Values are always bound
// parameters; like searches "contains", with % and _ in the text matched literally.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { UntypedExpressions } from '../../db/untyped.ts';
import type { FieldInfo } from '#core/definition/index.ts';
import type { BillFamily } from '../family.ts';
import type { ReceivedTerm as ListTerm } from '#core/list/list-request.ts';
import { badRequest, badValue, type ColumnValue } from '../../fields/term-values.ts';
import { columnValue } from './term-values.ts';
import { isBlank } from '#core/values.ts';

export const MAX_IN_VALUES = 10_000;

export type Condition =
  | { field: FieldInfo; op: '=' | '<=' | '>='; value: ColumnValue }
  | { field: FieldInfo; op: 'in'; values: ColumnValue[] }
  | { field: FieldInfo; op: 'like'; pattern: string; text: string };

function shown(name: string): string {
  return name.length > 64 ? `${name.slice(0, 64)}…` : name;
}

export function queryField(family: BillFamily, column: string, purpose: 'term' | 'sort'): FieldInfo {
  const field = family.queryColumns.get(column);
  if (field) return field;
  throw badRequest(purpose === 'term' ? `查询字段「${shown(column)}」不存在或不允许查询` : `排序字段「${shown(column)}」不存在或不允许排序`);
}

/** Escapes LIKE wildcards so the text is matched literally (escape character: backslash). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function rangeConditions(field: FieldInfo, value: unknown): Condition[] {
  if (!Array.isArray(value) || value.length !== 2) throw badRequest(`查询条件「${field.title}」的范围应为 [开始, 结束]`);
  const [begin, end] = value;
  const conditions: Condition[] = [];
  if (!isBlank(begin)) conditions.push({ field, op: '>=', value: columnValue(field, begin, 'lower') });
  if (!isBlank(end)) conditions.push({ field, op: '<=', value: columnValue(field, end, 'upper') });
  return conditions;
}

function termConditions(field: FieldInfo, term: ListTerm): Condition[] {
  const { value } = term;
  switch (term.termType) {
    case 'eq':
      if (field.format === 'date-time' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
        return rangeConditions(field, [value, value]);
      }
      return [{ field, op: '=', value: columnValue(field, value) }];
    case 'lte':
      return [{ field, op: '<=', value: columnValue(field, value, 'upper') }];
    case 'gte':
      return [{ field, op: '>=', value: columnValue(field, value, 'lower') }];
    case 'btw':
      return rangeConditions(field, value);
    case 'in': {
      const values = Array.isArray(value) ? value : [value];
      if (values.length > MAX_IN_VALUES) throw badRequest(`查询条件「${field.title}」的取值不能超过${MAX_IN_VALUES}个`);
      return [{ field, op: 'in', values: values.filter((item) => !isBlank(item)).map((item) => columnValue(field, item)) }];
    }
    case 'like': {
      if (field.type !== 'string' || typeof value !== 'string') throw badValue(field);
      const text = String(columnValue(field, value.trim()));
      return [{ field, op: 'like', pattern: likePattern(text), text }];
    }
  }
}

/** Checks every term and turns it into conditions; blank values are no condition at all. */
export function parseTerms(family: BillFamily, terms: readonly ListTerm[] = []): Condition[] {
  const conditions: Condition[] = [];
  for (const term of terms) {
    const field = queryField(family, term.column, 'term');
    const empty = Array.isArray(term.value) ? term.termType !== 'in' && term.value.every(isBlank) : isBlank(term.value);
    if (empty) continue;
    conditions.push(...termConditions(field, term));
  }
  return conditions;
}

/**
 * The SQL of one condition; `insensitiveLike` = PostgreSQL's ILIKE (SQLite's LIKE already is).
 * On SQLite, "contains" a text without ASCII letters (a Chinese name, a number) is the same
 * whether case is ignored or not, so the plain substring test instr() answers it, ~15 % faster
 * over the tens of thousands of index entries a count reads.
 */
export function conditionExpression(eb: UntypedExpressions, condition: Condition, insensitiveLike: boolean): Expression<SqlBool> {
  const column = sql.ref(condition.field.column);
  switch (condition.op) {
    case 'in':
      // An empty "in" list matches nothing (the caller selected nothing that exists).
      return condition.values.length === 0 ? sql<SqlBool>`1 = 0` : eb(condition.field.column, 'in', condition.values);
    case 'like':
      // PostgreSQL's LIKE escapes with a backslash by default; without an ESCAPE clause the
      // pattern stays a plain constant that a pg_trgm index can read. Case is ignored by lower()
      // on both sides, the expression the trigram index is built on (trigram-indexes.ts).
      if (insensitiveLike) return sql<SqlBool>`lower(${column}) like lower(${condition.pattern})`;
      if (!/[A-Za-z]/.test(condition.text)) return sql<SqlBool>`instr(${column}, ${condition.text}) > 0`;
      return sql<SqlBool>`${column} like ${condition.pattern} escape '\\'`;
    default:
      return eb(condition.field.column, condition.op, condition.value);
  }
}
