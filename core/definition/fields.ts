// The fields of a family as the engine uses them: name, column, title, JSON type and limits, derived
// from the resolved data schema plus the system fields. Everything that needs "the columns of
// a family" (table, whitelist, Excel, messages) starts here.
import { toSnakeCase } from './naming.ts';
import { LINES_PROPERTY, SYSTEM_FIELDS, isSystemField } from './system-fields.ts';
import type { BillDefinition, DataSchema, FieldSchema } from './types.ts';

/** The JSON type of a field's values (its `kind` in the field-kind registry is a finer thing: core/fields). */
export type JsonType = 'string' | 'number' | 'integer';

export interface FieldInfo {
  /** camelCase property name. */
  name: string;
  /** snake_case column and term/sort name. */
  column: string;
  title: string;
  type: JsonType;
  maxLength?: number;
  /** x-maxLength: characters of the written number. */
  digits?: number;
  dictionary?: string;
  format?: string;
  /** Set by the server only (readOnly in the schema, or a system field). */
  readOnly: boolean;
  required: boolean;
  system: boolean;
  schema: FieldSchema;
}

function jsonTypeOf(schema: FieldSchema): JsonType {
  if (schema.type === 'number') return 'number';
  if (schema.type === 'integer') return 'integer';
  return 'string';
}

function describe(name: string, schema: FieldSchema, required: readonly string[], system: boolean): FieldInfo {
  return {
    name,
    column: toSnakeCase(name),
    title: schema.title ?? name,
    type: jsonTypeOf(schema),
    maxLength: schema.maxLength,
    digits: schema['x-maxLength'],
    dictionary: schema['x-dictionary'],
    format: schema.format,
    readOnly: system || schema.readOnly === true,
    required: required.includes(name),
    system,
    schema,
  };
}

function isScalar(schema: FieldSchema): boolean {
  return schema.type !== 'array' && schema.type !== 'object';
}

/** Header fields in schema order, then the system fields the schema does not list. */
export function headerFields(schema: DataSchema): FieldInfo[] {
  const required = schema.required ?? [];
  const listed = Object.entries(schema.properties).filter(([name, field]) => name !== LINES_PROPERTY && isScalar(field));
  const fields = listed.map(([name, field]) =>
    describe(name, isSystemField(name) ? { ...SYSTEM_FIELDS[name], ...field } : field, required, isSystemField(name)),
  );
  for (const [name, field] of Object.entries(SYSTEM_FIELDS)) {
    if (!Object.hasOwn(schema.properties, name)) fields.push(describe(name, field, [], true));
  }
  return fields;
}

/** The schema of the lines array, or null for a family without lines. */
export function linesSchema(schema: DataSchema): FieldSchema | null {
  const lines = schema.properties[LINES_PROPERTY];
  return lines && lines.type === 'array' && lines.items ? lines : null;
}

/** Line (body) fields in schema order; empty for a family without lines. */
export function lineFields(schema: DataSchema): FieldInfo[] {
  const items = linesSchema(schema)?.items;
  if (!items) return [];
  const required = items.required ?? [];
  return Object.entries(items.properties)
    .filter(([name, field]) => name !== 'id' && isScalar(field))
    .map(([name, field]) => describe(name, field, required, false));
}

/** The header field a list links from (first `link` column, else the first column). */
export function linkField(definition: BillDefinition): FieldInfo {
  const fields = headerFields(definition.schema);
  const columns = definition.ui.list.columns;
  const link = columns.find((column) => column.link) ?? columns[0];
  return fields.find((field) => field.name === link?.field) ?? fields.find((field) => field.name === 'id')!;
}
