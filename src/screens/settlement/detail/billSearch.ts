// The search above a bill table: 清单编号, 订单编号, 物流运单号 (like) and the creation-time range
// (btw), as the server's pickers accept them (server/settlement/lists.ts BILL_TERMS). The
// candidates start from the last 30 days (§9: begin 00:00:00, end 23:59:59); the attached bills
// start without a range, so that the table lists every bill the header's totals count.
import { calendarDateOf, defaultDateWindow } from '#core/definition/date-window.ts';
import type { ListTerm } from '#core/list/list-request.ts';
import type { BillTabKey } from './detailTypes.ts';

export interface BillSearch {
  invtNo: string;
  orderNo: string;
  logisticsNo: string;
  /** yyyy-MM-dd HH:mm:ss bounds; null: no bound. */
  begin: string | null;
  end: string | null;
}

/** The like terms: search field → the server's column. */
export const LIKE_COLUMNS = { invtNo: 'invt_no', orderNo: 'order_no', logisticsNo: 'logistics_no' } as const;

export function defaultSearch(tab: BillTabKey, now: Date = new Date()): BillSearch {
  const window = tab === 'candidates' ? defaultDateWindow('30d', calendarDateOf(now)) : null;
  return { invtNo: '', orderNo: '', logisticsNo: '', begin: window?.begin ?? null, end: window?.end ?? null };
}

const term = (column: string, termType: ListTerm['termType'], value: unknown): ListTerm => ({ column, termType, type: 'and', value });

/** The list terms of a search on application `declareId`. */
export function searchTerms(search: BillSearch, declareId: number): ListTerm[] {
  const terms: ListTerm[] = [term('declare_id', 'eq', declareId)];
  for (const [field, column] of Object.entries(LIKE_COLUMNS)) {
    const value = search[field as keyof typeof LIKE_COLUMNS].trim();
    if (value !== '') terms.push(term(column, 'like', value));
  }
  // Always a create_time term on the candidates: without one the server applies its own 30 days.
  terms.push(term('create_time', 'btw', [search.begin ?? '', search.end ?? '']));
  return terms;
}

/** The startTime / endTime of an attach: the creation window the candidates were listed in. */
export function attachWindow(search: BillSearch): { startTime?: string; endTime?: string } {
  return { ...(search.begin ? { startTime: search.begin } : {}), ...(search.end ? { endTime: search.end } : {}) };
}
