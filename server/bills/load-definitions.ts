// Reads a definition folder (every *.json file, shared parts included) and builds its families
// with the pure definition module. A file that does not parse, or a definition the engine cannot
// use, stops the server with a DefinitionError naming the file (its path from the working
// folder, or its absolute path outside it), the JSON pointer and the problem in Chinese — the words validate-schemas prints, which
// `npm start` runs first (scripts/validate-schemas/start-check.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildDefinitions, DefinitionError, isServedByFeature, parseJsonText, type BillDefinition } from '#core/definition/index.ts';

export function readDefinitionFiles(dir: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const parsed = parseJsonText(readFileSync(join(dir, name), 'utf8'));
    if (!parsed.ok) throw new DefinitionError(name, '', parsed.message);
    files[name] = parsed.value;
  }
  return files;
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

/** The bill families the engine serves (tables, routes, seeds). */
export function loadDefinitions(dir: string): BillDefinition[] {
  return withFolderPaths(dir, () => buildDefinitions(readDefinitionFiles(dir)).filter((definition) => !isServedByFeature(definition)));
}

/** The lists features serve themselves (ui.servedBy): only their definitions are answered. */
export function loadFeatureLists(dir: string): BillDefinition[] {
  return withFolderPaths(dir, () => buildDefinitions(readDefinitionFiles(dir)).filter(isServedByFeature));
}
