// Builds the families of a definition folder from its already-parsed files (name → JSON): every
// `{family}.schema.json` with its `{family}.ui.json`, files starting with "_" being shared parts
// only. References are resolved here, once; the checks are the ones the engine cannot work
// without (scripts/validate-schemas.ts checks everything else, with JSON pointers).
import { DefinitionError } from './errors.ts';
import { headerFields } from './fields.ts';
import { resolveRefs, type ParsedFiles } from './resolve-refs.ts';
import type { BillDefinition, DataSchema, UiDefinition } from './types.ts';

const SCHEMA_SUFFIX = '.schema.json';
const UI_SUFFIX = '.ui.json';
const FAMILY_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function checkSchema(file: string, schema: unknown, family: string): asserts schema is DataSchema {
  if (!isObject(schema) || !isObject(schema.properties)) throw new DefinitionError(file, '/properties', '缺少 properties');
  if (schema.$id !== family) throw new DefinitionError(file, '/$id', `$id 应为 "${family}"`);
}

function checkUi(file: string, ui: unknown, family: string): asserts ui is UiDefinition {
  if (!isObject(ui)) throw new DefinitionError(file, '', '应为对象');
  if (ui.family !== family) throw new DefinitionError(file, '/family', `family 应为 "${family}"`);
  for (const member of ['route', 'stateType', 'api', 'list', 'lifecycle', 'buttons'] as const) {
    if (ui[member] === undefined) throw new DefinitionError(file, `/${member}`, `缺少 ${member}`);
  }
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

export function buildDefinition(family: string, files: ParsedFiles): BillDefinition {
  const schemaFile = `${family}${SCHEMA_SUFFIX}`;
  const uiFile = `${family}${UI_SUFFIX}`;
  if (!FAMILY_ID.test(family)) throw new DefinitionError(schemaFile, '', '文件名只能由小写字母、数字和连字符组成');
  if (!(uiFile in files)) throw new DefinitionError(schemaFile, '', `缺少界面定义 ${uiFile}`);
  const schema = resolveRefs(schemaFile, files);
  checkSchema(schemaFile, schema, family);
  const ui = resolveRefs(uiFile, files);
  checkUi(uiFile, ui, family);
  const definition: BillDefinition = { family, schema, ui };
  checkFieldNames(uiFile, definition);
  return definition;
}

/** All families of a folder, sorted by id. */
export function buildDefinitions(files: ParsedFiles): BillDefinition[] {
  const families = Object.keys(files)
    .filter((name) => name.endsWith(SCHEMA_SUFFIX) && !name.startsWith('_'))
    .map((name) => name.slice(0, -SCHEMA_SUFFIX.length))
    .sort();
  for (const name of Object.keys(files)) {
    if (name.endsWith(UI_SUFFIX) && !name.startsWith('_') && !families.includes(name.slice(0, -UI_SUFFIX.length))) {
      throw new DefinitionError(name, '', `缺少数据定义 ${name.slice(0, -UI_SUFFIX.length)}${SCHEMA_SUFFIX}`);
    }
  }
  return families.map((family) => buildDefinition(family, files));
}
