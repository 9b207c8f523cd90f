// The startTime / endTime that batch actions (spec §7.4) and detail links (spec §2.4) carry. The
// spec does not say what they cover; here they span the create-time days of the bills concerned
// (from 00:00:00 of the first day to 23:59:59 of the last), so a server that stores bills by
// period can find them. createTime is an engine system field, present on every family.
import { chinaToday, type BillDefinition } from '../definition/index.ts';
import type { BillRow } from './list-page.ts';

export interface TimeWindow {
  startTime: string;
  endTime: string;
}

const CREATE_TIME = 'createTime';
const DAY = /^(\d{4}-\d{2}-\d{2})/;

export function billTimeWindow(rows: readonly BillRow[], now: Date = new Date()): TimeWindow {
  const days = rows
    .map((row) => DAY.exec(String(row[CREATE_TIME] ?? ''))?.[1])
    .filter((day): day is string => day !== undefined)
    .sort();
  const first = days[0] ?? chinaToday(now);
  const last = days[days.length - 1] ?? chinaToday(now);
  return { startTime: `${first} 00:00:00`, endTime: `${last} 23:59:59` };
}

/** /bill/export/order → /details/export/order: the detail route of a list route. */
export function detailRoute(definition: BillDefinition): string {
  return definition.ui.route.replace(/^\/bill\//, '/details/');
}

/**
 * The link of a row's first column: the UI file's own detailRoute with {id} replaced (e.g. a
 * sign record's /sign/detail/{id}, which takes no time window), else
 * /details/{type}/{key}?id=..&startTime=..&endTime=..
 */
export function detailHref(definition: BillDefinition, row: BillRow): string {
  const own = definition.ui.detailRoute;
  if (own) return own.replace('{id}', encodeURIComponent(String(row.id ?? '')));
  const { startTime, endTime } = billTimeWindow([row]);
  const query = new URLSearchParams({ id: String(row.id ?? ''), startTime, endTime });
  return `${detailRoute(definition)}?${query.toString()}`;
}
