// One inbox message applied in one transaction, whatever it carries (receipts: apply-receipt.ts;
// documents customs originates: apply-document.ts): its guid is claimed in the ledger first
// (inbox-ledger.ts), so a duplicate is refused by name before anything is written, and the state
// lists the work reads are kept across the messages of one inbox pass.
import { chinaDateTime } from '../../bills/clock.ts';
import type { EngineDb, EngineTrx } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { loadStateList, type StateList } from '../../bills/options/states.ts';
import { appliedMessage, claimMessageGuid } from './inbox-ledger.ts';
import { QuarantineReason } from './quarantine-reason.ts';

export type States = (family: BillFamily) => Promise<StateList>;

export interface ClaimedMessage {
  guid: string;
  messageType: string;
  /** The envelope's CopMsgId, the inbox file's name and the business message as it arrived. */
  source: { copMsgId: string; fileName: string; message?: string };
  /** Receipts or documents it carries. */
  count: number;
  /** What the duplicate refusal calls it: 回执报文, 海关单证报文. */
  kind: string;
}

/** Runs `work` in a transaction that first claims the message's guid; a guid applied before is a duplicate (QuarantineReason). */
export function applyClaimed<T>(
  db: EngineDb,
  message: ClaimedMessage,
  now: number,
  stateLists: Map<string, StateList>,
  work: (trx: EngineTrx, states: States) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimMessageGuid(trx, {
      guid: message.guid,
      message_type: message.messageType,
      cop_msg_id: message.source.copMsgId,
      file_name: message.source.fileName,
      receipts: message.count,
      applied_at: now,
      message_xml: message.source.message ?? null,
    });
    if (!claimed) {
      const earlier = await appliedMessage(trx, message.guid);
      const when = earlier ? `，已于 ${chinaDateTime(earlier.applied_at)} 由文件 ${earlier.file_name} 处理` : '';
      throw new QuarantineReason('duplicate', `重复的${message.kind}：guid ${message.guid}${when}`);
    }
    const states: States = async (family) => {
      let list = stateLists.get(family.id);
      if (!list) {
        list = await loadStateList(trx, family);
        stateLists.set(family.id, list);
      }
      return list;
    };
    return work(trx, states);
  });
}
