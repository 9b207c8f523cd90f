// A lifecycle action on the selected bills with a typed text (a reason, a note).
import type { ButtonKindData } from '../button-kind.ts';
import type { PromptButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { PromptButton };

export const promptButton: ButtonKindData<PromptButton> = {
  kind: 'prompt',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
