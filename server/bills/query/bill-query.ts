// The base query of every read of a family: its table, the caller's company, the conditions.
// Column names reach SQL only after the whitelist (terms.ts); values are always parameters.
import type { UntypedSelect } from '../../db/untyped.ts';
import { isPostgres } from '../../db/dialect.ts';
import { dynamicDb, type DynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { conditionExpression, type Condition, type TextIndex } from './terms.ts';
import { trigramColumns, trigramSearchOn, trigramTable } from '../table/trigram-indexes.ts';
import type { SortSpec } from './sorts.ts';

export type BillSelect = UntypedSelect;

export function billQuery(db: DynamicDb, family: BillFamily, companyCode: string, conditions: readonly Condition[]): BillSelect {
  const insensitiveLike = isPostgres(db);
  let query = dynamicDb(db).selectFrom(family.headTable).where('company_code', '=', companyCode);
  if (conditions.length > 0) {
    const text = insensitiveLike ? undefined : textIndexOf(family);
    query = query.where((eb) => eb.and(conditions.map((condition) => conditionExpression(eb, condition, insensitiveLike, text))));
  }
  return query;
}

const textIndexes = new WeakMap<BillFamily, TextIndex>();

/** SQLite: the family's FTS5 trigram table (table/trigram-indexes.ts), unless PORTAL_TRIGRAM=0. */
function textIndexOf(family: BillFamily): TextIndex | undefined {
  if (!trigramSearchOn()) return undefined;
  let index = textIndexes.get(family);
  if (!index) textIndexes.set(family, (index = { head: family.headTable, table: trigramTable(family), columns: new Set(trigramColumns(family)) }));
  return index.columns.size > 0 ? index : undefined;
}

export function sorted(query: BillSelect, sorts: readonly SortSpec[]): BillSelect {
  let ordered = query;
  for (const sort of sorts) ordered = ordered.orderBy(sort.column, sort.order);
  return ordered;
}
