// The messages declares built (table customs_message_out, migration 0020): one row per message,
// keyed by its guid (= CopMsgId = the outbox file's name), naming the bill it was built from and
// the 签名记录 that holds its text (the unsigned message, then the signed one). Written in the
// declaring transaction with the records, so a declare that rolls back leaves neither; read by the
// bill's 报文 view (server/customs/view/).
import type { Kysely, Transaction } from 'kysely';
import { insertInSlices } from '../../db/insert-in-slices.ts';

export interface CustomsMessageOutTable {
  guid: string;
  family: string;
  bill_id: number;
  company_code: string;
  /** The root, CEBnnnMessage. */
  message_type: string;
  sign_record_id: number;
  created_at: number;
}

export interface SentMessagesDatabase {
  customs_message_out: CustomsMessageOutTable;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any portal database or transaction; this table is typed here
type AnyDb = Kysely<any> | Transaction<any>;

export function sentMessagesDb(db: AnyDb): Kysely<SentMessagesDatabase> {
  return db as unknown as Kysely<SentMessagesDatabase>;
}

export async function recordSentMessages(trx: AnyDb, rows: readonly CustomsMessageOutTable[]): Promise<void> {
  await insertInSlices(trx, 'customs_message_out', rows as unknown as Record<string, unknown>[]);
}
