// Cross checks of a data schema (and of the shared fields): every $ref resolves, every required
// name is a property, and every dictionary a field names exists, with its default among its values
// (the server refuses a value outside the dictionary, so a wrong default could never be saved).
import { isLines, isRef, resolveSharedRef, similarName } from './bill-fields.ts';
import type { DataSchema, FieldSchema } from '#core/definition/index.ts';
import type { Checked, SharedFields, SharedSchemaFile } from './checked-files.ts';
import { childPointer, pointerOf, ProblemList, type Problem } from './problem.ts';
import type { DictionaryFile } from './seed-types.ts';
import { SEED_FILES } from './seed-files.ts';

/** dictionary code -> its values; undefined when dictionaries.json could not be read. */
export type DictionaryValues = ReadonlyMap<string, ReadonlySet<string>>;

export function dictionaryValues(data: DictionaryFile): DictionaryValues {
  return new Map(data.dictionaries.map((d) => [d.code, new Set(d.items.map((item) => item.value))]));
}

/** The field's dictionary exists and holds its default (bills, shared fields and forms). */
export function checkFieldDictionary(field: FieldSchema, pointer: string, dictionaries: DictionaryValues, problems: ProblemList): void {
  if (field.type !== 'string' || field['x-dictionary'] === undefined) return;
  const code = field['x-dictionary'] as string;
  const values = dictionaries.get(code);
  if (!values) {
    const hint = similarName(code, dictionaries.keys());
    problems.add(childPointer(pointer, 'x-dictionary'), `字典 "${code}" 不在 ${SEED_FILES.dictionaries.file} 中${hint ? `（是否为 "${hint}"？）` : ''}`);
    return;
  }
  if (field.default !== undefined && !values.has(field.default as string)) {
    problems.add(childPointer(pointer, 'default'), `默认值 "${field.default}" 不是字典 ${code} 的代码值`);
  }
}

function checkRequired(required: string[] | undefined, properties: Record<string, unknown>, base: string, where: string, problems: ProblemList): void {
  for (const [i, name] of (required ?? []).entries()) {
    if (Object.hasOwn(properties, name)) continue;
    const hint = similarName(name, Object.keys(properties));
    problems.add(childPointer(base, i), `必填字段 "${name}" 不在 ${where} 中${hint ? `（是否为 "${hint}"？）` : ''}`);
  }
}

function checkProperties(
  properties: Record<string, FieldSchema>,
  base: string,
  shared: SharedFields,
  dictionaries: DictionaryValues | undefined,
  problems: ProblemList,
): void {
  for (const [name, property] of Object.entries(properties)) {
    const pointer = childPointer(base, name);
    if (isRef(property)) {
      const resolved = resolveSharedRef(property.$ref, shared);
      if ('problem' in resolved) problems.add(childPointer(pointer, '$ref'), resolved.problem);
    } else if (dictionaries) {
      checkFieldDictionary(property, pointer, dictionaries, problems);
    }
  }
}

export function checkBillData(data: Checked<DataSchema>, shared: SharedFields, dictionaries: DictionaryValues | undefined): Problem[] {
  const problems = new ProblemList(data.file);
  const { properties, required } = data.value;
  const header: Record<string, FieldSchema> = {};
  for (const [name, property] of Object.entries(properties)) if (!isLines(property)) header[name] = property;
  checkProperties(header, pointerOf('properties'), shared, dictionaries, problems);
  checkRequired(required, properties, pointerOf('required'), 'properties', problems);
  const lines = properties.lines;
  if (lines && isLines(lines)) {
    const base = pointerOf('properties', 'lines', 'items');
    const items = lines.items!;
    checkProperties(items.properties, childPointer(base, 'properties'), shared, dictionaries, problems);
    checkRequired(items.required, items.properties, childPointer(base, 'required'), 'lines.items.properties', problems);
  }
  return problems.items;
}

/** The shared fields are checked once, where they are written. */
export function checkSharedFields(shared: Checked<SharedSchemaFile>, dictionaries: DictionaryValues | undefined): Problem[] {
  const problems = new ProblemList(shared.file);
  if (!dictionaries) return problems.items;
  for (const [name, field] of Object.entries(shared.value.definitions)) {
    checkFieldDictionary(field, pointerOf('definitions', name), dictionaries, problems);
  }
  return problems.items;
}
