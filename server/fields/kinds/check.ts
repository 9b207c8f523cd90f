// A yes/no field: a boolean column; a cell reads 是/1/true as yes; exported as 是/否.
import type { ServerFieldKind } from '../field-kind.ts';
import { badValue } from '../term-values.ts';

const YES = new Set(['是', '1', 'true', 'TRUE', 'Y']);
const NO = new Set(['否', '0', 'false', 'FALSE', 'N']);

export const checkKind: ServerFieldKind = {
  name: 'check',
  columnType: () => 'boolean',
  readCell: (_field, cell) => {
    const text = String(cell).trim();
    if (YES.has(text)) return true;
    return NO.has(text) ? false : text === '' ? undefined : text;
  },
  termValue: (field, value) => {
    if (value === true || value === 'true' || value === '1') return 1;
    if (value === false || value === 'false' || value === '0') return 0;
    throw badValue(field);
  },
  exportValue: (field, row) => (row[field.name] === true ? '是' : row[field.name] === false ? '否' : null),
};
