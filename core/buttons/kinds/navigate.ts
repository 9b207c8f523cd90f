// Opens a page of the portal; nothing on the server.
import type { ButtonKindData } from '../button-kind.ts';
import type { NavigateButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { NavigateButton };

export const navigateButton: ButtonKindData<NavigateButton> = {
  kind: 'navigate',
  selection: () => 'none',
  // A row action's navigation may be limited to the states of a lifecycle action (edit: to_declare).
  action: (button) => button.action,
  paths: () => [],
};
