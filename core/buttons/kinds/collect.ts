// A new bill of another family from the selected bills, or from the list's conditions (byCondition).
import type { ButtonBase, ButtonKindData, PromptSettings } from '../button-kind.ts';

/** Makes a bill of another family from the selected bills (or the list's conditions). */
export interface CollectButton extends ButtonBase {
  kind: 'collect';
  path: string;
  /** The lifecycle action run on the selected bills, if any. */
  action?: string;
  confirm: string;
  prompt?: PromptSettings;
  /** The family the new bill belongs to. */
  into: string;
  /** One new bill for all selected bills (lines) or one for each. */
  per?: 'all' | 'each';
  /** Body key of the selected ids (default ids). */
  idsKey?: string;
  /** Declare the new bill at once. */
  declare?: boolean;
  /** Values written on the selected bills. */
  set?: Record<string, string | number>;
  /** Take the list's terms instead of selected ids. */
  byCondition?: boolean;
  /** byCondition: the filter that must be filled first. */
  requiredFilter?: string;
}

export const collectButton: ButtonKindData<CollectButton> = {
  kind: 'collect',
  selection: (button) => (button.byCondition ? 'none' : 'rows'),
  action: (button) => button.action,
  paths: (button) => [button.path],
};
