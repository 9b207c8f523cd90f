// Which buttons of the definition a user sees, which need a selection (spec §5.3), and when a
// lifecycle button is disabled: a selected row is in a state its action does not accept.
import { actionAllowedFrom, type BillDefinition, type ButtonDefinition } from '../definition/index.ts';
import { blockedByStates, MSG_SELECT_ROWS, MSG_SELECT_ROWS_TO_UPDATE } from './listMessages.ts';
import type { BillRow } from './paging.ts';

const SELECTION_KINDS = new Set(['confirm', 'prompt', 'datePrompt', 'updateState']);

/** Spec §6: a button exists only when the page's module holds its code. */
export function visibleButtons(definition: BillDefinition, hasButton: (code: string) => boolean): ButtonDefinition[] {
  return definition.ui.buttons.filter((button) => hasButton(button.code));
}

/** Batch actions work on the selected rows; exports, imports and the rest do not need any. */
export function needsSelection(button: ButtonDefinition): boolean {
  return SELECTION_KINDS.has(button.kind);
}

/** The warning of spec §5.3 for a click with no row selected. */
export function selectionMessage(button: ButtonDefinition): string {
  return button.kind === 'updateState' ? MSG_SELECT_ROWS_TO_UPDATE : MSG_SELECT_ROWS;
}

export function rowState(row: BillRow): string {
  return row.state === null || row.state === undefined ? '' : String(row.state);
}

/**
 * Why a lifecycle button cannot act on the selected rows (their state names), or null when it
 * can — or has nothing selected yet (the click then asks for a selection).
 */
export function blockedReason(
  definition: BillDefinition,
  button: ButtonDefinition,
  rows: readonly BillRow[],
  stateName: (state: string) => string,
): string | null {
  if (!button.action || rows.length === 0) return null;
  const refused = new Set<string>();
  for (const row of rows) {
    const state = rowState(row);
    if (!actionAllowedFrom(definition, button.action, state)) {
      refused.add(typeof row.stateName === 'string' && row.stateName !== '' ? row.stateName : stateName(state));
    }
  }
  return refused.size === 0 ? null : blockedByStates([...refused], button.text);
}
