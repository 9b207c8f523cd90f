// Opens a page of the portal; nothing on the server.
import type { ButtonBase, ButtonKindData } from '../button-kind.ts';

/** Opens a page of the portal (the add button: the family's new-bill page). */
export interface NavigateButton extends ButtonBase {
  kind: 'navigate';
  to: string;
}

export const navigateButton: ButtonKindData<NavigateButton> = {
  kind: 'navigate',
  selection: () => 'none',
  action: () => undefined,
  paths: () => [],
};
