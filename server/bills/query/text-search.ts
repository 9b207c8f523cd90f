// "Contains" conditions through the trigram index on SQLite (issue 26 point 1; the index itself:
// table/trigram-indexes.ts). SQLite's planner has no statistics and cannot tell a rare text from
// a common one, so the engine asks the index first, capped: a text held by at most
// TEXT_PROBE_LIMIT bills (an order number's middle, a rare name) becomes the list of those bills'
// ids, which the rows, the total and the state counts then read by primary key; a common text (a
// word in a third of the names) keeps the plain condition, which the window index answers
// faster than a long list of ids could. PostgreSQL decides this itself (pg_trgm and statistics).
import { sql } from 'kysely';
import type { PortalDb } from '../../db/connect.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { BillFamily } from '../family.ts';
import { TRIGRAM_MIN_LENGTH, trigramColumns, trigramSearchOn, trigramTable } from '../table/trigram-indexes.ts';
import type { Condition } from './terms.ts';

/** Bills a text may match to be searched by its ids. */
export const TEXT_PROBE_LIMIT = 2_000;

/** An FTS5 query: the text as one phrase (its quotes doubled) in one column, i.e. "contains". */
export function trigramPhrase(column: string, text: string): string {
  return `${column} : "${text.replaceAll('"', '""')}"`;
}

/** `conditions` with each rare "contains" text replaced by the ids of the bills holding it. */
export async function withTextIndex(reader: PortalDb, family: BillFamily, conditions: readonly Condition[], limit = TEXT_PROBE_LIMIT): Promise<Condition[]> {
  const idField = family.queryColumns.get('id');
  if (!idField || isPostgres(reader) || !trigramSearchOn() || !conditions.some((condition) => condition.op === 'like')) return [...conditions];
  const indexed = new Set(trigramColumns(family));
  const table = trigramTable(family);
  return Promise.all(
    conditions.map(async (condition): Promise<Condition> => {
      if (condition.op !== 'like' || !indexed.has(condition.field.column) || [...condition.text].length < TRIGRAM_MIN_LENGTH) return condition;
      const found = await sql<{
        id: number;
      }>`SELECT rowid AS id FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${trigramPhrase(condition.field.column, condition.text)} LIMIT ${limit + 1}`.execute(
        reader,
      );
      if (found.rows.length > limit) return condition;
      return { field: idField, op: 'in', values: found.rows.map((row) => Number(row.id)) };
    }),
  );
}
