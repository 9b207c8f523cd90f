// Text chosen from options that are not a dictionary (x-options): a state list, or an API that
// answers the options — cascading when the options depend on another field (province → city).
import { isText, type FieldKindData } from '../field-kind.ts';
import { textControls } from '../search-controls.ts';
import { fakeText } from '../../seed/fake-values.ts';

export const choiceKind: FieldKindData<'choice'> = {
  name: 'choice',
  matches: (field) => isText(field.schema) && field.schema['x-options'] !== null && typeof field.schema['x-options'] === 'object',
  numeric: false,
  searchControl: (op) => textControls(op, undefined),
  fakeValue: fakeText,
};
