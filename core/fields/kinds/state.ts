// The bill's state (a system field): shown by the state's name from the lifecycle's states.
import type { FieldKindData } from '../field-kind.ts';
import { textControls } from '../search-controls.ts';
import { fakeText } from '../../seed/fake-values.ts';

export const stateKind: FieldKindData<'state'> = {
  name: 'state',
  matches: (field) => field.system === true && field.name === 'state',
  numeric: false,
  searchControl: textControls,
  fakeValue: fakeText,
};
