// Opens a dialog: one a feature brings (dialog, e.g. the settlement application's bank choice) or
// another definition's list (list, e.g. a cancellation history). The feature's own routes answer
// its calls, so the bill engine mounts nothing for it.
import type { ButtonKindData } from '../button-kind.ts';
import type { DialogButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { DialogButton };

export const dialogButton: ButtonKindData<DialogButton> = {
  kind: 'dialog',
  selection: (button) => button.selection ?? 'none',
  action: (button) => button.action,
  paths: () => [],
};
