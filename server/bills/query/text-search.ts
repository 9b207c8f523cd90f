// "Contains" conditions through the trigram index on SQLite (issue 26 point 1; the index itself:
// table/trigram-indexes.ts). SQLite's planner has no statistics and cannot tell a rare text from
// a common one, so the engine asks the index first, capped: a text held by at most
// TEXT_PROBE_LIMIT bills (an order number's middle, a rare name) becomes the list of those bills'
// ids, which the rows, the total and the state counts then read by primary key; a common text (a
// word in a third of the names) keeps the plain condition, which the window index answers
// faster than a long list of ids could. PostgreSQL decides this itself (pg_trgm and statistics).
import { sql, type CompiledQuery } from 'kysely';
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

/**
 * Reads which bills hold `text` in `column`: their ids when at most `limit` do, else null (a
 * common text, left to the scan).
 */
export type TextProbe = (family: BillFamily, column: string, text: string, limit: number) => Promise<number[] | null>;

/** The probe's query: the bills holding the text, one more than `limit` at most. */
export function textProbeQuery(db: PortalDb, family: BillFamily, column: string, text: string, limit: number): CompiledQuery {
  const table = trigramTable(family);
  return sql`SELECT rowid AS id FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${trigramPhrase(column, text)} LIMIT ${limit + 1}`.compile(db);
}

/** The probe's answer from its rows. */
export function probedIds(rows: readonly unknown[], limit: number): number[] | null {
  return rows.length > limit ? null : rows.map((row) => Number((row as { id: unknown }).id));
}

/** The probe read on `reader` itself. */
function probeOn(reader: PortalDb): TextProbe {
  return async (family, column, text, limit) => probedIds((await reader.executeQuery(textProbeQuery(reader, family, column, text, limit))).rows, limit);
}

/**
 * `conditions` with each rare "contains" text replaced by the ids of the bills holding it. `probe`:
 * where the index is read (default: on `reader`; a list reads it off the request thread, once per
 * question: list/text-probe.ts).
 */
export async function withTextIndex(
  reader: PortalDb,
  family: BillFamily,
  conditions: readonly Condition[],
  limit = TEXT_PROBE_LIMIT,
  probe: TextProbe = probeOn(reader),
): Promise<Condition[]> {
  const idField = family.queryColumns.get('id');
  if (!idField || isPostgres(reader) || !trigramSearchOn() || !conditions.some((condition) => condition.op === 'like')) return [...conditions];
  const indexed = new Set(trigramColumns(family));
  return Promise.all(
    conditions.map(async (condition): Promise<Condition> => {
      if (condition.op !== 'like' || !indexed.has(condition.field.column) || [...condition.text].length < TRIGRAM_MIN_LENGTH) return condition;
      const ids = await probe(family, condition.field.column, condition.text, limit);
      return ids === null ? condition : { field: idField, op: 'in', values: ids };
    }),
  );
}
