// The server side of a field kind (the data side is core/fields): its database column, how a
// spreadsheet cell becomes its value and how its value is written into an export (the demo
// value the seed invents is the data side's, core/fields: the playground invents it too).
import type { ColumnDataType } from 'kysely';
import type { FieldInfo } from '#core/definition/index.ts';
import type { FieldKindName } from '#core/fields/index.ts';
import type { DictionaryValues } from '../bills/options/dictionaries.ts';
import type { Bound, ColumnValue } from './term-values.ts';

/** A spreadsheet cell once blanks, dates and booleans are dealt with (sheet-values.ts). */
export type SheetCell = string | number;

export interface ServerFieldKind {
  name: FieldKindName;
  /** The column type, on SQLite and PostgreSQL alike. */
  columnType(field: FieldInfo): ColumnDataType;
  /** The value of a cell of an imported workbook; undefined for a blank. */
  readCell(field: FieldInfo, cell: SheetCell, dictionaries: DictionaryValues): unknown;
  /** What the export workbook shows for the field of a bill as the API answers it. */
  exportValue(field: FieldInfo, row: Readonly<Record<string, unknown>>): unknown;
  /** The column value a search term's value stands for; refuses one no bill can hold (400). */
  termValue(field: FieldInfo, value: unknown, bound: Bound): ColumnValue;
}
