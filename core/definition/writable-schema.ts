// The schema a save or an import is validated with: the resolved data schema without the
// fields a client never sets (readOnly and system fields are dropped from the body before
// validation, so they must not be required either) and without the file-level keywords
// ($schema names the project's meta-schema, $id would clash when compiled twice).
import { isSystemField, LINES_PROPERTY } from './system-fields.ts';
import type { DataSchema, FieldSchema, LinesItemSchema } from './types.ts';

function writableProperties(properties: Record<string, FieldSchema>, header: boolean): Record<string, FieldSchema> {
  return Object.fromEntries(Object.entries(properties).filter(([name, field]) => field.readOnly !== true && !(header && isSystemField(name))));
}

function withoutRequired(required: string[] | undefined, properties: Record<string, FieldSchema>): string[] {
  return (required ?? []).filter((name) => Object.hasOwn(properties, name));
}

export function writableSchema(schema: DataSchema): Record<string, unknown> {
  const { $schema: _meta, $id: _id, definitions: _definitions, ...rest } = schema;
  const properties = writableProperties(schema.properties, true);
  const lines = properties[LINES_PROPERTY];
  if (lines?.type === 'array' && lines.items) {
    const items = lines.items as LinesItemSchema;
    const itemProperties = writableProperties(items.properties, false);
    properties[LINES_PROPERTY] = {
      ...lines,
      items: { ...items, properties: itemProperties, required: withoutRequired(items.required, itemProperties) },
    };
  }
  return { ...rest, properties, required: withoutRequired(schema.required, properties) };
}
