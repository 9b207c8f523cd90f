// One receipt message by its guid, for 最近三天回执 (issue 24 point 8): the message a receipt of the
// dialog came in. It is found only through the caller's company's receipts of the families the
// dialog serves, so a guid of another company's message answers nothing.
import type { ShownMessage } from '#core/customs-messages.ts';
import { engineDb, type EngineDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { receivedMessages } from './received-messages.ts';

/** Receipts of one message listed with it at most (the standard allows 100 per message). */
const MAX_RECEIPTS = 100;

export async function receiptMessage(db: EngineDb, families: readonly BillFamily[], guid: string, companyCode: string): Promise<ShownMessage | null> {
  if (families.length === 0) return null;
  const receipts = await engineDb(db)
    .selectFrom('receipt')
    .select(['return_status', 'return_status_name', 'return_info', 'return_time'])
    .where('message_guid', '=', guid.toUpperCase())
    .where('company_code', '=', companyCode)
    .where(
      'family',
      'in',
      families.map((family) => family.id),
    )
    .orderBy('return_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_RECEIPTS)
    .execute();
  if (receipts.length === 0) return null;
  const [message] = await receivedMessages(
    db,
    receipts.map((receipt) => ({
      guid: guid.toUpperCase(),
      status: receipt.return_status,
      statusName: receipt.return_status_name,
      info: receipt.return_info,
      time: receipt.return_time,
    })),
    companyCode,
  );
  if (!message) return null;
  const { at: _at, ...shown } = message;
  return shown;
}
