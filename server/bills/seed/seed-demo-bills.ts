// Seeds N demo bills of every family for the demo company: ensures the tables, reads each
// family's state list and dictionaries, and inserts in batches (insert-bills.ts).
import type { PortalDb } from '../../db/connect.ts';
import { createFamily, type BillFamily } from '../family.ts';
import { loadDefinitions } from '../load-definitions.ts';
import { loadStateList } from '../options/states.ts';
import { ensureFamilyTables } from '../table/ensure-tables.ts';
import { insertDemoBills, type SeedProgress } from './insert-bills.ts';
import type { Party } from './demo-parties.ts';
import { Random } from './random.ts';

export interface DemoBillOptions {
  schemaDir: string;
  company: Party;
  perFamily: number;
  /** Only these families (ids); all when empty. */
  families?: readonly string[];
  seed?: number;
  now?: number;
  progress?: SeedProgress;
}

async function dictionaryValues(db: PortalDb, family: BillFamily): Promise<Map<string, string[]>> {
  const values = new Map<string, string[]>();
  if (family.dictionaryCodes.length === 0) return values;
  const rows = await db.selectFrom('dictionary_item').select(['dic_code', 'value']).where('dic_code', 'in', family.dictionaryCodes).orderBy('sort_no').execute();
  for (const row of rows) values.set(row.dic_code, [...(values.get(row.dic_code) ?? []), row.value]);
  return values;
}

export async function seedDemoBills(db: PortalDb, options: DemoBillOptions): Promise<BillFamily[]> {
  const all = loadDefinitions(options.schemaDir).map(createFamily);
  const families = options.families && options.families.length > 0 ? all.filter((family) => options.families!.includes(family.id)) : all;
  await ensureFamilyTables(db, all);
  const random = new Random(options.seed ?? 20240615);
  for (const family of families) {
    const stateList = await loadStateList(db, family);
    const states = stateList.states.length > 0 ? stateList.states : [{ state: family.definition.ui.lifecycle.states.draft, name: '暂存' }];
    const seed = { family, random, company: options.company, states, dictionaries: await dictionaryValues(db, family), now: options.now ?? Date.now() };
    await insertDemoBills(db, seed, options.perFamily, options.progress);
  }
  return families;
}
