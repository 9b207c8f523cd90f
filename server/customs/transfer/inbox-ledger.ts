// The record of receipt messages applied (table customs_message_in, migration 0019): one row per
// message guid. The row is inserted first, in the transaction that applies the message, so two
// readers holding copies of one message cannot both apply it: the key lets one insert; the other
// inserts nothing (on PostgreSQL it waits for the first to commit) and learns it is a duplicate.
// The row keeps the business message as it arrived (message_xml, migration 0020) for the 报文 view.
import type { Kysely, Transaction } from 'kysely';

export interface CustomsMessageInTable {
  guid: string;
  message_type: string;
  cop_msg_id: string;
  file_name: string;
  receipts: number;
  applied_at: number;
  /** The business message (the envelope's Data), for the 报文 view; null for messages applied before migration 0020. */
  message_xml: string | null;
}

export interface LedgerDatabase {
  customs_message_in: CustomsMessageInTable;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any portal database or transaction; this table is typed here
type AnyDb = Kysely<any> | Transaction<any>;

export function ledgerDb(db: AnyDb): Kysely<LedgerDatabase> {
  return db as unknown as Kysely<LedgerDatabase>;
}

/** Claims the guid for this transaction; answers false when a message of that guid was applied already. */
export async function claimMessageGuid(db: AnyDb, row: CustomsMessageInTable): Promise<boolean> {
  const result = await ledgerDb(db)
    .insertInto('customs_message_in')
    .values(row)
    .onConflict((conflict) => conflict.column('guid').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The applied message of a guid, if any. */
export async function appliedMessage(db: AnyDb, guid: string): Promise<CustomsMessageInTable | undefined> {
  return ledgerDb(db).selectFrom('customs_message_in').selectAll().where('guid', '=', guid).executeTakeFirst();
}
