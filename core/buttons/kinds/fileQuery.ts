// The list of the bills named in uploaded query files, and their template.
import type { ButtonBase, ButtonKindData } from '../button-kind.ts';

/** The list of the bills named in uploaded query files. */
export interface FileQueryButton extends ButtonBase {
  kind: 'fileQuery';
  path: string;
  /** Sub-path of the query template download. */
  template: string;
}

export const fileQueryButton: ButtonKindData<FileQueryButton> = {
  kind: 'fileQuery',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path, button.template],
};
