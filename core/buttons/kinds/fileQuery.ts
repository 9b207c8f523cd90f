// The list of the bills named in uploaded query files, and their template.
import type { ButtonKindData } from '../button-kind.ts';
import type { FileQueryButton } from '../../definition/ui-file.generated.ts';

/** The button itself is typed by the meta-schema (schemas/meta/bill-ui.schema.json → ui-file.generated.ts). */
export type { FileQueryButton };

export const fileQueryButton: ButtonKindData<FileQueryButton> = {
  kind: 'fileQuery',
  selection: () => 'none',
  action: () => undefined,
  paths: (button) => [button.path, button.template],
};
