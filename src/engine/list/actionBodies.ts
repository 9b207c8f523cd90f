// Bodies of the button calls (spec §7.3, §7.4), built from the selected rows and the list as
// it is shown. Pure, so every payload is tested without a screen.
import type { ButtonDefinition } from '../definition/index.ts';
import { billTimeWindow } from './billWindow.ts';
import { idsTerm, listTerm, type ListRequest } from './listRequest.ts';
import type { BillRow } from './paging.ts';

const CREATE_TIME = 'createTime';

export function idsOf(rows: readonly BillRow[]): unknown[] {
  return rows.map((row) => row.id);
}

/** confirm: { ids, startTime, endTime }; prompt / datePrompt add the entry under prompt.key. */
export function actionBody(button: ButtonDefinition, rows: readonly BillRow[], entry?: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ids: idsOf(rows), ...billTimeWindow(rows) };
  if (entry !== undefined) body[promptKey(button)] = entry;
  return body;
}

/** Spec §7.4: update state posts terms for the ids and the create time. */
export function updateStateBody(rows: readonly BillRow[]): Record<string, unknown> {
  const { startTime, endTime } = billTimeWindow(rows);
  return { terms: [idsTerm(idsOf(rows)), listTerm(CREATE_TIME, 'btw', [startTime, endTime])] };
}

/** Spec §7.3: paging plus terms — selected rows as an id term, else the list's own terms. */
export function exportBody(request: ListRequest, rows: readonly BillRow[]): ListRequest {
  return rows.length > 0 ? { ...request, terms: [idsTerm(idsOf(rows))] } : request;
}

/** The member a prompt's entry travels in: the definition's key; a departure's leaveTime. */
export function promptKey(button: ButtonDefinition): string {
  return button.prompt?.key ?? (button.kind === 'datePrompt' ? 'leaveTime' : 'note');
}
