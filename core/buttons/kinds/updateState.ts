// Spec §7.4: a lifecycle action on the selected bills, sent as an id term.
import type { ButtonKindData } from '../button-kind.ts';
import type { UpdateStateButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { UpdateStateButton };

export const updateStateButton: ButtonKindData<UpdateStateButton> = {
  kind: 'updateState',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
