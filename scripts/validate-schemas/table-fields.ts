// A family's fields as the field-table checks compare them: by part (head, lines), with shared
// references resolved, and with the place to report a mismatch. A mismatch is reported in the
// family's own file, at the property (its keyword when the field is written there), because the
// table is the transcription of the spec and the definition is what has to follow it.
import { fieldNamed, headerFields, lineFields, type ResolvedField } from './bill-fields.ts';
import type { DataSchema, FieldSchema } from '#core/definition/index.ts';
import type { Checked, SharedFields } from './checked-files.ts';
import { childPointer, pointerOf } from './problem.ts';
import type { TableKind, TablePart } from './table-types.ts';

export interface FamilyFields {
  data: Checked<DataSchema>;
  head: Map<string, ResolvedField>;
  /** Undefined for a family without lines. */
  lines?: Map<string, ResolvedField>;
}

export function familyFields(data: Checked<DataSchema>, shared: SharedFields): FamilyFields {
  return { data, head: headerFields(data, shared), lines: lineFields(data, shared) };
}

export const PART_NAMES: Readonly<Record<TablePart, string>> = { head: '表头', lines: '表体' };

export function partBase(part: TablePart): string {
  return part === 'head' ? pointerOf('properties') : pointerOf('properties', 'lines', 'items', 'properties');
}

export function requiredPointer(part: TablePart): string {
  return part === 'head' ? pointerOf('required') : pointerOf('properties', 'lines', 'items', 'required');
}

export function requiredNames(data: DataSchema, part: TablePart): string[] {
  if (part === 'head') return data.required ?? [];
  const lines = data.properties.lines;
  return lines?.items?.required ?? [];
}

/** A field of the part; in the header, a system field the family does not list counts too. */
export function fieldOf(fields: FamilyFields, part: TablePart, name: string): ResolvedField | undefined {
  if (part === 'lines') return fields.lines?.get(name);
  return fieldNamed(name, fields.head);
}

export function isSystemOnly(resolved: ResolvedField): boolean {
  return resolved.file === '';
}

/** The property in the family's file (the properties object for a system field it does not list). */
export function propertyPointer(part: TablePart, name: string, resolved: ResolvedField): string {
  return isSystemOnly(resolved) ? partBase(part) : childPointer(partBase(part), name);
}

/**
 * Where to report a keyword of the field: the keyword itself when the family writes the field,
 * the property when it is a shared reference (or the properties when it is a system field).
 */
export function keywordPointer(part: TablePart, name: string, resolved: ResolvedField, fields: FamilyFields, keyword: string): string {
  const property = propertyPointer(part, name, resolved);
  return resolved.file === fields.data.file ? childPointer(property, keyword) : property;
}

/** "（共用字段 …）" / "（系统字段…）" after a message about a field not written in the family. */
export function whereWritten(resolved: ResolvedField, fields: FamilyFields, name: string): string {
  if (isSystemOnly(resolved)) return `（系统字段 ${name}，由引擎定义）`;
  return resolved.file === fields.data.file ? '' : `（共用字段 ${resolved.file}#${resolved.pointer}）`;
}

export function kindOf(field: FieldSchema): TableKind {
  if (field.type === 'boolean') return 'flag';
  if (field.type !== 'string') return 'number';
  return field.format === undefined ? 'text' : 'date';
}

export const KIND_NAMES: Readonly<Record<TableKind, string>> = { text: '文本', number: '数值', date: '日期', flag: '勾选' };

/** Characters the definition allows: maxLength, or x-maxLength for numbers; undefined = no limit. */
export function lengthOf(field: FieldSchema): number | undefined {
  return field.type === 'string' ? field.maxLength : field['x-maxLength'];
}

export function lengthKeyword(field: FieldSchema): 'maxLength' | 'x-maxLength' {
  return field.type === 'string' ? 'maxLength' : 'x-maxLength';
}
