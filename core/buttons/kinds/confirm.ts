// A lifecycle action on the selected bills, after 确认.
import type { ButtonKindData } from '../button-kind.ts';

export const confirmButton: ButtonKindData<'confirm'> = {
  kind: 'confirm',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
