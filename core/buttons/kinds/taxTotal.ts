// The sum of a number field over the list's conditions.
import type { ButtonBase, ButtonKindData } from '../button-kind.ts';

/** The sum of a number field over the current filter. */
export interface TaxTotalButton extends ButtonBase {
  kind: 'taxTotal';
  path: string;
  field: string;
}

export const taxTotalButton: ButtonKindData<TaxTotalButton> = {
  kind: 'taxTotal',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
