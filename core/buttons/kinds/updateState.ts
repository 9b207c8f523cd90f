// Spec §7.4: a lifecycle action on the selected bills, sent as an id term.
import type { ActionButtonBase, ButtonKindData } from '../button-kind.ts';

/** Spec §7.4: posts the selected ids and create-time window as terms, after an optional confirm. */
export interface UpdateStateButton extends ActionButtonBase {
  kind: 'updateState';
  confirm?: string;
}

export const updateStateButton: ButtonKindData<UpdateStateButton> = {
  kind: 'updateState',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
