// The stored files of the selected bills: one by its name, several as a zip.
import type { ButtonKindData } from '../button-kind.ts';

export const downloadButton: ButtonKindData<'download'> = {
  kind: 'download',
  selection: () => 'rows',
  action: () => undefined,
  paths: (button) => [button.path, button.batchPath],
};
