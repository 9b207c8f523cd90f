// The bill families of a definition folder in a worker thread (the same files the request thread
// mounted: the task names the folder and the family). The folder is read once per thread; a family
// is built (its validators compiled) only when a task first asks for it (issue 26 point 7): the
// quick lane's thread never needs one, the long reads' thread only for an export or an import, and
// building all of them held ~50 MB per thread for families nobody asked about (bench:export: the
// idle server with two warm threads 427 → 327–335 MB).
import type { BillDefinition } from '#core/definition/index.ts';
import { createFamily, type BillFamily } from '../bills/family.ts';
import { loadDefinitions } from '../bills/load-definitions.ts';

interface Folder {
  definitions: ReadonlyMap<string, BillDefinition>;
  families: Map<string, BillFamily>;
}

const folders = new Map<string, Folder>();

/** The folder's definitions, read on the thread's first call (the warm task makes that call ahead of need). */
function folder(schemaDir: string): Folder {
  let found = folders.get(schemaDir);
  if (!found) {
    found = { definitions: new Map(loadDefinitions(schemaDir).map((definition) => [definition.family, definition])), families: new Map() };
    folders.set(schemaDir, found);
  }
  return found;
}

/** Reads the folder now, so that a first task pays only for building its own family. */
export function readWorkerDefinitions(schemaDir: string): number {
  return folder(schemaDir).definitions.size;
}

/** The family, built on the thread's first task for it. */
export function workerFamily(schemaDir: string, familyId: string): BillFamily {
  const { definitions, families } = folder(schemaDir);
  let family = families.get(familyId);
  if (!family) {
    const definition = definitions.get(familyId);
    if (!definition) throw new Error(`no family ${familyId} in ${schemaDir}`);
    family = createFamily(definition);
    families.set(familyId, family);
  }
  return family;
}

/** How many families this thread has built (tests check that warming builds none). */
export function builtWorkerFamilies(): number {
  let built = 0;
  for (const { families } of folders.values()) built += families.size;
  return built;
}
