// Document-type definitions (schemas/bills, schemas/forms): every JSON file must parse, and a file
// that declares "$schema" must satisfy it. A draft URI means the file is itself a JSON Schema and
// is checked against that draft's meta-schema; a relative path names the schema the file follows.
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { createAjv, declaredDraft, draftOf, type SchemaDraft } from './ajv-factory.ts';
import { ajvErrorsToProblems } from './ajv-problems.ts';
import type { Problem } from './problem.ts';
import { readJsonFile } from './read-json.ts';

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

type Compiled = { validate: ValidateFunction } | { problem: string };

/** Compiles referenced schemas once per run; analysts' schemas may carry custom keywords. */
class SchemaCache {
  private readonly ajvByDraft = new Map<SchemaDraft, ReturnType<typeof createAjv>>();
  private readonly compiled = new Map<string, Compiled>();

  constructor(private readonly root: string) {}

  ajv(draft: SchemaDraft): ReturnType<typeof createAjv> {
    let ajv = this.ajvByDraft.get(draft);
    if (!ajv) {
      ajv = createAjv(draft, false);
      this.ajvByDraft.set(draft, ajv);
    }
    return ajv;
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
    try {
      return { validate: this.ajv(draft).compile(schema) };
    } catch (error) {
      return { problem: `"$schema" 指向的 ${schemaFile} 不是有效的 JSON Schema：${(error as Error).message}` };
    }
  }
}

function checkAgainstDeclaredSchema(file: string, value: unknown, cache: SchemaCache): Problem[] {
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

export function checkDefinitionFolders(root: string, folders: readonly string[] = DEFINITION_FOLDERS): { problems: Problem[]; files: number } {
  const cache = new SchemaCache(root);
  const problems: Problem[] = [];
  let files = 0;
  for (const folder of folders) {
    for (const file of jsonFilesUnder(root, folder)) {
      files += 1;
      const read = readJsonFile(root, file);
      if (!read.ok) problems.push(read.problem);
      else problems.push(...checkAgainstDeclaredSchema(file, read.value, cache));
    }
  }
  return { problems, files };
}
