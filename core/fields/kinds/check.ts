// A yes/no field (type boolean, forms): a check box, shown as 是/否.
import type { FieldKindData } from '../field-kind.ts';
import { textControls } from '../search-controls.ts';

export const checkKind: FieldKindData<'check'> = {
  name: 'check',
  matches: (field) => field.schema.type === 'boolean',
  numeric: false,
  searchControl: textControls,
  fakeValue: (_field, context) => context.serial % 2 === 0,
};
