// The pieces several kinds share: text columns, reading a cell as text or as a number, and the
// export of a value as stored.
import type { ColumnDataType } from 'kysely';
import type { FieldInfo } from '#core/definition/index.ts';
import type { SheetCell } from './field-kind.ts';

/** Text with the field's length, else unbounded text. */
export function textColumn(field: FieldInfo): ColumnDataType {
  return field.maxLength !== undefined && field.maxLength > 0 ? `varchar(${field.maxLength})` : 'text';
}

/** A text an export wrote behind an apostrophe (write-workbook.ts safeCell), as it was. */
function unguarded(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

export function readText(_field: FieldInfo, cell: SheetCell): string | undefined {
  const text = typeof cell === 'number' ? String(cell) : unguarded(String(cell).trim());
  return text === '' ? undefined : text;
}

/** Numbers stay numbers; a number typed as text is read as a number (else kept, for validation to refuse). */
export function readNumber(_field: FieldInfo, cell: SheetCell): number | string | undefined {
  if (typeof cell === 'number') return cell;
  const text = String(cell).trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

export function storedValue(field: FieldInfo, row: Readonly<Record<string, unknown>>): unknown {
  return row[field.name];
}
