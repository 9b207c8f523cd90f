// Which buttons of the definition a user sees, which need a selection (spec §5.3), when a
// lifecycle button is disabled (a selected row is in a state its action does not accept), and
// when a button that works on the list's conditions lacks the one it needs (spec §5.2).
import { MSG_SELECT_ROWS } from '#core/messages.ts';
import { actionAllowedFrom, headerFields, toSnakeCase, type BillDefinition, type ButtonDefinition } from '#core/definition/index.ts';
import { detailRoute } from '#core/list/bill-window.ts';
import type { ListTerm } from '#core/list/list-request.ts';
import { buttonAction, needsSelection } from '#core/buttons/index.ts';
import { clientButtonKind } from '../buttons/registry.ts';
import { blockedByStates, requiredFilterText } from './listMessages.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { describeFilters } from '#core/list/search-filters.ts';

/** A family without api.save is read-only: nobody adds or edits its bills (docs/definitions.md). */
export function isReadOnlyFamily(definition: BillDefinition): boolean {
  return !definition.ui.api.save;
}

/** The add button: a navigation to the family's own (new-bill) detail page. */
function opensNewBill(definition: BillDefinition, button: ButtonDefinition): boolean {
  return button.kind === 'navigate' && button.to === detailRoute(definition);
}

/** Spec §6: a button exists only when the page's module holds its code (and the family allows it). */
export function visibleButtons(definition: BillDefinition, hasButton: (code: string) => boolean): ButtonDefinition[] {
  const readOnly = isReadOnlyFamily(definition);
  return definition.ui.buttons.filter((button) => hasButton(button.code) && !(readOnly && opensNewBill(definition, button)));
}

/** Batch actions and downloads work on the selected rows; exports, imports and the rest do not (core/buttons). */
export { needsSelection };

/**
 * Whether the list's rows can be ticked: some button the user sees works on selected rows (or
 * uses them when there are some, an export). A read-only list (签名记录, a history) has no boxes.
 */
export function takesSelection(definition: BillDefinition, hasButton: (code: string) => boolean): boolean {
  return visibleButtons(definition, hasButton).some((button) => needsSelection(button) || clientButtonKind(button).usesSelection === true);
}

/** The warning of spec §5.3 for a click with no row selected: the button's, the kind's, else 请选择操作数据！. */
export function selectionMessage(button: ButtonDefinition): string {
  const own = button.kind === 'confirm' || button.kind === 'prompt' ? button.selectionMessage : undefined;
  return own ?? clientButtonKind(button).selectionMessage ?? MSG_SELECT_ROWS;
}

export function rowState(row: BillRow): string {
  return row.state === null || row.state === undefined ? '' : String(row.state);
}

/**
 * Why a lifecycle button cannot act on the selected rows (their state names), or null when it
 * can — or has nothing selected yet (the click then asks for a selection), or works on the
 * list's conditions rather than on the selection.
 */
export function blockedReason(
  definition: BillDefinition,
  button: ButtonDefinition,
  rows: readonly BillRow[],
  stateName: (state: string) => string,
): string | null {
  const action = buttonAction(button);
  if (!action || rows.length === 0 || !needsSelection(button)) return null;
  const refused = new Set<string>();
  for (const row of rows) {
    const state = rowState(row);
    if (!actionAllowedFrom(definition, action, state)) {
      refused.add(typeof row.stateName === 'string' && row.stateName !== '' ? row.stateName : stateName(state));
    }
  }
  return refused.size === 0 ? null : blockedByStates([...refused], button.text);
}

/** The label a condition has on the search form (else its field's title). */
function conditionTitle(definition: BillDefinition, field: string): string {
  const filter = describeFilters(definition).find((search) => search.filter.field === field);
  return filter?.label ?? headerFields(definition.schema).find((candidate) => candidate.name === field)?.title ?? field;
}

/**
 * The warning of a button working on the list's conditions whose required condition
 * (`requiredFilter`) is empty in `terms` — 请先选择「…」查询条件 — else null.
 */
export function missingConditionText(definition: BillDefinition, button: ButtonDefinition, terms: readonly ListTerm[]): string | null {
  if (button.kind !== 'collect' || !button.byCondition || !button.requiredFilter) return null;
  const column = toSnakeCase(button.requiredFilter);
  if (terms.some((term) => term.column === column)) return null;
  return requiredFilterText(conditionTitle(definition, button.requiredFilter));
}
