// One receipt arriving for one bill: stored, and moving the bill to the receipt's state with
// the receipt text as its return info.
import { chinaDateTime } from '../bills/clock.ts';
import type { EngineTrx } from '../bills/db.ts';
import { moveWhereStill } from '../db/state-change.ts';
import type { BillFamily } from '../bills/family.ts';
import { insertReceipts } from '../bills/receipts/receipt-store.ts';
import { nextVersion } from '../bills/save/bill-version.ts';
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
  const moved = await moveWhereStill(trx, {
    table: family.headTable,
    ids: [bill.id],
    scope: { company_code: bill.companyCode },
    from: [expect],
    set: { state: step.status, return_info: step.info, update_time: chinaDateTime(now), version: nextVersion() },
  });
  if (moved.length === 0) return false;
  await insertReceipts(trx, [
    {
      family: family.id,
      billId: bill.id,
      companyCode: bill.companyCode,
      messageType: messageTypeOf(family),
      status: step.status,
      statusName: step.statusName,
      info: step.info,
      at: now,
    },
  ]);
  return true;
}
