// Reads a definition folder (every *.json file, shared parts included) and builds its families
// with the pure definition module. A file that does not parse stops the server with its name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDefinitions, DefinitionError, isServedByFeature, type BillDefinition } from '#core/definition/index.ts';

export function readDefinitionFiles(dir: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    try {
      files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      throw new DefinitionError(name, '', `不是有效的 JSON：${(error as Error).message}`);
    }
  }
  return files;
}

/** The bill families the engine serves (tables, routes, seeds). */
export function loadDefinitions(dir: string): BillDefinition[] {
  return buildDefinitions(readDefinitionFiles(dir)).filter((definition) => !isServedByFeature(definition));
}

/** The lists features serve themselves (ui.servedBy): only their definitions are answered. */
export function loadFeatureLists(dir: string): BillDefinition[] {
  return buildDefinitions(readDefinitionFiles(dir)).filter(isServedByFeature);
}
