// Text long enough to be written on several lines (notes, marks, addresses).
import { isText, type FieldKindData } from '../field-kind.ts';
import { textControls } from '../search-controls.ts';
import { fakeText } from '../../seed/fake-values.ts';

export const LONG_TEXT = 400;

export const textareaKind: FieldKindData<'textarea'> = {
  name: 'textarea',
  matches: (field) => isText(field.schema) && (field.schema.maxLength ?? 0) >= LONG_TEXT,
  numeric: false,
  searchControl: textControls,
  fakeValue: fakeText,
};
