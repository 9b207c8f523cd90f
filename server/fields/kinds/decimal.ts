// A decimal number: numeric, exact on both databases.
import type { ServerFieldKind } from '../field-kind.ts';
import { numberTerm } from '../term-values.ts';
import { readNumber, storedValue } from '../shared.ts';

export const decimalKind: ServerFieldKind = {
  name: 'decimal',
  columnType: () => 'numeric',
  readCell: readNumber,
  termValue: numberTerm,
  exportValue: storedValue,
};
