// A dictionary value: chosen from a select, shown by the item's name.
import type { ClientFieldKind } from '../field-kind.ts';
import { dictionaryListValue, dictionaryEditor, DictionaryRecord } from '../shared.tsx';
import { DictionarySelectWidget } from '../../form/widgets/DictionarySelectWidget.tsx';
import { DICTIONARY_WIDTH } from '../listWidths.ts';

export const dictionaryKind: ClientFieldKind = {
  name: 'dictionary',
  widget: { name: 'billDictionary', component: DictionarySelectWidget },
  listValue: dictionaryListValue,
  lineEditor: dictionaryEditor,
  lineWidth: 130,
  listWidth: () => DICTIONARY_WIDTH,
  Record: DictionaryRecord,
};
