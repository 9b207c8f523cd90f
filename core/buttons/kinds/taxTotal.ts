// The sum of a number field over the list's conditions.
import type { ButtonKindData } from '../button-kind.ts';
import type { TaxTotalButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { TaxTotalButton };

export const taxTotalButton: ButtonKindData<TaxTotalButton> = {
  kind: 'taxTotal',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
