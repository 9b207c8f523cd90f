// Text holding the value of a dictionary item (x-dictionary): chosen from, and shown by, its name.
import { isText, type FieldKindData } from '../field-kind.ts';
import { textControls } from '../search-controls.ts';
import { fakeDictionaryValue } from '../../seed/fake-values.ts';

export const dictionaryKind: FieldKindData<'dictionary'> = {
  name: 'dictionary',
  matches: (field) => isText(field.schema) && typeof field.schema['x-dictionary'] === 'string',
  numeric: false,
  searchControl: textControls,
  fakeValue: fakeDictionaryValue,
};
