// The list as a workbook: the selected rows, else the list's conditions.
import type { ButtonKindData } from '../button-kind.ts';

export const exportButton: ButtonKindData<'export'> = {
  kind: 'export',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
