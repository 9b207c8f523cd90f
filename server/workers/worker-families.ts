// The bill families of a definition folder, built once per worker thread (the same files the
// request thread mounted: the task names the folder and the family).
import { createFamily, type BillFamily } from '../bills/family.ts';
import { loadDefinitions } from '../bills/load-definitions.ts';

const folders = new Map<string, Map<string, BillFamily>>();

/** Every family of the folder, built on the first call of the thread. */
export function workerFamilies(schemaDir: string): ReadonlyMap<string, BillFamily> {
  let families = folders.get(schemaDir);
  if (!families) {
    families = new Map(
      loadDefinitions(schemaDir)
        .map(createFamily)
        .map((family) => [family.id, family]),
    );
    folders.set(schemaDir, families);
  }
  return families;
}

export function workerFamily(schemaDir: string, familyId: string): BillFamily {
  const family = workerFamilies(schemaDir).get(familyId);
  if (!family) throw new Error(`no family ${familyId} in ${schemaDir}`);
  return family;
}
