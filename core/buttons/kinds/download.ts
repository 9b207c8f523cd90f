// The stored files of the selected bills: one by its name, several as a zip.
import type { ButtonBase, ButtonKindData } from '../button-kind.ts';

/** The stored files of the selected bills: one file by its name, several as a zip. */
export interface DownloadButton extends ButtonBase {
  kind: 'download';
  /** GET of one stored file (?file_path=). */
  path: string;
  /** Sub-path of the many-files download (ids → downloadUri of a zip). */
  batchPath: string;
  /** The field holding the stored file's uri, and the one naming it. */
  fileField: string;
  nameField: string;
}

export const downloadButton: ButtonKindData<DownloadButton> = {
  kind: 'download',
  selection: () => 'rows',
  action: () => undefined,
  paths: (button) => [button.path, button.batchPath],
};
