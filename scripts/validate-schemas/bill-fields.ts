// The fields a family has, as the engine sees them: its header and line properties with shared
// references resolved, plus the system fields the engine adds to every family.
import { SHARED_FILE } from './bill-files.ts';
import type { BillDataSchema, Checked, Field, LinesDef, PropertyDef, SharedFields } from './bill-types.ts';
import { childPointer, pointerOf } from './problem.ts';
import { SYSTEM_FIELDS as ENGINE_SYSTEM_FIELDS } from '#core/definition/system-fields.ts';

/** Owned by the engine, present on every bill: the engine's own list (docs/definitions.md). */
export const SYSTEM_FIELDS = ENGINE_SYSTEM_FIELDS as Readonly<Record<string, Field>>;

export const SYSTEM_FIELD_LIST = Object.keys(SYSTEM_FIELDS).join('、');

export interface ResolvedField {
  /** Undefined when the property is a reference that does not resolve (reported elsewhere). */
  field?: Field;
  /** Where the field's keywords are written: the family's file or the shared file. */
  file: string;
  pointer: string;
}

export type RefResolution = { field: Field; pointer: string } | { problem: string } | { unknown: true };

const SHARED_REF = /^_shared\.schema\.json#\/definitions\/(.+)$/;

export function isRef(property: PropertyDef): property is { $ref: string } {
  return '$ref' in property;
}

export function isLines(property: PropertyDef | LinesDef): property is LinesDef {
  return (property as LinesDef).type === 'array';
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
  const field = Object.hasOwn(shared.value.definitions, name) ? shared.value.definitions[name] : undefined;
  if (!field) {
    const hint = similarName(name, Object.keys(shared.value.definitions));
    return { problem: `无法解析 $ref "${ref}"：${SHARED_FILE} 的 definitions 中没有 "${name}"${hint ? `（是否为 "${hint}"？）` : ''}` };
  }
  return { field, pointer: pointerOf('definitions', name) };
}

function resolveAll(
  file: string,
  properties: Record<string, PropertyDef | LinesDef>,
  base: string,
  shared: SharedFields,
): Map<string, ResolvedField> {
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
export function headerFields(data: Checked<BillDataSchema>, shared: SharedFields): Map<string, ResolvedField> {
  return resolveAll(data.file, data.value.properties, pointerOf('properties'), shared);
}

/** Line fields, or undefined for a family without lines. */
export function lineFields(data: Checked<BillDataSchema>, shared: SharedFields): Map<string, ResolvedField> | undefined {
  const lines = data.value.properties.lines;
  if (!lines || !isLines(lines)) return undefined;
  return resolveAll(data.file, lines.items.properties, pointerOf('properties', 'lines', 'items', 'properties'), shared);
}

/** A header field or a system field; undefined when the name is neither. */
export function fieldNamed(name: string, header: Map<string, ResolvedField>): ResolvedField | undefined {
  const own = header.get(name);
  if (own) return own;
  const system = Object.hasOwn(SYSTEM_FIELDS, name) ? SYSTEM_FIELDS[name] : undefined;
  return system && { field: system, file: '', pointer: '' };
}
