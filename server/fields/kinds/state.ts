// The state (a system field, its column fixed by SYSTEM_COLUMN_TYPES): exported by its name.
import type { ServerFieldKind } from '../field-kind.ts';
import { textTerm } from '../term-values.ts';
import { readText, textColumn } from '../shared.ts';

export const stateKind: ServerFieldKind = {
  name: 'state',
  columnType: textColumn,
  readCell: readText,
  termValue: textTerm,
  exportValue: (_field, row) => row.stateName,
};
