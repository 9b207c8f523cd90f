// Bodies of the button calls (spec §7.3, §7.4), built from the selected rows and the list as
// it is shown. Pure, so every payload is tested without a screen.
import type { ButtonDefinition, PromptSettings } from '../definition/index.ts';
import { billTimeWindow, type TimeWindow } from './bill-window.ts';
import { idsTerm, listTerm, type ListRequest, type ListTerm } from './list-request.ts';
import type { BillRow } from './list-page.ts';

const CREATE_TIME = 'createTime';
const CREATE_TIME_COLUMN = 'create_time';
const DAY = /^\d{4}-\d{2}-\d{2}/;

export function idsOf(rows: readonly BillRow[]): unknown[] {
  return rows.map((row) => row.id);
}

/** The member the selected ids travel in: `ids`, unless a collect button names its own. */
export function idsKeyOf(button: ButtonDefinition): string {
  return (button.kind === 'collect' ? button.idsKey : undefined) ?? 'ids';
}

/** The text a prompt, datePrompt or collect button asks for before it posts, if any. */
export function promptOf(button: ButtonDefinition): PromptSettings | undefined {
  return button.kind === 'prompt' || button.kind === 'datePrompt' || button.kind === 'collect' ? button.prompt : undefined;
}

/**
 * confirm and collect: { ids, startTime, endTime } (collect: the ids under idsKey); prompt,
 * datePrompt and a collect with a prompt add the entry under prompt.key; a button's `send` adds its fixed values.
 */
export function actionBody(button: ButtonDefinition, rows: readonly BillRow[], entry?: string): Record<string, unknown> {
  const fixed = button.kind === 'confirm' || button.kind === 'prompt' ? button.send : undefined;
  // One row's call (an operation-column action such as an authorisation's audit): { [idKey]: id, ...send }.
  if (button.kind === 'confirm' && button.idKey) return { [button.idKey]: idsOf(rows)[0] ?? null, ...fixed };
  const body: Record<string, unknown> = { [idsKeyOf(button)]: idsOf(rows), ...billTimeWindow(rows), ...fixed };
  if (entry !== undefined) body[promptKey(button)] = entry;
  return body;
}

const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** A date condition's end as a date-time: a bare day gets the time of that end of the day. */
function dayBound(value: unknown, time: string): string | null {
  if (!isDay(value)) return null;
  return value.length === 10 ? `${value} ${time}` : value;
}

/**
 * The startTime / endTime of a call made on the list's conditions: the span of its create-time
 * range (else of its first date range), an open or missing end falling back to today's.
 */
export function conditionWindow(terms: readonly ListTerm[], now: Date = new Date()): TimeWindow {
  const ranges = terms.filter((term) => term.termType === 'btw' && Array.isArray(term.value) && term.value.some(isDay));
  const range = ranges.find((term) => term.column === CREATE_TIME_COLUMN) ?? ranges[0];
  const [from, to] = (range?.value as unknown[] | undefined) ?? [];
  const today = billTimeWindow([], now);
  return { startTime: dayBound(from, '00:00:00') ?? today.startTime, endTime: dayBound(to, '23:59:59') ?? today.endTime };
}

/** collect with byCondition: the list's terms instead of selected ids, plus the time window. */
export function conditionBody(button: ButtonDefinition, terms: readonly ListTerm[], entry?: string, now?: Date): Record<string, unknown> {
  const body: Record<string, unknown> = { terms: [...terms], ...conditionWindow(terms, now) };
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
  return promptOf(button)?.key ?? (button.kind === 'datePrompt' ? 'leaveTime' : 'note');
}
