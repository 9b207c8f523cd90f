// Bills from an uploaded workbook.
import type { ButtonKindData } from '../button-kind.ts';

export const importButton: ButtonKindData<'import'> = {
  kind: 'import',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
