// Reads the bill definitions and validates each file against its meta-schema. Only files that pass
// are handed to the cross checks, which rely on their shape; the meta-schema problems say why the
// others were left out.
import type { ValidateFunction } from 'ajv';
import { applyDefaults, DefinitionError, type UiDefinition, type UiFile } from '#core/definition/index.ts';
import { ajvErrorsToProblems } from './ajv-problems.ts';
import { DATA_META_SCHEMA, familiesOf, listBillFiles, SHARED_FILE, UI_META_SCHEMA, type BillFileListing } from './bill-files.ts';
import type { DataSchema } from '#core/definition/index.ts';
import type { Checked, FamilyFiles, SharedFields, SharedSchemaFile } from './checked-files.ts';
import { checkAgainstDeclaredSchema, SchemaCache } from './check-definitions.ts';
import type { Problem } from './problem.ts';
import { readJsonFile } from './read-json.ts';
import { keptRegistry } from './schema-registry.ts';
import { checkSchemaDeclaration } from './seed-files.ts';

export interface LoadedBills {
  families: FamilyFiles[];
  shared: SharedFields;
  problems: Problem[];
  /** Definition files and the two meta-schemas looked at. */
  files: number;
}

interface MetaValidators {
  data?: ValidateFunction;
  ui?: ValidateFunction;
  shared?: ValidateFunction;
  problems: Problem[];
}

function compileMetaSchemas(root: string): MetaValidators {
  // Strict, so a typo in a meta-schema keyword fails here rather than silently accepting anything.
  const registry = keptRegistry(root, 'draft-07', true, { strictRequired: false });
  const result: MetaValidators = { problems: [] };
  const take = (file: string, fragment = ''): ValidateFunction | undefined => {
    const compiled = registry.compile(file, fragment);
    if ('validate' in compiled) return compiled.validate;
    if (!result.problems.some((p) => p.file === file)) result.problems.push({ file, pointer: '', message: compiled.problem });
    return undefined;
  };
  result.data = take(DATA_META_SCHEMA);
  result.shared = take(DATA_META_SCHEMA, '#/definitions/sharedFile');
  result.ui = take(UI_META_SCHEMA);
  return result;
}

/** Parses a definition file (bill or table), checks its "$schema" declaration and its meta-schema. */
export function loadCheckedFile<T>(
  root: string,
  file: string,
  metaSchema: string,
  validate: ValidateFunction | undefined,
  problems: Problem[],
): Checked<T> | undefined {
  const read = readJsonFile(root, file);
  if (!read.ok) {
    problems.push(read.problem);
    return undefined;
  }
  problems.push(...checkSchemaDeclaration({ file, metaSchema }, read.value));
  if (!validate) return undefined;
  if (!validate(read.value)) {
    problems.push(...ajvErrorsToProblems(file, validate.errors));
    return undefined;
  }
  return { file, value: read.value as T };
}

/** A family file, checked, whose identity (`$id` or `family`) must be the file name stem. */
function loadFamilyFile<T>(
  root: string,
  file: string,
  family: string,
  metaSchema: string,
  validate: ValidateFunction | undefined,
  identityKey: '$id' | 'family',
  problems: Problem[],
): Checked<T> | undefined {
  const read = loadCheckedFile<T>(root, file, metaSchema, validate, problems);
  if (!read) return undefined;
  const identity = (read.value as Record<string, unknown>)[identityKey];
  if (identity !== family) {
    problems.push({ file, pointer: `/${identityKey}`, message: `${identityKey} "${String(identity)}" 应与文件名一致，为 "${family}"` });
  }
  return read;
}

function loadShared(root: string, listing: BillFileListing, meta: MetaValidators, cache: SchemaCache, problems: Problem[]): SharedFields {
  if (!listing.auxiliary.includes(SHARED_FILE)) return 'missing';
  const read = readJsonFile(root, SHARED_FILE);
  if (!read.ok) {
    problems.push(read.problem);
    return 'unusable';
  }
  // The shared file is itself a draft-07 schema (so ajv can load it) and holds complete fields.
  const asSchema = checkAgainstDeclaredSchema(SHARED_FILE, read.value, cache);
  problems.push(...asSchema);
  if (!meta.shared) return 'unusable';
  if (!meta.shared(read.value)) {
    problems.push(...ajvErrorsToProblems(SHARED_FILE, meta.shared.errors));
    return 'unusable';
  }
  return asSchema.length === 0 ? { file: SHARED_FILE, value: read.value as SharedSchemaFile } : 'unusable';
}

