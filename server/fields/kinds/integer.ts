// A whole number: integer, bigint beyond 9 digits (x-maxLength).
import type { ServerFieldKind } from '../field-kind.ts';
import { numberTerm } from '../term-values.ts';
import { readNumber, storedValue } from '../shared.ts';

export const integerKind: ServerFieldKind = {
  name: 'integer',
  columnType: (field) => (field.digits !== undefined && field.digits > 9 ? 'bigint' : 'integer'),
  readCell: readNumber,
  termValue: numberTerm,
  exportValue: storedValue,
};
