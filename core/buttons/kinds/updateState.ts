// Spec §7.4: a lifecycle action on the selected bills, sent as an id term.
import type { ButtonKindData } from '../button-kind.ts';

export const updateStateButton: ButtonKindData<'updateState'> = {
  kind: 'updateState',
  selection: () => 'rows',
  action: (button) => button.action,
  paths: (button) => [button.path],
};
