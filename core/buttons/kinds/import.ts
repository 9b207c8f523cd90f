// Bills from an uploaded workbook.
import type { ButtonKindData } from '../button-kind.ts';
import type { ImportButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { ImportButton };

export const importButton: ButtonKindData<ImportButton> = {
  kind: 'import',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
