// Opens a page of the portal; nothing on the server.
import type { ButtonKindData } from '../button-kind.ts';

export const navigateButton: ButtonKindData<'navigate'> = {
  kind: 'navigate',
  selection: () => 'none',
  action: () => undefined,
  paths: () => [],
};
