// The receipts a declared bill will get, in order: 2 电子口岸申报中, 3 发送海关成功, then either
// 100 海关退单 (with the reason of the first customs rule it breaks) or 120 海关入库, 399 海关审结
// and 800 放行 — each only where the family's state list has that state, so a family whose list
// ends at 399 stops there.
import type { BillFamily } from '../bills/family.ts';
import type { StateList } from '../bills/options/states.ts';
import type { DbRow } from '../bills/rows.ts';
import { firstBrokenRule } from './customs-rules.ts';
import { ACCEPTED_PATH, OFFICIAL_STATUS_NAMES, RETURNED, RETURNED_PATH, STEP_INFO } from './official-statuses.ts';

export interface ReceiptStep {
  status: string;
  statusName: string;
  info: string;
}

export function statusName(states: StateList, status: string): string {
  return states.has(status) ? states.name(status) : (OFFICIAL_STATUS_NAMES[status] ?? status);
}

export function receiptPlan(family: BillFamily, states: StateList, bill: DbRow): ReceiptStep[] {
  const broken = firstBrokenRule(family, bill);
  const path: readonly string[] = broken ? RETURNED_PATH : ACCEPTED_PATH;
  return path
    .filter((status) => states.has(status) || (status === RETURNED && broken !== null))
    .map((status) => ({
      status,
      statusName: statusName(states, status),
      info: status === RETURNED && broken ? broken.reason : (STEP_INFO[status] ?? statusName(states, status)),
    }));
}
