// Seeds N demo bills of every family for the demo company: ensures the tables, plans the run
// (referenced families first, seed-plan.ts), reads each family's state list and dictionaries,
// links its references to bills already written (reference-links.ts) and inserts in batches
// (insert-bills.ts). Views (a UI file with "source" and no data schema) list another family's
// table and are not seeded themselves; families without a lifecycle or without api.save are
// seeded like any other, so that their lists have data — except 签名记录, which only the
// signing service writes, one per message a declare produces (server/customs/declare/).
import { buildDefinitions, isServedByFeature } from '#core/definition/index.ts';
import type { PortalDb } from '../../db/connect.ts';
import { dynamicDb } from '../db.ts';
import { createFamily, type BillFamily } from '../family.ts';
import { readDefinitionFiles } from '../load-definitions.ts';
import { loadStateList } from '../options/states.ts';
import { ensureFamilyTables } from '../table/ensure-tables.ts';
import { storeDemoDocuments } from './demo-documents.ts';
import { IN_DATABASE, type FilePlace } from '../files/file-store.ts';
import type { Party } from '#core/seed/demo-parties.ts';
import type { FamilySeed } from './generate-bills.ts';
import { insertDemoBills, type SeedProgress } from './insert-bills.ts';
import { Random } from '#core/seed/random.ts';
import { loadReferenceLinks } from './reference-links.ts';
import { referencedFamilies } from './references.ts';
import { planSeed, type SeedPlan } from './seed-plan.ts';
import { SIGN_FAMILY } from '../../customs/declare/sign-records.ts';

/** Families whose records a service writes from real work, never demo data. */
export const NOT_SEEDED: ReadonlySet<string> = new Set([SIGN_FAMILY]);

export interface DemoBillOptions {
  schemaDir: string;
  company: Party;
  perFamily: number;
  /** Only these families (ids), plus the referenced ones that have no bill yet; all when empty. */
  families?: readonly string[];
  seed?: number;
  now?: number;
  /** Where the demo documents' bytes go (config.filesDir); default the database rows. */
  files?: FilePlace;
  progress?: SeedProgress;
  /** Told the plan before anything is written (e.g. to say which families were added). */
  onPlan?: (plan: SeedPlan) => void;
}

function isView(file: unknown): boolean {
  return typeof file === 'object' && file !== null && typeof (file as { source?: unknown }).source === 'string';
}

/** The families of a folder that own a table: every family except views. */
export function loadSeedableFamilies(schemaDir: string): BillFamily[] {
  const files = readDefinitionFiles(schemaDir);
  for (const [name, content] of Object.entries(files)) if (name.endsWith('.ui.json') && isView(content)) delete files[name];
  return buildDefinitions(files)
    .filter((definition) => !isServedByFeature(definition))
    .map(createFamily);
}

/** The values of the family's dictionaries, in display order. */
export async function dictionaryValues(db: PortalDb, family: BillFamily): Promise<Map<string, string[]>> {
  const values = new Map<string, string[]>();
  if (family.dictionaryCodes.length === 0) return values;
  const rows = await db
    .selectFrom('dictionary_item')
    .select(['dic_code', 'value'])
    .where('dic_code', 'in', family.dictionaryCodes)
    .orderBy('sort_no')
    .execute();
  for (const row of rows) values.set(row.dic_code, [...(values.get(row.dic_code) ?? []), row.value]);
  return values;
}

async function hasNoBills(db: PortalDb, family: BillFamily, companyCode: string): Promise<boolean> {
  const row = await dynamicDb(db).selectFrom(family.headTable).select('id').where('company_code', '=', companyCode).limit(1).executeTakeFirst();
  return row === undefined;
}

/** Answers the families written, in the order they were written. */
export async function seedDemoBills(db: PortalDb, options: DemoBillOptions): Promise<BillFamily[]> {
  const all = loadSeedableFamilies(options.schemaDir);
  await ensureFamilyTables(db, all);
  const { code } = options.company;
  const plan = await planSeed(all, options.families ?? [], (family) => hasNoBills(db, family, code));
  options.onPlan?.(plan);
  const byId = new Map(all.map((family) => [family.id, family]));
  const random = new Random(options.seed ?? 20240615);
  const referenced = new Set(all.flatMap(referencedFamilies));
  const now = options.now ?? Date.now();
  for (const family of plan.families) {
    if (options.perFamily === 0 || NOT_SEEDED.has(family.id)) continue;
    const stateList = await loadStateList(db, family);
    const seed: FamilySeed = {
      family,
      random,
      company: options.company,
      states: stateList.states,
      dictionaries: await dictionaryValues(db, family),
      now,
      links: await loadReferenceLinks(db, family, byId, code, random),
      referenced: referenced.has(family.id),
      documents: await storeDemoDocuments(db, family, code, random, options.files ?? IN_DATABASE, now),
    };
    await insertDemoBills(db, seed, options.perFamily, options.progress);
  }
  return plan.families;
}
