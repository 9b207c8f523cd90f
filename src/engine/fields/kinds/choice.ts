// A value chosen from a state list or an API's options: a select in the form, the value elsewhere.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, textEditor, TextRecord } from '../shared.tsx';
import { ChoiceSelectWidget } from '../../form/widgets/ChoiceSelectWidget.tsx';
import { DICTIONARY_WIDTH } from '../listWidths.ts';

export const choiceKind: ClientFieldKind = {
  name: 'choice',
  widget: { name: 'billChoice', component: ChoiceSelectWidget },
  listValue: plainListValue,
  lineEditor: textEditor,
  lineWidth: 130,
  listWidth: () => DICTIONARY_WIDTH,
  Record: TextRecord,
};
