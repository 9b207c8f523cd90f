// Flags: stored, read and exported as the 0/1 text they are.
import type { ServerFieldKind } from '../field-kind.ts';
import { textTerm } from '../term-values.ts';
import { readText, storedValue, textColumn } from '../shared.ts';

export const flagsKind: ServerFieldKind = {
  name: 'flags',
  columnType: textColumn,
  readCell: readText,
  termValue: textTerm,
  exportValue: storedValue,
};
