// A decimal number: a number input, a right-aligned column.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, numberEditor, TextRecord } from '../shared.tsx';
import { NumberWidget } from '../../form/widgets/NumberWidget.tsx';

export const decimalKind: ClientFieldKind = {
  name: 'decimal',
  widget: { name: 'billNumber', component: NumberWidget },
  listValue: plainListValue,
  lineEditor: numberEditor,
  lineWidth: 110,
  Record: TextRecord,
};
