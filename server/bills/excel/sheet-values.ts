// A spreadsheet cell as the value of a field: blanks are not given at all, date cells become
// yyyy-MM-dd[ HH:mm:ss], booleans 1/0; anything else is read by the field's kind
// (server/fields: numbers stay numbers, dictionary fields accept the item's value or its name).
import type { FieldInfo } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';
import { SERVER_FIELD_KINDS } from '../../fields/registry.ts';
import type { DictionaryValues } from '../options/dictionaries.ts';

function dateText(value: Date, withTime: boolean): string {
  // exceljs reads a date cell as the UTC moment with the same wall-clock digits.
  const text = value.toISOString().slice(0, 19).replace('T', ' ');
  return withTime ? text : text.slice(0, 10);
}

export function sheetValue(field: FieldInfo, cell: unknown, dictionaries: DictionaryValues): unknown {
  if (cell === null || cell === undefined) return undefined;
  const kind = fieldKindOf(field);
  if (cell instanceof Date) return dateText(cell, kind === 'dateTime');
  if (typeof cell === 'boolean') return cell ? '1' : '0';
  return SERVER_FIELD_KINDS[kind].readCell(field, typeof cell === 'number' ? cell : String(cell), dictionaries);
}
