// The sum of a number field over the list's conditions.
import type { ButtonKindData } from '../button-kind.ts';

export const taxTotalButton: ButtonKindData<'taxTotal'> = {
  kind: 'taxTotal',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
