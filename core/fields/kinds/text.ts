// Plain text: any text field no other kind claims (and the kind of last resort).
import { isText, type FieldKindData } from '../field-kind.ts';
import { textControls } from '../search-controls.ts';
import { fakeText } from '../../seed/fake-values.ts';

export const textKind: FieldKindData<'text'> = {
  name: 'text',
  matches: (field) => isText(field.schema),
  numeric: false,
  searchControl: textControls,
  fakeValue: fakeText,
};
