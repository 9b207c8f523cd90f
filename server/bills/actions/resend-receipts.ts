// Resending receipts (action sendReciept): the latest receipt of each bill arrives once more,
// as a new receipt row with the same status. A bill that has none yet (e.g. demo data) gets
// one describing its current state.
import type { EngineTrx } from '../db.ts';
import type { BillFamily } from '../family.ts';
import type { StateList } from '../options/states.ts';
import { insertReceipts, latestReceipts } from '../receipts/receipt-store.ts';
import type { DbRow } from '../rows.ts';
import { messageTypeOf } from '../../simulator/apply-step.ts';
import { statusName } from '../../simulator/plan.ts';

export const RESEND_ACTIONS: ReadonlySet<string> = new Set(['sendReciept', 'sendReceipt']);

export async function resendReceipts(trx: EngineTrx, family: BillFamily, bills: readonly DbRow[], states: StateList, now: number) {
  const latest = await latestReceipts(
    trx,
    family.id,
    bills.map((bill) => Number(bill.id)),
  );
  await insertReceipts(
    trx,
    bills.map((bill) => {
      const id = Number(bill.id);
      const last = latest.get(id);
      const state = String(bill.state);
      return {
        family: family.id,
        billId: id,
        companyCode: String(bill.company_code),
        messageType: last?.message_type ?? messageTypeOf(family),
        status: last?.return_status ?? state,
        statusName: last?.return_status_name ?? statusName(states, state),
        info: last ? last.return_info : ((bill.return_info as string | null) ?? statusName(states, state)),
        at: now,
      };
    }),
  );
}
