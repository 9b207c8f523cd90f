// A new bill of another family from the selected bills, or from the list's conditions (byCondition).
import type { ButtonKindData } from '../button-kind.ts';

export const collectButton: ButtonKindData<'collect'> = {
  kind: 'collect',
  selection: (button) => (button.byCondition ? 'none' : 'rows'),
  action: (button) => button.action,
  paths: (button) => [button.path],
};
