// One receipt arriving for one bill: stored, and moving the bill to the receipt's state with
// the receipt text as its return info.
import { chinaDateTime } from '../bills/clock.ts';
import { dynamicDb, type EngineTrx } from '../bills/db.ts';
import type { BillFamily } from '../bills/family.ts';
import { insertReceipts } from '../bills/receipts/receipt-store.ts';
import { nextVersion } from '../bills/save/bill-version.ts';
import type { ReceiptStep } from './plan.ts';

export function messageTypeOf(family: BillFamily): string {
  return family.definition.ui.receipt?.messageType ?? family.id;
}

export async function applyStep(trx: EngineTrx, family: BillFamily, bill: { id: number; companyCode: string }, step: ReceiptStep, now: number): Promise<void> {
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
  await dynamicDb(trx)
    .updateTable(family.headTable)
    .set({ state: step.status, return_info: step.info, update_time: chinaDateTime(now), version: nextVersion() })
    .where('id', '=', bill.id)
    .execute();
}
