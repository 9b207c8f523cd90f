// Text chosen from a state list or an API's options: stored, read and exported as the text it is.
import type { ServerFieldKind } from '../field-kind.ts';
import { textTerm } from '../term-values.ts';
import { readText, storedValue, textColumn } from '../shared.ts';

export const choiceKind: ServerFieldKind = {
  name: 'choice',
  columnType: textColumn,
  readCell: readText,
  termValue: textTerm,
  exportValue: storedValue,
};
