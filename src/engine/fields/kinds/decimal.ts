// A decimal number: a number input, a right-aligned column.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, numberEditor, TextRecord } from '../shared.tsx';
import { NumberWidget } from '../../form/widgets/NumberWidget.tsx';
import { DECIMAL_WIDTH } from '../listWidths.ts';

export const decimalKind: ClientFieldKind = {
  name: 'decimal',
  widget: { name: 'billNumber', component: NumberWidget },
  listValue: plainListValue,
  lineEditor: numberEditor,
  lineWidth: 110,
  listWidth: () => DECIMAL_WIDTH,
  Record: TextRecord,
};
