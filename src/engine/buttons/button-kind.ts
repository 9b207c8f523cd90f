// The client side of a button kind (the data side is core/buttons): its icon, the warning of a
// click with nothing selected, and how a click runs once the selection and the conditions it
// needs are there. The button bar looks the kind up; it knows no kind by name.
import type { ReactNode } from 'react';
import type { BillDefinition, ButtonKind, ButtonOf, DialogButton, FileQueryButton, ImportButton } from '#core/definition/index.ts';
import type { ListRequest } from '#core/list/list-request.ts';
import type { BillRow } from '#core/list/list-page.ts';
import type { ButtonCalls } from '../list/useButtonCalls.ts';

/** The buttons that ask for a text or a date before they post. */
export type PromptingButton = ButtonOf<'prompt' | 'datePrompt' | 'collect'>;

/** A dialog a click opens; the bar renders it. */
export type ButtonDialog =
  | { kind: 'prompt'; button: PromptingButton }
  | { kind: 'import'; button: ImportButton }
  | { kind: 'fileQuery'; button: FileQueryButton }
  | { kind: 'dialog'; button: DialogButton };

/** What a click may use: the list as shown, the calls, and the page's modals and navigation. */
export interface ButtonRunContext {
  definition: BillDefinition;
  selectedRows: readonly BillRow[];
  listRequest: ListRequest;
  calls: Pick<ButtonCalls, 'call' | 'postAction' | 'exportFile' | 'downloadFiles'>;
  /** The family API path of a button's sub-path. */
  path(subPath: string): string;
  navigate(to: string): void;
  /** 提示 with OK and cancel; true on OK. */
  confirmed(content: string): Promise<boolean>;
  info(title: string, content: string): void;
  openDialog(dialog: ButtonDialog): void;
}

export interface ClientButtonKind<K extends ButtonKind = ButtonKind> {
  kind: K;
  icon: ReactNode;
  /** The bar's one primary button (the add button). */
  primary?: boolean;
  /** The warning of a click with no row selected (spec §5.3); default 请选择操作数据！. */
  selectionMessage?: string;
  /** A click uses the selected rows when there are some (an export of the selection), though it needs none. */
  usesSelection?: boolean;
  /** A tool rather than a step of the day's work (Excel files): on a narrow bar it goes into 更多 first. */
  overflowFirst?: boolean;
  run(button: ButtonOf<K>, context: ButtonRunContext): Promise<void> | void;
}
