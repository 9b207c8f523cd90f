// A lifecycle action on the selected bills with a chosen date (the leave time).
import type { ActionButtonBase, ButtonKindData, PromptSettings } from '../button-kind.ts';

/** Asks for a date (prompt.key, default leaveTime) and posts it with the selected ids. */
export interface DatePromptButton extends ActionButtonBase {
  kind: 'datePrompt';
  prompt?: PromptSettings;
}

export const datePromptButton: ButtonKindData<DatePromptButton> = {
  kind: 'datePrompt',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
