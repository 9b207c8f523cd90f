// Reads a definition folder (every *.json file, shared parts included) and builds its families
// with the pure definition module. A file that does not parse, or a definition the engine cannot
// use, stops the server with a DefinitionError naming the file (its path from the working
// folder, or its absolute path outside it), the JSON pointer and the problem in Chinese — the words validate-schemas prints, which
// `npm start` runs first (scripts/validate-schemas/start-check.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { buildDefinitions, DefinitionError, isServedByFeature, parseJsonText, type BillDefinition } from '#core/definition/index.ts';

/** The texts of a folder's *.json files, by name. */
function definitionTexts(dir: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.json')) texts.set(name, readFileSync(join(dir, name), 'utf8'));
  }
  return texts;
}

function parsedFiles(texts: Map<string, string>): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const [name, text] of texts) {
    const parsed = parseJsonText(text);
    if (!parsed.ok) throw new DefinitionError(name, '', parsed.message);
    files[name] = parsed.value;
  }
  return files;
}

export function readDefinitionFiles(dir: string): Record<string, unknown> {
  return parsedFiles(definitionTexts(dir));
}

/** Runs `load` over a folder; a DefinitionError comes out with the file's path instead of its name. */
export function withFolderPaths<T>(dir: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    const absolute = join(dir, error.file);
    const fromHere = relative(process.cwd(), absolute);
    const path = fromHere.startsWith('..') ? absolute : fromHere.split(sep).join('/');
    throw new DefinitionError(path, error.pointer, error.problem);
  }
}

interface BuiltFolder {
  fingerprint: string;
  definitions: readonly BillDefinition[];
}

/** The last definitions built from each folder, with the fingerprint of the texts they were built from. */
const built = new Map<string, BuiltFolder>();

/**
 * Every definition of a folder. The files are read on every call, but built again only when their
 * names or texts changed: a start reads a folder four times (the definitions sync, the routes, the
 * feature lists, the demo data), and a process that starts many portals (the test suite) reads the
 * same folder again for each. Definitions are never changed after they are built.
 */
function buildFolder(dir: string): readonly BillDefinition[] {
  const texts = definitionTexts(dir);
  const hash = createHash('sha256');
  for (const [name, text] of texts) hash.update(name).update('\0').update(text).update('\0');
  const fingerprint = hash.digest('hex');
  const key = resolve(dir);
  const last = built.get(key);
  if (last?.fingerprint === fingerprint) return last.definitions;
  const definitions = withFolderPaths(dir, () => buildDefinitions(parsedFiles(texts)));
  built.set(key, { fingerprint, definitions });
  return definitions;
}

/** The bill families the engine serves (tables, routes, seeds). */
export function loadDefinitions(dir: string): BillDefinition[] {
  return buildFolder(dir).filter((definition) => !isServedByFeature(definition));
}

/** The lists features serve themselves (ui.servedBy): only their definitions are answered. */
export function loadFeatureLists(dir: string): BillDefinition[] {
  return buildFolder(dir).filter(isServedByFeature);
}
