// Which buttons the detail page shows (spec §2.5, §4.4, §6): each only when the user holds its
// code on the page's module, the family's UI file names the call it makes, and the mode (and,
// for editing, the bill's state) allows it.
import { editableIn, type BillDefinition } from '#core/definition/index.ts';

export type DetailMode = 'view' | 'edit';

export interface DetailButtons {
  edit: boolean;
  save: boolean;
  saveDeclare: boolean;
  temporary: boolean;
  refresh: boolean;
  addLine: boolean;
  bodySave: boolean;
  deleteLines: boolean;
  summary: boolean;
}

export interface ButtonSituation {
  mode: DetailMode;
  /** The bill's state; undefined for a new bill. */
  state: string | undefined;
  hasButton(code: string): boolean;
}

/**
 * True when the bill may be edited: a new bill, or one in a state of lifecycle.editableIn — and
 * never in a family without api.save, which is read-only (docs/definitions.md).
 */
export function billEditable(definition: BillDefinition, state: string | undefined): boolean {
  if (!definition.ui.api.save) return false;
  return state === undefined || editableIn(definition, state);
}

export function detailButtons(definition: BillDefinition, { mode, state, hasButton }: ButtonSituation): DetailButtons {
  const { api } = definition.ui;
  const editing = mode === 'edit' && billEditable(definition, state);
  const canSave = Boolean(api.save) && (hasButton('save') || hasButton('temporary'));
  return {
    edit: mode === 'view' && state !== undefined && billEditable(definition, state) && hasButton('edit'),
    save: editing && Boolean(api.save) && hasButton('save'),
    // Saving and declaring declares: it needs the list's declare code too (the server refuses it without).
    saveDeclare: editing && Boolean(api.saveAndDeclare) && hasButton('saveDeclare') && hasButton('declare'),
    temporary: editing && Boolean(api.save) && hasButton('temporary'),
    refresh: hasButton('refresh'),
    addLine: editing && (canSave || (Boolean(api.lineSave) && hasButton('bodySave'))),
    bodySave: editing && Boolean(api.lineSave) && hasButton('bodySave'),
    deleteLines: editing && hasButton('delete'),
    summary: editing && Boolean(api.summarySave) && hasButton('summary'),
  };
}
