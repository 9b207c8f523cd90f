// Plain text: a column of its length, read as typed, exported as stored.
import type { ServerFieldKind } from '../field-kind.ts';
import { textTerm } from '../term-values.ts';
import { readText, storedValue, textColumn } from '../shared.ts';

export const textKind: ServerFieldKind = {
  name: 'text',
  columnType: textColumn,
  readCell: readText,
  termValue: textTerm,
  exportValue: storedValue,
};
