// How the client runs each button kind, one line per kind (the data side is core/buttons; the
// server's routes are server/buttons). Adding a kind is one file in kinds/ plus one line here
// (docs/kinds.md).
import type { ButtonDefinition, ButtonKind } from '#core/definition/index.ts';
import type { ButtonRunContext, ClientButtonKind } from './button-kind.ts';
import { collectButton } from './kinds/collect.tsx';
import { confirmButton } from './kinds/confirm.tsx';
import { datePromptButton } from './kinds/datePrompt.tsx';
import { dialogButton } from './kinds/dialog.tsx';
import { downloadButton } from './kinds/download.tsx';
import { exportButton } from './kinds/export.tsx';
import { fileQueryButton } from './kinds/fileQuery.tsx';
import { importButton } from './kinds/import.tsx';
import { navigateButton } from './kinds/navigate.tsx';
import { promptButton } from './kinds/prompt.tsx';
import { taxTotalButton } from './kinds/taxTotal.tsx';
import { templateButton } from './kinds/template.tsx';
import { updateStateButton } from './kinds/updateState.tsx';

export const CLIENT_BUTTON_KINDS: { readonly [K in ButtonKind]: ClientButtonKind<K> } = {
  navigate: navigateButton,
  confirm: confirmButton,
  prompt: promptButton,
  datePrompt: datePromptButton,
  updateState: updateStateButton,
  collect: collectButton,
  taxTotal: taxTotalButton,
  export: exportButton,
  template: templateButton,
  import: importButton,
  fileQuery: fileQueryButton,
  download: downloadButton,
  dialog: dialogButton,
};

export function clientButtonKind(button: ButtonDefinition): ClientButtonKind {
  return CLIENT_BUTTON_KINDS[button.kind] as ClientButtonKind;
}

/** Runs a click by the button's kind. */
export function runButton(button: ButtonDefinition, context: ButtonRunContext): Promise<void> | void {
  return clientButtonKind(button).run(button as never, context);
}
