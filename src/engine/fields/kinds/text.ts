// Plain text: an input in the form and in the line grid.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, textEditor, TextRecord } from '../shared.tsx';
import { TextWidget } from '../../form/widgets/TextWidget.tsx';
import { textListWidth } from '../listWidths.ts';

export const textKind: ClientFieldKind = {
  name: 'text',
  widget: { name: 'billText', component: TextWidget },
  listValue: plainListValue,
  lineEditor: textEditor,
  lineWidth: 130,
  listWidth: textListWidth,
  Record: TextRecord,
};
