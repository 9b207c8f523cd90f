// A moment, stored as yyyy-MM-dd HH:mm:ss text in China time (format date-time).
import { isText, type FieldKindData } from '../field-kind.ts';
import { dateControls } from '../search-controls.ts';
import { fakeDateTime } from '../../seed/fake-values.ts';

export const dateTimeKind: FieldKindData<'dateTime'> = {
  name: 'dateTime',
  matches: (field) => isText(field.schema) && field.schema.format === 'date-time',
  numeric: false,
  searchControl: dateControls,
  fakeValue: fakeDateTime,
};
