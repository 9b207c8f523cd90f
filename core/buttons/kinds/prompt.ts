// A lifecycle action on the selected bills with a typed text (a reason, a note).
import type { ButtonKindData } from '../button-kind.ts';

export const promptButton: ButtonKindData<'prompt'> = {
  kind: 'prompt',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
