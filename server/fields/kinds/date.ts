// A day as its yyyy-MM-dd text, which sorts and compares like the day it names.
import type { ServerFieldKind } from '../field-kind.ts';
import { textTerm } from '../term-values.ts';
import { readText, storedValue } from '../shared.ts';

export const dateKind: ServerFieldKind = {
  name: 'date',
  columnType: () => 'varchar(10)',
  readCell: readText,
  termValue: textTerm,
  exportValue: storedValue,
};
