// What a read-only record page (a sign record, spec §3.12) shows: the header fields its data
// schema lists, in schema order, each with its title; the stored display name of a value
// ({field}Name, stateName) before its dictionary, and XML text (contentMediaType
// application/xml) pretty-printed. Pure, so the choices are tested without a screen.
import { headerFields, LINES_PROPERTY, type BillDefinition, type FieldInfo } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';

export type RecordValue = Readonly<Record<string, unknown>>;

/** The fields the data schema lists (system fields only when it lists them, to title them). */
export function recordFields(definition: BillDefinition): FieldInfo[] {
  const listed = definition.schema.properties;
  return headerFields(definition.schema).filter((field) => field.name !== LINES_PROPERTY && Object.hasOwn(listed, field.name));
}

/** An XML document takes a card of its own below the other values. */
export function isXmlDocument(field: FieldInfo): boolean {
  return fieldKindOf(field) === 'xml';
}

function text(value: unknown): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : String(value);
}

/** The value as stored, as text; undefined when blank. */
export function rawText(field: FieldInfo, record: RecordValue): string | undefined {
  return text(record[field.name]);
}

/** The display name the server answered beside the value ({field}Name), if any. */
export function storedName(field: FieldInfo, record: RecordValue): string | undefined {
  return text(record[`${field.name}Name`]);
}

/** `/sign/detail/:id` (a registered route) → `/sign/detail/{id}` (the UI file's detailRoute). */
export function detailRouteOf(routePath: string): string {
  return routePath.replace(/:([A-Za-z]+)/g, '{$1}');
}
