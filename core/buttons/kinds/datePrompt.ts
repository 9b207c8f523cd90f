// A lifecycle action on the selected bills with a chosen date (the leave time).
import type { ButtonKindData } from '../button-kind.ts';
import type { DatePromptButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { DatePromptButton };

export const datePromptButton: ButtonKindData<DatePromptButton> = {
  kind: 'datePrompt',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
