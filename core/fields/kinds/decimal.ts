// A number with decimals (type number): amounts, weights, quantities.
import type { FieldKindData } from '../field-kind.ts';
import { numberControls } from '../search-controls.ts';

export const decimalKind: FieldKindData<'decimal'> = {
  name: 'decimal',
  matches: (field) => field.schema.type === 'number',
  numeric: true,
  searchControl: numberControls,
};
