// The calls of the detail page (spec §7.6), at /api/enterprise{api.base}/{sub-path} as the UI
// file names them: headUrl (api.detail), headSave (api.save / api.saveAndDeclare), bodySave
// (api.lineSave), bodyDelete (api.lineDelete) and the order summary (api.summaryOrders,
// api.summarySave). Paths follow the list's one rule (billApiPath).
import { post } from '../../http/index.ts';
import type { Envelope } from '../../http/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { billTimeWindow } from '#core/list/bill-window.ts';
import { billApiPath } from '#core/api-path.ts';

export type BillDetail = Record<string, unknown> & { id?: number; state?: string; lines?: Array<Record<string, unknown>> };

export interface TimeWindow {
  startTime?: string;
  endTime?: string;
}

export function loadBill(definition: BillDefinition, id: number, window: TimeWindow): Promise<BillDetail> {
  return post<BillDetail>(billApiPath(definition, definition.ui.api.detail ?? ''), { id, ...window });
}

export function saveBill(definition: BillDefinition, subPath: string, body: Record<string, unknown>): Promise<Envelope<BillDetail>> {
  return post<BillDetail>(billApiPath(definition, subPath), body, { envelope: true });
}

export function saveLine(definition: BillDefinition, body: Record<string, unknown>): Promise<Envelope<Record<string, unknown> & HeadVersion>> {
  return post<Record<string, unknown> & HeadVersion>(billApiPath(definition, definition.ui.api.lineSave ?? ''), body, { envelope: true });
}

/** What a change of lines answers besides: the bill's new version, which the header's next save names. */
export interface HeadVersion {
  headVersion?: number;
}

export function deleteLines(definition: BillDefinition, ids: readonly number[]): Promise<Envelope<HeadVersion | null>> {
  return post<HeadVersion | null>(billApiPath(definition, definition.ui.api.lineDelete ?? ''), { ids }, { envelope: true });
}

export interface OrderRow {
  id: number;
  orderNo?: string;
  ebcName?: string;
  createTime?: string;
  stateName?: string;
}

export interface OrderPage {
  datas: OrderRow[];
  total: number;
}

export function queryOrders(definition: BillDefinition, body: Record<string, unknown>): Promise<OrderPage> {
  return post<OrderPage>(billApiPath(definition, definition.ui.api.summaryOrders ?? ''), body);
}

export function addOrders(
  definition: BillDefinition,
  body: { headId: number; orderIds: number[] } & TimeWindow,
): Promise<Envelope<{ count: number } & HeadVersion>> {
  return post<{ count: number } & HeadVersion>(billApiPath(definition, definition.ui.api.summarySave ?? ''), body, { envelope: true });
}

/** The answer of a save refused because someone else wrote the bill since it was read (code -1000). */
export function isStaleAnswer(answer: Envelope<unknown>): boolean {
  return answer.code === -1000 && (answer.data as { stale?: unknown } | null)?.stale === true;
}

/** The time window of a bill's links (spec §2.4): its creation day, 00:00:00 to 23:59:59. */
export function windowOf(detail: BillDetail): Required<TimeWindow> {
  return billTimeWindow([detail]);
}
