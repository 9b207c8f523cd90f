// A batch action refused as a whole: nothing changed, and the answer (code -1) says which bills
// and why, e.g. "EO2024001：当前状态「海关审结」不允许申报". Thrown inside the transaction so that
// it also rolls back anything already written.
import { ApiError } from '../../http/envelope.ts';
import type { BillFamily } from '../family.ts';
import type { DbRow } from '../rows.ts';

export interface RefusedBill {
  id: number;
  /** The bill's link value (orderNo...), or its id when it has none. */
  name: string;
  reason: string;
}

const SHOWN = 10;

/** How a refusal names a bill: its link value (orderNo...), or #id when it has none. */
export function billName(family: BillFamily, row: DbRow): string {
  const value = row[family.link.column];
  return value === null || value === undefined || value === '' ? `#${row.id}` : String(value);
}

export class ActionRefusal extends ApiError {
  constructor(
    message: string,
    readonly bills: RefusedBill[],
  ) {
    super(message);
  }
}

export function refusal(bills: RefusedBill[]): ActionRefusal {
  const listed = bills.slice(0, SHOWN).map((bill) => `${bill.name}：${bill.reason}`);
  const more = bills.length > SHOWN ? `；等共${bills.length}张单据` : '';
  return new ActionRefusal(`${listed.join('；')}${more}`, bills);
}
