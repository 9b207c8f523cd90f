// Flags: a row of checkboxes in the form, the stored 0/1 text everywhere else.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, textEditor, TextRecord } from '../shared.tsx';
import { FlagStringWidget } from '../../form/widgets/FlagStringWidget.tsx';
import { textListWidth } from '../listWidths.ts';

export const flagsKind: ClientFieldKind = {
  name: 'flags',
  widget: { name: 'billFlags', component: FlagStringWidget },
  listValue: plainListValue,
  lineEditor: textEditor,
  lineWidth: 130,
  listWidth: textListWidth,
  Record: TextRecord,
};
