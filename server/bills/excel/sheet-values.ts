// A spreadsheet cell as the value of a field: numbers stay numbers (a number typed as text is
// read as a number), dates become yyyy-MM-dd[ HH:mm:ss], dictionary fields accept the item's
// value or its name (美元 → 502), blanks are not given at all.
import type { FieldInfo } from '#core/definition/index.ts';
import type { DictionaryValues } from '../options/dictionaries.ts';

function dateText(value: Date, withTime: boolean): string {
  // exceljs reads a date cell as the UTC moment with the same wall-clock digits.
  const text = value.toISOString().slice(0, 19).replace('T', ' ');
  return withTime ? text : text.slice(0, 10);
}

/** A text an export wrote behind an apostrophe (write-workbook.ts safeCell), as it was. */
function unguarded(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

export function sheetValue(field: FieldInfo, cell: unknown, dictionaries: DictionaryValues): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (cell instanceof Date) return dateText(cell, field.format === 'date-time');
  if (typeof cell === 'boolean') return cell ? '1' : '0';
  if (field.kind === 'number' || field.kind === 'integer') {
    if (typeof cell === 'number') return cell;
    const text = String(cell).trim();
    if (text === '') return undefined;
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  const text = typeof cell === 'number' ? String(cell) : unguarded(String(cell).trim());
  if (text === '') return undefined;
  return field.dictionary ? dictionaries.valueOf(field.dictionary, text) : text;
}
