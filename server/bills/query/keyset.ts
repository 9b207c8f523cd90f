// Keyset paging (issue 26 point 7): the rows that come after a given row in a list's order, so
// that a long read (an export) walks the matching bills in chunks, each chunk one query that
// starts where the last one ended. OFFSET would make every chunk step over (and, for a sort no
// index serves, sort) all the rows before it again: 50 chunks of 2,000 read ~2.5 million rows
// for 100,000. The order always ends with the id (sorts.ts), so "after" is exact: no row is read
// twice or skipped.
// NULLs sort differently in the two dialects — SQLite puts them first in ascending order,
// PostgreSQL last — so the condition follows the dialect, to agree with its ORDER BY. The
// columns the table declares NOT NULL skip the NULL cases, which keeps the first sort column a
// plain range an index can seek to (the default sort, 创建时间 newest first, is one of them).
import type { Expression, SqlBool } from 'kysely';
import type { UntypedExpressions } from '../../db/untyped.ts';
import type { DbRow } from '../rows.ts';
import { NOT_NULL_HEAD_COLUMNS } from '../table/column-types.ts';
import type { BillSelect } from './bill-query.ts';
import type { SortSpec } from './sorts.ts';

type Condition = Expression<SqlBool> | null;

interface SortKey extends SortSpec {
  value: unknown;
  /** NULLs come before every value in this column's order. */
  nullsFirst: boolean;
  nullable: boolean;
}

function sortKeys(sorts: readonly SortSpec[], last: DbRow, postgres: boolean): SortKey[] {
  return sorts.map((sort) => ({
    ...sort,
    value: last[sort.column] ?? null,
    nullsFirst: postgres ? sort.order === 'desc' : sort.order === 'asc',
    nullable: !NOT_NULL_HEAD_COLUMNS.has(sort.column),
  }));
}

/** The column holds the key's value. */
function same(eb: UntypedExpressions, key: SortKey): Expression<SqlBool> {
  return key.value === null ? eb(key.column, 'is', null) : eb(key.column, '=', key.value);
}

/** The column's value comes strictly after the key's (null: nothing comes after). */
function beyond(eb: UntypedExpressions, key: SortKey): Condition {
  const later = key.order === 'asc' ? '>' : '<';
  if (key.value === null) return key.nullable && key.nullsFirst ? eb(key.column, 'is not', null) : null;
  const compared = eb(key.column, later, key.value);
  return key.nullable && !key.nullsFirst ? eb.or([compared, eb(key.column, 'is', null)]) : compared;
}

/** The first column at or after the key's value: redundant, but a range the index seeks to. */
function from(eb: UntypedExpressions, key: SortKey): Condition {
  if (key.value === null) return key.nullsFirst ? null : eb(key.column, 'is', null);
  const atOrLater = key.order === 'asc' ? '>=' : '<=';
  const compared = eb(key.column, atOrLater, key.value);
  return key.nullable && !key.nullsFirst ? eb.or([compared, eb(key.column, 'is', null)]) : compared;
}

/**
 * `query` narrowed to the rows after `last` in the order of `sorts` (which ends with the id);
 * `postgres`: the query runs on PostgreSQL (where NULLs sort last in ascending order).
 */
export function afterRow(query: BillSelect, sorts: readonly SortSpec[], last: DbRow, postgres: boolean): BillSelect {
  const keys = sortKeys(sorts, last, postgres);
  return query.where((eb) => {
    const alternatives: Expression<SqlBool>[] = [];
    keys.forEach((key, index) => {
      const step = beyond(eb, key);
      if (step) alternatives.push(eb.and([...keys.slice(0, index).map((earlier) => same(eb, earlier)), step]));
    });
    const after = alternatives.length === 0 ? eb.lit(false) : eb.or(alternatives);
    const range = from(eb, keys[0]);
    return range ? eb.and([range, after]) : after;
  });
}
