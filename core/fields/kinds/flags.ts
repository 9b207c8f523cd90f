// Text written as a row of 0/1 flags (ui:options.flags, e.g. 特殊业务标识): only the form knows it,
// everywhere else it is the text it is stored as.
import { isText, uiOptionsOf, type FieldKindData } from '../field-kind.ts';
import { textControls } from '../search-controls.ts';
import { fakeText } from '../../seed/fake-values.ts';

export const flagsKind: FieldKindData<'flags'> = {
  name: 'flags',
  matches: (field) => isText(field.schema) && Array.isArray(uiOptionsOf(field.ui).flags),
  numeric: false,
  searchControl: textControls,
  fakeValue: fakeText,
};
