// A moment: a date-time picker in the form; typed as text in the line grid.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, textEditor, TextRecord } from '../shared.tsx';
import { DateTimeWidget } from '../../form/widgets/DateTimeWidget.tsx';
import { DATE_TIME_WIDTH } from '../listWidths.ts';

export const dateTimeKind: ClientFieldKind = {
  name: 'dateTime',
  widget: { name: 'billDateTime', component: DateTimeWidget },
  listValue: plainListValue,
  lineEditor: textEditor,
  lineWidth: 130,
  listWidth: () => DATE_TIME_WIDTH,
  Record: TextRecord,
};
