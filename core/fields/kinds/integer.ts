// A whole number (type integer): counts, sequence numbers, versions.
import type { FieldKindData } from '../field-kind.ts';
import { numberControls } from '../search-controls.ts';
import { fakeNumber } from '../../seed/fake-values.ts';

export const integerKind: FieldKindData<'integer'> = {
  name: 'integer',
  matches: (field) => field.schema.type === 'integer',
  numeric: true,
  searchControl: numberControls,
  fakeValue: fakeNumber,
};
