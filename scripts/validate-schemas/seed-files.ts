// Loads one seed file and validates it against its meta-schema. A file that fails its meta-schema
// is not handed to the cross checks, which rely on its shape.
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { posix } from 'node:path';
import { ajvErrorsToProblems } from './ajv-problems.ts';
import type { Problem } from './problem.ts';
import { readJsonFile } from './read-json.ts';

export interface SeedFileSpec {
  file: string;
  metaSchema: string;
}

export const SEED_FILES = {
  menu: { file: 'schemas/seed/menu.json', metaSchema: 'schemas/meta/menu.schema.json' },
  dictionaries: { file: 'schemas/seed/dictionaries.json', metaSchema: 'schemas/meta/dictionaries.schema.json' },
  states: { file: 'schemas/seed/states.json', metaSchema: 'schemas/meta/states.schema.json' },
  demo: { file: 'schemas/seed/demo.json', metaSchema: 'schemas/meta/demo.schema.json' },
} as const satisfies Record<string, SeedFileSpec>;

export interface LoadedSeed<T> {
  /** Present only when the file parsed and passed its meta-schema. */
  value?: T;
  problems: Problem[];
}

/** Meta-schemas compiled in this process, by their content: the next run of the same one reuses it. */
const compiledMetaSchemas = new Map<string, ValidateFunction>();
const KEPT_META_SCHEMAS = 16;

function compileMetaSchema(root: string, metaSchema: string, ajv: Ajv): { validate?: ValidateFunction; problems: Problem[] } {
  const read = readJsonFile(root, metaSchema);
  if (!read.ok) return { problems: [read.problem] };
  const content = JSON.stringify(read.value);
  const kept = compiledMetaSchemas.get(content);
  if (kept) return { validate: kept, problems: [] };
  try {
    const validate = ajv.compile(read.value as object);
    if (compiledMetaSchemas.size >= KEPT_META_SCHEMAS) compiledMetaSchemas.delete(compiledMetaSchemas.keys().next().value as string);
    compiledMetaSchemas.set(content, validate);
    return { validate, problems: [] };
  } catch (error) {
    return { problems: [{ file: metaSchema, pointer: '', message: `不是有效的 JSON Schema：${(error as Error).message}` }] };
  }
}

/** The file must name its meta-schema so VS Code offers completion while editing it. */
export function checkSchemaDeclaration(spec: SeedFileSpec, value: unknown): Problem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const expected = posix.relative(posix.dirname(spec.file), spec.metaSchema);
  const declared = (value as Record<string, unknown>).$schema;
  if (declared === undefined) {
    return [{ file: spec.file, pointer: '', message: `缺少 "$schema": "${expected}"（VS Code 据此提供补全与校验）` }];
  }
  const resolved = typeof declared === 'string' ? posix.normalize(posix.join(posix.dirname(spec.file), declared)) : '';
  if (resolved !== spec.metaSchema) {
    return [{ file: spec.file, pointer: '/$schema', message: `"$schema" 应为 "${expected}"` }];
  }
  return [];
}

export function loadSeedFile<T>(root: string, spec: SeedFileSpec, ajv: Ajv): LoadedSeed<T> {
  const meta = compileMetaSchema(root, spec.metaSchema, ajv);
  const read = readJsonFile(root, spec.file);
  if (!read.ok) return { problems: [...meta.problems, read.problem] };
  const problems = [...meta.problems, ...checkSchemaDeclaration(spec, read.value)];
  if (!meta.validate) return { problems };
  if (!meta.validate(read.value)) return { problems: [...problems, ...ajvErrorsToProblems(spec.file, meta.validate.errors)] };
  return { value: read.value as T, problems };
}
