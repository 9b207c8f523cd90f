// The fields a family has, as the engine sees them: its header and line properties with shared
// references resolved by core's resolver (core/definition/resolve-refs.ts), plus the system
// fields the engine adds to every family. Each field remembers where its keywords are written
// (the family's file or the shared file), so a problem points there.
import {
  DefinitionError,
  resolveRefs,
  SYSTEM_FIELDS as ENGINE_SYSTEM_FIELDS,
  type DataSchema,
  type FieldInfo,
  type FieldSchema,
} from '#core/definition/index.ts';
import { SHARED_FILE } from './bill-files.ts';
import type { Checked, SharedFields } from './checked-files.ts';
import { childPointer, pointerOf } from './problem.ts';

/** Owned by the engine, present on every bill: the engine's own list (docs/definitions.md). */
export const SYSTEM_FIELDS: Readonly<Record<string, FieldSchema>> = ENGINE_SYSTEM_FIELDS;

export const SYSTEM_FIELD_LIST = Object.keys(SYSTEM_FIELDS).join('、');

export interface ResolvedField {
  /** Undefined when the property is a reference that does not resolve (reported elsewhere). */
  field?: FieldSchema;
  /** Where the field's keywords are written: the family's file or the shared file. */
  file: string;
  pointer: string;
}

export type RefResolution = { field: FieldSchema; pointer: string } | { problem: string } | { unknown: true };

/** The only references a data schema may hold: a complete field of the shared file. */
const SHARED_REF = /^_shared\.schema\.json#\/definitions\/(.+)$/;
const SHARED_NAME = '_shared.schema.json';

export function isRef(property: FieldSchema): property is FieldSchema & { $ref: string } {
  return typeof property.$ref === 'string';
}

export function isLines(property: FieldSchema): boolean {
  return property.type === 'array';
}

/** Case-insensitive near miss, to turn "copcode" into a hint "copCode". */
export function similarName(name: string, names: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  for (const candidate of names) if (candidate !== name && candidate.toLowerCase() === lower) return candidate;
  return undefined;
}

export function resolveSharedRef(ref: string, shared: SharedFields): RefResolution {
  const name = SHARED_REF.exec(ref)?.[1];
  if (name === undefined) return { problem: `无法解析 $ref "${ref}"：只能引用 _shared.schema.json#/definitions/{字段}` };
  if (shared === 'missing') return { problem: `无法解析 $ref "${ref}"：${SHARED_FILE} 不存在` };
  if (shared === 'unusable') return { unknown: true };
  try {
    // Named as a family's file names it (schemas/bills/ is the folder core's resolver sees).
    const field = resolveRefs<FieldSchema>(SHARED_NAME, { [SHARED_NAME]: shared.value }, { $ref: ref });
    return { field, pointer: pointerOf('definitions', name) };
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    const hint = similarName(name, Object.keys(shared.value.definitions));
    return { problem: `无法解析 $ref "${ref}"：${SHARED_FILE} 的 definitions 中没有 "${name}"${hint ? `（是否为 "${hint}"？）` : ''}` };
  }
}

function resolveAll(file: string, properties: Record<string, FieldSchema>, base: string, shared: SharedFields): Map<string, ResolvedField> {
  const fields = new Map<string, ResolvedField>();
  for (const [name, property] of Object.entries(properties)) {
    if (isLines(property)) continue;
    const pointer = childPointer(base, name);
    if (!isRef(property)) {
      fields.set(name, { field: property, file, pointer });
      continue;
    }
    const resolved = resolveSharedRef(property.$ref, shared);
    fields.set(name, 'field' in resolved ? { field: resolved.field, file: SHARED_FILE, pointer: resolved.pointer } : { file, pointer });
  }
  return fields;
}

/** Header fields of the family (lines excluded), by name. */
export function headerFields(data: Checked<DataSchema>, shared: SharedFields): Map<string, ResolvedField> {
  return resolveAll(data.file, data.value.properties, pointerOf('properties'), shared);
}

/** Line fields, or undefined for a family without lines. */
export function lineFields(data: Checked<DataSchema>, shared: SharedFields): Map<string, ResolvedField> | undefined {
  const items = data.value.properties.lines?.items;
  if (!items || !isLines(data.value.properties.lines!)) return undefined;
  return resolveAll(data.file, items.properties, pointerOf('properties', 'lines', 'items', 'properties'), shared);
}

/** A header field or a system field; undefined when the name is neither. */
export function fieldNamed(name: string, header: Map<string, ResolvedField>): ResolvedField | undefined {
  const own = header.get(name);
  if (own) return own;
  const system = Object.hasOwn(SYSTEM_FIELDS, name) ? SYSTEM_FIELDS[name] : undefined;
  return system && { field: system, file: '', pointer: '' };
}

/** A written field as the engine describes it (what the value-kind and relation checks read). */
export function fieldInfo(name: string, schema: FieldSchema): FieldInfo {
  return {
    name,
    column: name,
    title: schema.title ?? name,
    type: schema.type === 'number' || schema.type === 'integer' ? schema.type : 'string',
    maxLength: schema.maxLength,
    digits: schema['x-maxLength'],
    dictionary: schema['x-dictionary'],
    format: schema.format,
    readOnly: schema.readOnly === true,
    required: false,
    system: false,
    schema,
  };
}
