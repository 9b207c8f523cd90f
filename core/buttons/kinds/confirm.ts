// A lifecycle action on the selected bills, after 确认.
import type { ActionButtonBase, ButtonKindData } from '../button-kind.ts';

/** Asks 确认 (confirm, else the text) and posts the selected ids. */
export interface ConfirmButton extends ActionButtonBase {
  kind: 'confirm';
  confirm: string;
}

export const confirmButton: ButtonKindData<ConfirmButton> = {
  kind: 'confirm',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
