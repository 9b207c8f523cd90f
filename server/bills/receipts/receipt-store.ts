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

/** Rows per INSERT: 10 bound values a row, far below SQLite's 32,766 and PostgreSQL's 65,535. */
export const RECEIPTS_PER_INSERT = 500;

/** Stores the receipts, RECEIPTS_PER_INSERT rows a statement. */
export async function insertReceipts(db: EngineDb | EngineTrx, receipts: readonly NewReceipt[]): Promise<void> {
  for (let start = 0; start < receipts.length; start += RECEIPTS_PER_INSERT) {
    await insertSlice(db, receipts.slice(start, start + RECEIPTS_PER_INSERT));
  }
}

async function insertSlice(db: EngineDb | EngineTrx, receipts: readonly NewReceipt[]): Promise<void> {
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

/** Bills per read of the newest customs receipts (one bound value each). */
const BILLS_PER_READ = 1_000;

/**
 * The time (epoch ms) of each bill's newest receipt that came from customs in a message
 * (message_guid set), for the bills that have one. Receipts the portal made itself (the simulator
 * inside the server, 重发回执) carry the portal's clock and are left out.
 */
export async function newestCustomsReceiptTimes(db: EngineDb | EngineTrx, family: string, billIds: readonly number[]): Promise<Map<number, number>> {
  const newest = new Map<number, number>();
  const ids = [...new Set(billIds)];
  for (let start = 0; start < ids.length; start += BILLS_PER_READ) {
    const rows = await engineDb(db)
      .selectFrom('receipt')
      .select((eb) => ['bill_id', eb.fn.max('return_at').as('return_at')])
      .where('family', '=', family)
      .where('bill_id', 'in', ids.slice(start, start + BILLS_PER_READ))
      .where('message_guid', 'is not', null)
      .groupBy('bill_id')
      .execute();
    for (const row of rows) newest.set(Number(row.bill_id), Number(row.return_at));
  }
  return newest;
}
