// The list as a workbook: the selected rows, else the list's conditions.
import type { ButtonBase, ButtonKindData } from '../button-kind.ts';

/** The list (or the selected rows) as a workbook. */
export interface ExportButton extends ButtonBase {
  kind: 'export';
  path: string;
}

export const exportButton: ButtonKindData<ExportButton> = {
  kind: 'export',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
