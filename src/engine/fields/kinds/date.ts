// A day: a date picker in the form and in the line grid.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, dateEditor, TextRecord } from '../shared.tsx';
import { DateWidget } from '../../form/widgets/DateWidget.tsx';
import { DATE_WIDTH } from '../listWidths.ts';

export const dateKind: ClientFieldKind = {
  name: 'date',
  widget: { name: 'billDate', component: DateWidget },
  listValue: plainListValue,
  lineEditor: dateEditor,
  lineWidth: 120,
  listWidth: () => DATE_WIDTH,
  Record: TextRecord,
};
