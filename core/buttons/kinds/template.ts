// The import template workbook.
import type { ButtonKindData } from '../button-kind.ts';

export const templateButton: ButtonKindData<'template'> = {
  kind: 'template',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path],
};
