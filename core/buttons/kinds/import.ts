// Bills from an uploaded workbook.
import type { ButtonBase, ButtonKindData } from '../button-kind.ts';

/** Bills from an uploaded workbook. */
export interface ImportButton extends ButtonBase {
  kind: 'import';
  path: string;
  /** The body key of the uploaded file's uri. */
  fileKey: string;
  /** Data rows one file may hold (default 20,000, spec §9). */
  maxRows?: number;
}

export const importButton: ButtonKindData<ImportButton> = {
  kind: 'import',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
