// The stored files of the selected bills: one by its name, several as a zip.
import type { ButtonKindData } from '../button-kind.ts';
import type { DownloadButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { DownloadButton };

export const downloadButton: ButtonKindData<DownloadButton> = {
  kind: 'download',
  selection: () => 'rows',
  action: () => undefined,
  paths: (button) => [button.path, button.batchPath],
};
