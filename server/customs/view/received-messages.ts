// Receipt messages as the 报文 view shows them: the business message the inbox kept
// (customs_message_in.message_xml) and the receipts it carried for what the caller may see. A
// message that also carried receipts of another company is listed without its text: customs may
// answer several bills in one message, and one company never reads another's.
import { chinaDateTime } from '../../bills/clock.ts';
import { engineDb, type EngineDb } from '../../bills/db.ts';
import type { ReceiptStatus, ShownMessage } from '#core/customs-messages.ts';
import { ledgerDb } from '../transfer/inbox-ledger.ts';

export const MSG_OTHER_COMPANY_RECEIPTS = '该报文还载有其他企业的回执，不予显示报文内容';
export const MSG_NOT_KEPT = '该报文接收时系统尚未保存报文内容';

export interface ReceiptOfMessage extends ReceiptStatus {
  guid: string;
}

/** The receipt messages of `guids` (upper case) with the receipts given for each, newest applied first. */
export async function receivedMessages(
  db: EngineDb,
  receipts: readonly ReceiptOfMessage[],
  companyCode: string,
): Promise<Array<ShownMessage & { at: number }>> {
  const guids = [...new Set(receipts.map((receipt) => receipt.guid))];
  if (guids.length === 0) return [];
  const rows = await ledgerDb(db).selectFrom('customs_message_in').selectAll().where('guid', 'in', guids).execute();
  const shared = new Set(
    (
      await engineDb(db)
        .selectFrom('receipt')
        .select('message_guid')
        .distinct()
        .where('message_guid', 'in', guids)
        .where('company_code', '<>', companyCode)
        .execute()
    ).map((row) => row.message_guid),
  );
  return rows
    .map((row) => {
      const withheld = shared.has(row.guid);
      const note = withheld ? MSG_OTHER_COMPANY_RECEIPTS : row.message_xml === null ? MSG_NOT_KEPT : null;
      return {
        direction: 'received' as const,
        messageType: row.message_type,
        guid: row.guid,
        time: chinaDateTime(row.applied_at),
        at: row.applied_at,
        receipts: receipts.filter((receipt) => receipt.guid === row.guid).map(({ status, statusName, info, time }) => ({ status, statusName, info, time })),
        note,
        xml: withheld ? null : row.message_xml,
      };
    })
    .sort((a, b) => b.at - a.at || a.guid.localeCompare(b.guid));
}
