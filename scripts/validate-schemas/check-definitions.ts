// Document-type definitions (schemas/bills, schemas/forms): every JSON file must parse, and a file
// that declares "$schema" must satisfy it. A draft URI means the file is itself a JSON Schema and
// is checked against that draft's meta-schema; a relative path names the schema the file follows,
// whose own relative "$ref"s resolve against its location (schema-registry.ts). The bill families
// directly in schemas/bills are left to check-bills.ts, which knows their meta-schemas.
import type Ajv from 'ajv';
import type { AnySchemaObject } from 'ajv';
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { declaredDraft, draftOf, type SchemaDraft } from './ajv-factory.ts';
import { ajvErrorsToProblems } from './ajv-problems.ts';
import type { Problem } from './problem.ts';
import { readJsonFile } from './read-json.ts';
import { keptRegistry, type Compiled, type SchemaRegistry } from './schema-registry.ts';

export const DEFINITION_FOLDERS = ['schemas/bills', 'schemas/forms'] as const;

function jsonFilesUnder(root: string, folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = posix.join(folder, entry.name);
      if (entry.isDirectory()) return jsonFilesUnder(root, path);
      return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
    });
}

/** Compiles referenced schemas once per run; analysts' schemas may carry custom keywords. */
export class SchemaCache {
  private readonly registries = new Map<SchemaDraft, { ajv: Ajv; registry: SchemaRegistry }>();
  private readonly compiled = new Map<string, Compiled>();

  constructor(private readonly root: string) {}

  private forDraft(draft: SchemaDraft): { ajv: Ajv; registry: SchemaRegistry } {
    let entry = this.registries.get(draft);
    if (!entry) {
      const registry = keptRegistry(this.root, draft, false);
      entry = { ajv: registry.ajv, registry };
      this.registries.set(draft, entry);
    }
    return entry;
  }

  ajv(draft: SchemaDraft): Ajv {
    return this.forDraft(draft).ajv;
  }

  compile(schemaFile: string): Compiled {
    const cached = this.compiled.get(schemaFile);
    if (cached) return cached;
    const result = this.compileUncached(schemaFile);
    this.compiled.set(schemaFile, result);
    return result;
  }

  private compileUncached(schemaFile: string): Compiled {
    const read = readJsonFile(this.root, schemaFile);
    if (!read.ok) return { problem: `"$schema" 指向的 ${schemaFile} 无法使用：${read.problem.message}` };
    const schema = read.value as AnySchemaObject;
    const draft = declaredDraft(schema);
    if (!draft) return { problem: `"$schema" 指向的 ${schemaFile} 声明了不支持的草案 ${String(schema.$schema)}` };
    const compiled = this.forDraft(draft).registry.compile(schemaFile);
    if ('validate' in compiled) return compiled;
    return { problem: `"$schema" 指向的 ${schemaFile} 无法使用：${compiled.problem}` };
  }
}

/** A definition file that names a "$schema" must satisfy it. */
export function checkAgainstDeclaredSchema(file: string, value: unknown, cache: SchemaCache): Problem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const declared = (value as Record<string, unknown>).$schema;
  if (declared === undefined) return [];
  if (typeof declared !== 'string') return [{ file, pointer: '/$schema', message: '"$schema" 应为字符串' }];
  const draft = draftOf(declared);
  if (draft) {
    const ajv = cache.ajv(draft);
    return ajv.validateSchema(value as AnySchemaObject) ? [] : ajvErrorsToProblems(file, ajv.errors);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(declared)) {
    return [{ file, pointer: '/$schema', message: `无法解析 "$schema"：只支持相对路径或 JSON Schema 草案地址（draft-07、2019-09、2020-12）` }];
  }
  const schemaFile = posix.normalize(posix.join(posix.dirname(file), declared));
  const compiled = cache.compile(schemaFile);
  if ('problem' in compiled) return [{ file, pointer: '/$schema', message: compiled.problem }];
  return compiled.validate(value) ? [] : ajvErrorsToProblems(file, compiled.validate.errors);
}

/**
 * Checks every JSON file under the definition folders except those `skip` names (the bill
 * families, which check-bills.ts validates against their own meta-schemas).
 */
export function checkDefinitionFolders(
  root: string,
  skip: (file: string) => boolean = () => false,
  folders: readonly string[] = DEFINITION_FOLDERS,
): { problems: Problem[]; files: number } {
  const cache = new SchemaCache(root);
  const problems: Problem[] = [];
  let files = 0;
  for (const folder of folders) {
    for (const file of jsonFilesUnder(root, folder)) {
      if (skip(file)) continue;
      files += 1;
      const read = readJsonFile(root, file);
      if (!read.ok) problems.push(read.problem);
      else problems.push(...checkAgainstDeclaredSchema(file, read.value, cache));
    }
  }
  return { problems, files };
}
