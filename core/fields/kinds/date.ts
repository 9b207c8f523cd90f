// A calendar day, stored as yyyy-MM-dd text (format date).
import { isText, type FieldKindData } from '../field-kind.ts';
import { dateControls } from '../search-controls.ts';
import { fakeDate } from '../../seed/fake-values.ts';

export const dateKind: FieldKindData<'date'> = {
  name: 'date',
  matches: (field) => isText(field.schema) && field.schema.format === 'date',
  numeric: false,
  searchControl: dateControls,
  fakeValue: fakeDate,
};
