// A whole number: a number input, a narrow right-aligned column.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, numberEditor, TextRecord } from '../shared.tsx';
import { NumberWidget } from '../../form/widgets/NumberWidget.tsx';
import { INTEGER_WIDTH } from '../listWidths.ts';

export const integerKind: ClientFieldKind = {
  name: 'integer',
  widget: { name: 'billNumber', component: NumberWidget },
  listValue: plainListValue,
  lineEditor: numberEditor,
  lineWidth: 90,
  listWidth: () => INTEGER_WIDTH,
  Record: TextRecord,
};
