// A new bill of another family from the selected bills, or from the list's conditions (byCondition).
import type { ButtonKindData } from '../button-kind.ts';
import type { CollectButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { CollectButton };

export const collectButton: ButtonKindData<CollectButton> = {
  kind: 'collect',
  selection: (button) => (button.byCondition ? 'none' : 'rows'),
  action: (button) => button.action,
  paths: (button) => [button.path],
};
