// The list of the bills named in uploaded query files, and their template.
import type { ButtonKindData } from '../button-kind.ts';

export const fileQueryButton: ButtonKindData<'fileQuery'> = {
  kind: 'fileQuery',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path, ...(button.template ? [button.template] : [])],
};