const MISSING_DATA = '缺少数据模式';

/**
 * A view (`source` in its UI file) has no data schema of its own: it is checked against its
 * source family's, which must be a family with a data schema (not another view).
 */
function withViews(families: FamilyFiles[], listing: BillFileListing, problems: Problem[]): FamilyFiles[] {
  return families.map((entry) => {
    const source = (entry.ui?.value as { source?: unknown } | undefined)?.source;
    if (typeof source !== 'string') return entry;
    const uiFile = listing.ui.get(entry.family) as string;
    const missing = problems.findIndex((problem) => problem.file === uiFile && problem.message.startsWith(MISSING_DATA));
    if (missing >= 0) problems.splice(missing, 1);
    if (listing.data.has(entry.family)) {
      problems.push({ file: uiFile, pointer: '/source', message: `视图不能再有自己的数据模式 ${listing.data.get(entry.family)}` });
      return entry;
    }
    const origin = families.find((candidate) => candidate.family === source);
    const originSource = (origin?.ui?.value as { source?: unknown } | undefined)?.source;
    if (!origin || !listing.data.has(source) || originSource !== undefined) {
      problems.push({ file: uiFile, pointer: '/source', message: `视图的来源 "${source}" 不是一个有数据模式的单证族` });
      return { family: entry.family, ui: entry.ui };
    }
    return { ...entry, data: origin.data };
  });
}

/**
 * The cross checks read the built UI definition (core/definition/defaults.ts: defaults, presets
 * and state names filled in), as the engine does; its pointers still lead to the written place,
 * except for a default the file does not write. Sources are built before their views.
 */
function withDefaults(families: FamilyFiles[], problems: Problem[]): FamilyFiles[] {
  const built = new Map<string, UiDefinition | null>();
  const build = (entry: FamilyFiles): UiDefinition | null => {
    if (built.has(entry.family)) return built.get(entry.family) ?? null;
    built.set(entry.family, null);
    if (!entry.ui) return null;
    const written = entry.ui.value as unknown as UiFile;
    const origin = typeof written.source === 'string' ? families.find((candidate) => candidate.family === written.source) : undefined;
    const source = origin ? build(origin) : null;
    try {
      const ui = applyDefaults(entry.ui.file, entry.family, written, source);
      built.set(entry.family, ui);
      return ui;
    } catch (error) {
      if (!(error instanceof DefinitionError)) throw error;
      problems.push({ file: error.file, pointer: error.pointer, message: error.problem });
      return null;
    }
  };
  return families.map((entry) => {
    if (!entry.ui) return entry;
    const ui = build(entry);
    return ui ? { ...entry, ui: { file: entry.ui.file, value: ui } } : { family: entry.family, data: entry.data };
  });
}

export function loadBills(root: string): LoadedBills {
  const listing = listBillFiles(root);
  const meta = compileMetaSchemas(root);
  const cache = new SchemaCache(root);
  const problems: Problem[] = [...meta.problems, ...listing.problems];
  const shared = loadShared(root, listing, meta, cache, problems);
  for (const file of listing.auxiliary.filter((f) => f !== SHARED_FILE)) {
    const read = readJsonFile(root, file);
    problems.push(...(read.ok ? checkAgainstDeclaredSchema(file, read.value, cache) : [read.problem]));
  }
  const families: FamilyFiles[] = familiesOf(listing).map((family) => {
    const dataFile = listing.data.get(family);
    const uiFile = listing.ui.get(family);
    return {
      family,
      data: dataFile === undefined ? undefined : loadFamilyFile<DataSchema>(root, dataFile, family, DATA_META_SCHEMA, meta.data, '$id', problems),
      ui: uiFile === undefined ? undefined : loadFamilyFile<UiDefinition>(root, uiFile, family, UI_META_SCHEMA, meta.ui, 'family', problems),
    };
  });
  const files = listing.data.size + listing.ui.size + listing.auxiliary.length + 2;
  return { families: withDefaults(withViews(families, listing, problems), problems), shared, problems, files };
}
