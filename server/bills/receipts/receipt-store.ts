// Receipts customs sent back for a bill (spec §3.6: returnTime, returnStatusName, returnInfo),
// written by the customs simulator and the inbox reader, read by the receipts dialog.
import { chinaDateTime } from '../clock.ts';
import { engineDb, type EngineDb, type EngineTrx, type ReceiptTable } from '../db.ts';

export interface NewReceipt {
  family: string;
  billId: number;
  companyCode: string;
  messageType: string;
  status: string;
  statusName: string;
  info: string | null;
  at: number;
  /** The guid of the receipt message it came in (the inbox reader); none for the simulator's. */
  messageGuid?: string;
}

export async function insertReceipts(db: EngineDb | EngineTrx, receipts: readonly NewReceipt[]): Promise<void> {
  if (receipts.length === 0) return;
  await engineDb(db)
    .insertInto('receipt')
    .values(
      receipts.map((receipt) => ({
        family: receipt.family,
        bill_id: receipt.billId,
        company_code: receipt.companyCode,
        message_type: receipt.messageType,
        return_status: receipt.status,
        return_status_name: receipt.statusName,
        return_info: receipt.info,
        return_time: chinaDateTime(receipt.at),
        return_at: receipt.at,
        message_guid: receipt.messageGuid ?? null,
      })),
    )
    .execute();
}

type ReceiptRow = Omit<ReceiptTable, 'id'> & { id: number };

/** The newest receipt of each bill that has one. */
export async function latestReceipts(db: EngineDb | EngineTrx, family: string, billIds: readonly number[]): Promise<Map<number, ReceiptRow>> {
  const latest = new Map<number, ReceiptRow>();
  if (billIds.length === 0) return latest;
  const rows = await engineDb(db)
    .selectFrom('receipt')
    .selectAll()
    .where('family', '=', family)
    .where('bill_id', 'in', [...billIds])
    .orderBy('return_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) latest.set(row.bill_id, row);
  return latest;
}
