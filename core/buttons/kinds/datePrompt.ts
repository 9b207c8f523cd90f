// A lifecycle action on the selected bills with a chosen date (the leave time).
import type { ButtonKindData } from '../button-kind.ts';

export const datePromptButton: ButtonKindData<'datePrompt'> = {
  kind: 'datePrompt',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
