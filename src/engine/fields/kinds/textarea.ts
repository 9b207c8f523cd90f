// Long text: several lines in the form.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, textEditor, TextRecord } from '../shared.tsx';
import { TextareaWidget } from '../../form/widgets/TextareaWidget.tsx';
import { textListWidth } from '../listWidths.ts';

export const textareaKind: ClientFieldKind = {
  name: 'textarea',
  widget: { name: 'billTextarea', component: TextareaWidget },
  listValue: plainListValue,
  lineEditor: textEditor,
  lineWidth: 130,
  listWidth: textListWidth,
  Record: TextRecord,
};
