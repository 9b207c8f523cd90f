// The import template workbook.
import type { ButtonBase, ButtonKindData } from '../button-kind.ts';

/** The import template workbook. */
export interface TemplateButton extends ButtonBase {
  kind: 'template';
  path: string;
}

export const templateButton: ButtonKindData<TemplateButton> = {
  kind: 'template',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
