// A lifecycle action on the selected bills, after 确认.
import type { ButtonKindData } from '../button-kind.ts';
import type { ConfirmButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { ConfirmButton };

export const confirmButton: ButtonKindData<ConfirmButton> = {
  kind: 'confirm',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
