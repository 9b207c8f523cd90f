// Dialogs a feature brings to a definition's list (a button of kind "dialog" names one, e.g. the
// settlement application's bank dialog): the list page knows none of them by name; the screen that
// shows the list hands it a map from dialog name to component.
import type { ComponentType } from 'react';
import type { BillDefinition } from '#core/definition/index.ts';
import type { BillRow } from '#core/list/list-page.ts';

export interface FeatureDialogProps {
  /** The definition of the list the dialog was opened from. */
  definition: BillDefinition;
  /** The button's text (the dialog's title unless the dialog has its own). */
  title: string;
  /** The rows it works on: the selection, or the one row of a row action; empty for a dialog that needs none. */
  rows: readonly BillRow[];
  /** Closed without a change. */
  onClose(): void;
  /** The dialog changed something: the list reloads (the dialog has said 操作成功 or its own text). */
  onDone(): void;
}

export type FeatureDialog = ComponentType<FeatureDialogProps>;

/** Dialog name (the UI file's `dialog`) → component. */
export type FeatureDialogs = Readonly<Record<string, FeatureDialog>>;
