// Which bill rows use a dictionary value or a state, read from the tables the definitions derive
// (server/bills/table): a field naming the dictionary (x-dictionary) is a column of the family's
// head or line table; a family whose stateType is the list keeps the state in its head table's
// `state` column. Only these tables can be read generically; the hand-made features (settlement,
// work tickets, company filing…) keep their codes in tables of their own, which is why a removed
// dictionary value or state is kept in any case and this count only tells the reader whether
// bills still show it (docs/definitions.md).
import type { Transaction } from 'kysely';
import type { FieldInfo } from '#core/definition/index.ts';
import type { BillFamily } from '../../bills/family.ts';
import type { PortalDatabase } from '../../db/schema.ts';
import type { UntypedDb } from '../../db/untyped.ts';

interface Place {
  table: string;
  column: string;
  title: string;
}

export interface Usage {
  rows: number;
  /** The families' titles, where rows use it. */
  families: string[];
}

export type UsageOf = (list: string, value: string) => Promise<Usage>;

export function stateListKey(mode: string, billType: string): string {
  return `${mode}/${billType}`;
}

function placesOf(families: readonly BillFamily[], kind: 'dictionary' | 'state', list: string): Place[] {
  const places = new Map<string, Place>();
  const add = (table: string | null, column: string, title: string) => {
    if (table !== null && !places.has(`${table}.${column}`)) places.set(`${table}.${column}`, { table, column, title });
  };
  for (const family of families) {
    if (kind === 'state') {
      const stateType = family.definition.ui.stateType;
      if (stateType && stateListKey(stateType.mode, stateType.billType) === list) add(family.headTable, 'state', family.title);
      continue;
    }
    // Dictionary codes are text; a numeric column could not be compared with one on PostgreSQL.
    const uses = (field: FieldInfo) => field.dictionary === list && field.type === 'string';
    for (const field of family.headFields.filter(uses)) add(family.headTable, field.column, family.title);
    for (const field of family.lineFields.filter(uses)) add(family.lineTable, field.column, family.title);
  }
  return [...places.values()];
}

/** Counts, for dictionaries or state lists, the bill rows that use a value (tables not created yet count none). */
export function billUsage(trx: Transaction<PortalDatabase>, families: readonly BillFamily[], kind: 'dictionary' | 'state'): UsageOf {
  const db = trx as unknown as UntypedDb;
  let tables: Promise<Set<string>> | null = null;
  const existing = () => (tables ??= db.introspection.getTables().then((found) => new Set(found.map((table) => table.name))));
  return async (list, value) => {
    const usage: Usage = { rows: 0, families: [] };
    for (const place of placesOf(families, kind, list)) {
      if (!(await existing()).has(place.table)) continue;
      const row = (await db
        .selectFrom(place.table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(place.column, '=', value)
        .executeTakeFirstOrThrow()) as { n: unknown };
      const rows = Number(row.n);
      if (rows === 0) continue;
      usage.rows += rows;
      if (!usage.families.includes(place.title)) usage.families.push(place.title);
    }
    return usage;
  };
}

export function describeUsage(usage: Usage): string {
  return usage.rows === 0 ? '无单证使用' : `${usage.rows} 行单证使用：${usage.families.join('、')}`;
}
