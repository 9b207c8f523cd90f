// The button kinds, one line each (the data side, and each kind's button: their union is
// ButtonDefinition; src/engine/buttons and server/buttons add the client's runner and the
// server's routes, and do not compile while a kind registered here lacks its line there). Adding a kind is one file in kinds/ plus one line
// here, one on the client and one on the server (docs/kinds.md).
import type { ButtonKindData, Selection } from './button-kind.ts';
import { collectButton } from './kinds/collect.ts';
import { confirmButton } from './kinds/confirm.ts';
import { datePromptButton } from './kinds/datePrompt.ts';
import { dialogButton } from './kinds/dialog.ts';
import { downloadButton } from './kinds/download.ts';
import { exportButton } from './kinds/export.ts';
import { fileQueryButton } from './kinds/fileQuery.ts';
import { importButton } from './kinds/import.ts';
import { navigateButton } from './kinds/navigate.ts';
import { promptButton } from './kinds/prompt.ts';
import { taxTotalButton } from './kinds/taxTotal.ts';
import { templateButton } from './kinds/template.ts';
import { updateStateButton } from './kinds/updateState.ts';

export const BUTTON_KINDS = {
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
} as const;

type ButtonOfData<T> = T extends ButtonKindData<infer B> ? B : never;

/** A button of a UI file: the union of every registered kind's button, keyed on `kind`. */
export type ButtonDefinition = { [K in keyof typeof BUTTON_KINDS]: ButtonOfData<(typeof BUTTON_KINDS)[K]> }[keyof typeof BUTTON_KINDS];

export type ButtonKind = ButtonDefinition['kind'];

/** The button of one kind. */
export type ButtonOf<K extends ButtonKind> = Extract<ButtonDefinition, { kind: K }>;

export const BUTTON_KIND_NAMES = Object.keys(BUTTON_KINDS) as ButtonKind[];

function dataOf(button: ButtonDefinition): ButtonKindData<ButtonDefinition> {
  return BUTTON_KINDS[button.kind] as unknown as ButtonKindData<ButtonDefinition>;
}

/** Whether a click needs selected rows (a batch action, a download; not a collect by condition). */
export function needsSelection(button: ButtonDefinition): boolean {
  const selection: Selection = dataOf(button).selection(button);
  return selection === 'rows';
}

/** The lifecycle action the button runs on bills, if any. */
export function buttonAction(button: ButtonDefinition): string | undefined {
  return dataOf(button).action(button);
}

/** A button that runs a lifecycle action on bills (a collect may run none). */
export type LifecycleButton = ButtonOf<'confirm' | 'prompt' | 'datePrompt' | 'updateState' | 'collect'>;

export function isLifecycleButton(button: ButtonDefinition): button is LifecycleButton {
  return button.kind === 'confirm' || button.kind === 'prompt' || button.kind === 'datePrompt' || button.kind === 'updateState' || button.kind === 'collect';
}

/** The family sub-paths the server answers for the button. */
export function buttonPaths(button: ButtonDefinition): string[] {
  return dataOf(button).paths(button);
}
