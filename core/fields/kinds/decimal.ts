// A number with decimals (type number): amounts, weights, quantities.
import type { FieldKindData } from '../field-kind.ts';
import { numberControls } from '../search-controls.ts';
import { fakeNumber } from '../../seed/fake-values.ts';

export const decimalKind: FieldKindData<'decimal'> = {
  name: 'decimal',
  matches: (field) => field.schema.type === 'number',
  numeric: true,
  searchControl: numberControls,
  fakeValue: fakeNumber,
};
