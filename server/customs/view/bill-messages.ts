// A bill's messages for its 报文 view (issue 24 point 8): the messages its declares built
// (customs_message_out; the text from the 签名记录: signed once signed, else as built) and the
// receipt messages customs answered it with (its receipts that came in a message). Only the
// caller's company's bill is read; newest first, at most MAX_BILL_MESSAGES.
import { MAX_BILL_MESSAGES, type BillMessages, type ShownMessage } from '#core/customs-messages.ts';
import { chinaDateTime } from '../../bills/clock.ts';
import { dynamicDb, engineDb, type EngineDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { loadStateList } from '../../bills/options/states.ts';
import type { DbRow } from '../../bills/rows.ts';
import { sentMessagesDb } from '../declare/sent-messages.ts';
import type { SignRecordTable } from '../declare/sign-records.ts';
import { receivedMessages } from './received-messages.ts';

/** Receipt rows read for one bill at most (a bill gets a handful; this bounds a pathological one). */
const MAX_RECEIPT_ROWS = 500;

type Timed = ShownMessage & { at: number };

function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

async function sentMessages(db: EngineDb, signs: SignRecordTable | null, family: BillFamily, billId: number, companyCode: string): Promise<Timed[]> {
  if (!signs) return [];
  const rows = await sentMessagesDb(db)
    .selectFrom('customs_message_out')
    .selectAll()
    .where('family', '=', family.id)
    .where('bill_id', '=', billId)
    .where('company_code', '=', companyCode)
    .orderBy('created_at', 'desc')
    .orderBy('guid')
    .limit(MAX_BILL_MESSAGES + 1)
    .execute();
  if (rows.length === 0) return [];
  const { column } = signs;
  const records = (await dynamicDb(db)
    .selectFrom(signs.family.headTable)
    .select(['id', 'state', `${signs.returnInfoColumn} as return_info`, `${column.waitSignData} as wait_sign_data`, `${column.signResult} as sign_result`])
    .where(
      'id',
      'in',
      rows.map((row) => row.sign_record_id),
    )
    .where('company_code', '=', companyCode)
    .execute()) as DbRow[];
  const byId = new Map(records.map((record) => [Number(record.id), record]));
  const states = await loadStateList(db, signs.family);
  return rows.map((row) => {
    const record = byId.get(row.sign_record_id);
    const signed = text(record?.sign_result);
    return {
      direction: 'sent',
      messageType: row.message_type,
      guid: row.guid,
      time: chinaDateTime(row.created_at),
      at: row.created_at,
      stateName: record ? states.name(String(record.state)) : '',
      note: text(record?.return_info),
      signed: signed !== null,
      xml: signed ?? text(record?.wait_sign_data),
    };
  });
}

async function answeredMessages(db: EngineDb, family: BillFamily, billId: number, companyCode: string): Promise<Timed[]> {
  const receipts = await engineDb(db)
    .selectFrom('receipt')
    .select(['message_guid', 'return_status', 'return_status_name', 'return_info', 'return_time'])
    .where('family', '=', family.id)
    .where('bill_id', '=', billId)
    .where('company_code', '=', companyCode)
    .where('message_guid', 'is not', null)
    .orderBy('return_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_RECEIPT_ROWS)
    .execute();
  const guids = [...new Set(receipts.map((receipt) => receipt.message_guid!))].slice(0, MAX_BILL_MESSAGES + 1);
  const kept = new Set(guids);
  return receivedMessages(
    db,
    receipts
      .filter((receipt) => kept.has(receipt.message_guid!))
      .map((receipt) => ({
        guid: receipt.message_guid!,
        status: receipt.return_status,
        statusName: receipt.return_status_name,
        info: receipt.return_info,
        time: receipt.return_time,
      })),
    companyCode,
  );
}

export async function billMessages(
  db: EngineDb,
  signs: SignRecordTable | null,
  family: BillFamily,
  billId: number,
  companyCode: string,
): Promise<BillMessages> {
  const all = [...(await sentMessages(db, signs, family, billId, companyCode)), ...(await answeredMessages(db, family, billId, companyCode))].sort(
    (a, b) => b.at - a.at || (a.direction === b.direction ? a.guid.localeCompare(b.guid) : a.direction === 'received' ? -1 : 1),
  );
  return { messages: all.slice(0, MAX_BILL_MESSAGES).map(({ at: _at, ...message }) => message), more: all.length > MAX_BILL_MESSAGES };
}
