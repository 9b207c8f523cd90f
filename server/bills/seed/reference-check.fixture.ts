// For the seed's specs: reads back every x-refersTo value a seed wrote and answers the ones that
// name no bill of the referenced family of the same company (the demo data must have none).
import type { PortalDb } from '../../db/connect.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { referencesOf } from './references.ts';

export interface ReferenceFinding {
  /** family.field → family.field */
  link: string;
  /** Referring values read (non-empty). */
  checked: number;
  /** Values with no bill behind them. */
  dangling: string[];
}

async function referringValues(db: PortalDb, family: BillFamily, part: 'head' | 'line', column: string, companyCode: string): Promise<string[]> {
  const query =
    part === 'head'
      ? dynamicDb(db).selectFrom(family.headTable).select(`${column} as value`).where('company_code', '=', companyCode)
      : dynamicDb(db)
          .selectFrom(`${family.lineTable!} as line`)
          .innerJoin(`${family.headTable} as head`, 'head.id', 'line.head_id')
          .select(`line.${column} as value`)
          .where('head.company_code', '=', companyCode);
  const rows: Array<{ value: unknown }> = await query.execute();
  return rows.flatMap((row) => (row.value === null || row.value === undefined ? [] : [String(row.value)]));
}

export async function checkSeededReferences(db: PortalDb, families: readonly BillFamily[], companyCode: string): Promise<ReferenceFinding[]> {
  const byId = new Map(families.map((family) => [family.id, family]));
  const findings: ReferenceFinding[] = [];
  for (const family of families) {
    for (const reference of referencesOf(family)) {
      const target = byId.get(reference.family)!;
      const column = target.headFields.find((field) => field.name === reference.field)!.column;
      const existing = new Set(await referringValues(db, target, 'head', column, companyCode));
      const values = await referringValues(db, family, reference.part, reference.from.column, companyCode);
      findings.push({
        link: `${family.id}.${reference.from.name} → ${reference.family}.${reference.field}`,
        checked: values.length,
        dangling: [...new Set(values.filter((value) => !existing.has(value)))],
      });
    }
  }
  return findings;
}
