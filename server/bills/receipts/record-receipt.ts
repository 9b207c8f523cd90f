// One receipt arriving for one bill, whoever brings it (the customs simulator's steps, the inbox
// reader's official receipt messages): the bill takes the receipt's state and text only if it is
// still in the state the receipt was checked against, and the receipt is stored for the receipts
// dialog. Both callers go through here, so a simulated and a real receipt leave the same trace.
import { chinaDateTime } from '../clock.ts';
import type { EngineTrx } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { nextVersion } from '../save/bill-version.ts';
import { moveWhereStill } from '../../db/state-change.ts';
import { insertReceipts } from './receipt-store.ts';

export interface ArrivingReceipt {
  messageType: string;
  /** The bill's new state; the state it is in when the receipt moves nothing. */
  state: string;
  /** The receipt's own status code and its name (returnStatus, returnStatusName). */
  status: string;
  statusName: string;
  info: string | null;
  /** When customs issued it (epoch ms): the receipt's time in the dialog. */
  at: number;
  /** The receipt message's guid, when it came as a message. */
  messageGuid?: string;
  /** Further columns of the bill the receipt fills (numbers customs assigns), by column. */
  columns?: Readonly<Record<string, unknown>>;
}

/**
 * Moves the bill to the receipt's state only if it is still in one of `expect` (a bill a user moved
 * or deleted meanwhile is left alone), then stores the receipt. Answers whether it applied.
 */
export async function recordReceipt(
  trx: EngineTrx,
  family: BillFamily,
  bill: { id: number; companyCode: string },
  expect: readonly string[],
  receipt: ArrivingReceipt,
  /** When it is recorded: the bill's update time. */
  now: number,
): Promise<boolean> {
  const moved = await moveWhereStill(trx, {
    table: family.headTable,
    ids: [bill.id],
    scope: { company_code: bill.companyCode },
    from: expect,
    set: { ...receipt.columns, state: receipt.state, return_info: receipt.info, update_time: chinaDateTime(now), version: nextVersion() },
  });
  if (moved.length === 0) return false;
  await insertReceipts(trx, [
    {
      family: family.id,
      billId: bill.id,
      companyCode: bill.companyCode,
      messageType: receipt.messageType,
      status: receipt.status,
      statusName: receipt.statusName,
      info: receipt.info,
      at: receipt.at,
      messageGuid: receipt.messageGuid,
    },
  ]);
  return true;
}
