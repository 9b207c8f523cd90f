// One receipt arriving for one bill: stored, and moving the bill to the receipt's state with
// the receipt text as its return info (server/bills/receipts/record-receipt.ts, shared with the
// inbox reader of official receipt messages).
import type { EngineTrx } from '../bills/db.ts';
import type { BillFamily } from '../bills/family.ts';
import { recordReceipt } from '../bills/receipts/record-receipt.ts';
import type { ReceiptStep } from './plan.ts';

export function messageTypeOf(family: BillFamily): string {
  return family.definition.ui.receipt?.messageType ?? family.id;
}

/**
 * Moves the bill to the step's state only if it is still in `expect` (the state the plan was made
 * in: a bill the user moved or deleted meanwhile is left alone), then stores the receipt. Answers
 * whether the step applied.
 */
export async function applyStep(
  trx: EngineTrx,
  family: BillFamily,
  bill: { id: number; companyCode: string },
  expect: string,
  step: ReceiptStep,
  now: number,
): Promise<boolean> {
  return recordReceipt(
    trx,
    family,
    bill,
    [expect],
    { messageType: messageTypeOf(family), state: step.status, status: step.status, statusName: step.statusName, info: step.info, at: now },
    now,
  );
}
