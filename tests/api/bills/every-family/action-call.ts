// The body a lifecycle button posts for one selected bill, as the list page builds it (the
// client's own pure builders): ids with the bills' time window, the typed text of a prompt, the
// id term of updateState, or the list's terms for a button that acts "by condition".
import type { BillFamily } from '../../../../server/bills/family.ts';
import { chinaDateTime } from '../../../../server/bills/clock.ts';
import type { ButtonDefinition } from '#core/definition/index.ts';
import { actionBody, conditionBody, promptOf, updateStateBody } from '#core/list/action-bodies.ts';
import { idsTerm } from '#core/list/list-request.ts';
import { filterProbe, searchFilters, type BillRow } from './list-probes.ts';

/** What a user types in the button's prompt: a date-time for a date prompt, a reason otherwise. */
function entryOf(button: ButtonDefinition): string | undefined {
  if (button.kind === 'datePrompt') return chinaDateTime();
  return promptOf(button) ? '生成测试：状态校验' : undefined;
}

function requiredSearch(family: BillFamily, button: ButtonDefinition) {
  if (button.kind !== 'collect' || button.byCondition !== true || typeof button.requiredFilter !== 'string') return null;
  const { requiredFilter } = button;
  return searchFilters(family).find((candidate) => candidate.field.name === requiredFilter) ?? null;
}

/** The bill to act on: the first one, or for a by-condition button one the required filter can name. */
export function billToActOn(family: BillFamily, button: ButtonDefinition, rows: readonly BillRow[]): BillRow | undefined {
  const search = requiredSearch(family, button);
  return (search ? filterProbe(search, rows, null).sample : null) ?? rows[0];
}

export function actionCallBody(family: BillFamily, button: ButtonDefinition, row: BillRow): Record<string, unknown> {
  if (button.kind === 'updateState') return updateStateBody([row]);
  const entry = entryOf(button);
  if (button.kind === 'collect' && button.byCondition === true) {
    // The list's terms name the bills: the bill itself plus the filter the button requires.
    const search = requiredSearch(family, button);
    return conditionBody(button, [idsTerm([row.id]), ...(search ? [filterProbe(search, [row], null).term] : [])], entry);
  }
  return actionBody(button, [row], entry);
}

/** How a refusal names a bill: its link value, or #id when it has none. */
export function billName(family: BillFamily, row: BillRow): string {
  const value = row[family.link.name];
  return value === null || value === undefined || value === '' ? `#${String(row.id)}` : String(value);
}
