// Widget testers in the JSON Forms manner: each widget file exports a tester that ranks how well
// it fits a field (its schema and its uiSchema); the registry picks the highest rank. Adding a
// widget is one file plus one registry line.
import type { FieldSchema } from '#core/definition/index.ts';

/** The uiSchema of one field (ui:widget, ui:options, ui:span…). */
export type FieldUi = Record<string, unknown>;

export type WidgetTester = (field: FieldSchema, ui: FieldUi) => number;

export const NOT_APPLICABLE = -1;

export function rankWith(rank: number, predicate: (field: FieldSchema, ui: FieldUi) => boolean): WidgetTester {
  return (field, ui) => (predicate(field, ui) ? rank : NOT_APPLICABLE);
}

export function uiOptionsOf(ui: FieldUi | undefined): Record<string, unknown> {
  const options = ui?.['ui:options'];
  return options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
}

export const isText = (field: FieldSchema) => field.type === undefined || field.type === 'string';
export const isDictionary = (field: FieldSchema) => isText(field) && typeof field['x-dictionary'] === 'string';
export const isDate = (field: FieldSchema) => isText(field) && field.format === 'date';
export const isDateTime = (field: FieldSchema) => isText(field) && field.format === 'date-time';
export const isNumeric = (field: FieldSchema) => field.type === 'number' || field.type === 'integer';
export const hasFlags = (field: FieldSchema, ui: FieldUi) => isText(field) && Array.isArray(uiOptionsOf(ui).flags);

/** The media type of text that is an XML document (draft-07 contentMediaType). */
export const XML_MEDIA_TYPE = 'application/xml';
export const isXml = (field: FieldSchema) => isText(field) && field.contentMediaType === XML_MEDIA_TYPE;

/** Text long enough to be written on several lines (notes, marks, addresses). */
export const LONG_TEXT = 400;
export const isLongText = (field: FieldSchema) => isText(field) && (field.maxLength ?? 0) >= LONG_TEXT;
