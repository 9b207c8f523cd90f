// Long text: the same column and values as text.
import type { ServerFieldKind } from '../field-kind.ts';
import { textTerm } from '../term-values.ts';
import { readText, storedValue, textColumn } from '../shared.ts';

export const textareaKind: ServerFieldKind = {
  name: 'textarea',
  columnType: textColumn,
  readCell: readText,
  termValue: textTerm,
  exportValue: storedValue,
};
