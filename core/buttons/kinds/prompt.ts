// A lifecycle action on the selected bills with a typed text (a reason, a note).
import type { ActionButtonBase, ButtonKindData, PromptSettings } from '../button-kind.ts';

/** Asks for a text (prompt.key, default note) and posts it with the selected ids. */
export interface PromptButton extends ActionButtonBase {
  kind: 'prompt';
  prompt: PromptSettings;
}

export const promptButton: ButtonKindData<PromptButton> = {
  kind: 'prompt',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
