// A moment as its yyyy-MM-dd HH:mm:ss text, which sorts and compares like the moment it names.
import type { ServerFieldKind } from '../field-kind.ts';
import { dateTimeTerm } from '../term-values.ts';
import { readText, storedValue } from '../shared.ts';

export const dateTimeKind: ServerFieldKind = {
  name: 'dateTime',
  columnType: () => 'varchar(19)',
  readCell: readText,
  termValue: dateTimeTerm,
  exportValue: storedValue,
};
