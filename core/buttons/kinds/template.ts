// The import template workbook.
import type { ButtonKindData } from '../button-kind.ts';
import type { TemplateButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { TemplateButton };

export const templateButton: ButtonKindData<TemplateButton> = {
  kind: 'template',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
