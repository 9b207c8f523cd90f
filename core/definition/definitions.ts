// Builds the families of a definition folder from its already-parsed files (name → JSON): every
// `{family}.schema.json` with its `{family}.ui.json`, files starting with "_" being shared parts
// only. References are resolved here, once; the checks are the ones the engine cannot work
// without (scripts/validate-schemas.ts checks everything else, with JSON pointers).
import { DefinitionError } from './errors.ts';
import { headerFields } from './fields.ts';
import { resolveRefs, type ParsedFiles } from './resolve-refs.ts';
import { applyDefaults } from './defaults.ts';
import type { BillDefinition, DataSchema, UiDefinition, UiFile } from './types.ts';

const SCHEMA_SUFFIX = '.schema.json';
const UI_SUFFIX = '.ui.json';
/** {side}-{menu key}: the key keeps the route's spelling (export-billOfLading). */
const FAMILY_ID = /^[a-z][a-z0-9]*(-[a-z][a-zA-Z0-9]*)*$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function checkSchema(file: string, schema: unknown, family: string): asserts schema is DataSchema {
  if (!isObject(schema) || !isObject(schema.properties)) throw new DefinitionError(file, '/properties', '缺少 properties');
  if (schema.$id !== family) throw new DefinitionError(file, '/$id', `$id 应为 "${family}"`);
}

function checkUi(file: string, ui: unknown, family: string): asserts ui is UiFile {
  if (!isObject(ui)) throw new DefinitionError(file, '', '应为对象');
  if (ui.family !== family) throw new DefinitionError(file, '/family', `family 应为 "${family}"`);
  for (const member of ['list', 'buttons'] as const) {
    if (ui[member] === undefined) throw new DefinitionError(file, `/${member}`, `缺少 ${member}`);
  }
  if (!isObject(ui.api) || typeof ui.api.list !== 'string') throw new DefinitionError(file, '/api/list', '缺少 api.list');
  if (ui.lifecycle !== undefined && ui.stateType === undefined) throw new DefinitionError(file, '/stateType', '有 lifecycle 时须写 stateType');
}

/** Every field the UI file names must exist in the data schema (or be a system field). */
function checkFieldNames(file: string, definition: BillDefinition): void {
  const names = new Set(headerFields(definition.schema).map((field) => field.name));
  const { list, receipt, customsRules } = definition.ui;
  const named: Array<[string, string]> = [
    ...list.columns.map((column, index) => [column.field, `/list/columns/${index}/field`] as [string, string]),
    ...list.filters.map((filter, index) => [filter.field, `/list/filters/${index}/field`] as [string, string]),
    ...list.sortable.map((field, index) => [field, `/list/sortable/${index}`] as [string, string]),
    [list.defaultSort.field, '/list/defaultSort/field'],
    ...(receipt?.keys ?? []).map((field, index) => [field, `/receipt/keys/${index}`] as [string, string]),
    ...(customsRules ?? []).map((rule, index) => [rule.field, `/customsRules/${index}/field`] as [string, string]),
  ];
  for (const [name, pointer] of named) {
    if (!names.has(name)) throw new DefinitionError(file, pointer, `字段 ${name} 不在数据定义中`);
  }
}

/** A tallied filter (server/bills/table/tally.ts) counts by a text value: like, eq or in on a text field. */
function checkTallied(file: string, definition: BillDefinition): void {
  const fields = new Map(headerFields(definition.schema).map((field) => [field.name, field]));
  definition.ui.list.filters.forEach((filter, index) => {
    if (!filter.tallied) return;
    const field = fields.get(filter.field);
    const text = field !== undefined && field.type === 'string' && field.format === undefined;
    if (!text || !['like', 'eq', 'in'].includes(filter.op)) {
      throw new DefinitionError(file, `/list/filters/${index}/tallied`, '只有文本字段的 like、eq、in 条件可以累计（tallied）');
    }
  });
}

function sourceOf(files: ParsedFiles, name: string): string | null {
  const ui = files[name];
  return isObject(ui) && typeof ui.source === 'string' ? ui.source : null;
}

/**
 * One family. A view (`source` in its UI file, no schema file) lists the bills of its source
 * family: it shares the source's data schema (hence its table), state type and lifecycle.
 */
export function buildDefinition(family: string, files: ParsedFiles): BillDefinition {
  const uiFile = `${family}${UI_SUFFIX}`;
  const source = sourceOf(files, uiFile);
  const schemaFamily = source ?? family;
  const schemaFile = `${schemaFamily}${SCHEMA_SUFFIX}`;
  if (!FAMILY_ID.test(family)) throw new DefinitionError(uiFile, '', '文件名只能由字母、数字和连字符组成，以小写字母开头');
  if (!(uiFile in files)) throw new DefinitionError(schemaFile, '', `缺少界面定义 ${uiFile}`);
  if (source !== null && `${family}${SCHEMA_SUFFIX}` in files) throw new DefinitionError(uiFile, '/source', '视图不能再有自己的数据定义文件');
  if (source !== null && (!(schemaFile in files) || sourceOf(files, `${source}${UI_SUFFIX}`) !== null)) {
    throw new DefinitionError(uiFile, '/source', `视图的来源 ${source} 不是一个单证族`);
  }
  const schema = resolveRefs(schemaFile, files);
  checkSchema(schemaFile, schema, schemaFamily);
  const ui = resolveRefs(uiFile, files);
  checkUi(uiFile, ui, family);
  const sourceUi = source !== null ? buildDefinition(source, files).ui : null;
  const definition: BillDefinition = { family, schema, ui: applyDefaults(uiFile, family, ui, sourceUi) };
  checkFieldNames(uiFile, definition);
  checkTallied(uiFile, definition);
  return definition;
}

/** The family whose table holds a definition's bills: itself, or the source of a view. */
export function storageFamily(definition: BillDefinition): string {
  return definition.ui.source ?? definition.family;
}

/**
 * A list a feature serves itself (ui.servedBy, e.g. the settlement applications): the bill engine
 * derives no table, mounts no routes and seeds nothing for it; the definition still drives the
 * list page (columns, filters, buttons, row actions, states).
 */
export function isServedByFeature(definition: BillDefinition): boolean {
  return definition.ui.servedBy !== undefined;
}

/** The menu node whose module and button codes guard a definition's page: ui.module, else its route. */
export function definitionModule(ui: Pick<UiDefinition, 'module' | 'route'>): string {
  return ui.module ?? ui.route;
}

/** All families of a folder, sorted by id. */
export function buildDefinitions(files: ParsedFiles): BillDefinition[] {
  const families = Object.keys(files)
    .filter((name) => !name.startsWith('_') && (name.endsWith(SCHEMA_SUFFIX) || (name.endsWith(UI_SUFFIX) && sourceOf(files, name) !== null)))
    .map((name) => name.slice(0, -(name.endsWith(SCHEMA_SUFFIX) ? SCHEMA_SUFFIX : UI_SUFFIX).length))
    .sort();
  for (const name of Object.keys(files)) {
    if (name.endsWith(UI_SUFFIX) && !name.startsWith('_') && !families.includes(name.slice(0, -UI_SUFFIX.length))) {
      throw new DefinitionError(name, '', `缺少数据定义 ${name.slice(0, -UI_SUFFIX.length)}${SCHEMA_SUFFIX}`);
    }
  }
  return families.map((family) => buildDefinition(family, files));
}
