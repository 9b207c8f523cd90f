// The list as a workbook: the selected rows, else the list's conditions.
import type { ButtonKindData } from '../button-kind.ts';
import type { ExportButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { ExportButton };

export const exportButton: ButtonKindData<ExportButton> = {
  kind: 'export',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
