// Applying an official receipt message to the bills it answers (issue 24 point 6), all or nothing,
// in one transaction: the message's guid is claimed first (inbox-ledger.ts), then each receipt finds
// its bill, is checked against the bill's newest receipt, and is recorded by the same function as
// the simulator's receipts (server/bills/receipts/record-receipt.ts): state, 回执信息, a row in the
// receipts dialog, plus the numbers customs assigned (preNo, invtNo…) in the bill's fields of the
// same name. Anything that makes a receipt unusable throws a QuarantineReason, which rolls the
// whole message back.
//
// Which bill a receipt answers: receipt-bill.ts. A receipt's status moves the bill only to a state
// of the family's list that is an official receipt code; other codes (a processing error below 0, a
// code the family's list lacks) are recorded with their text and leave the state as it is.
import { isNumericField } from '#core/fields/index.ts';
import { engineDb, type EngineDb, type EngineTrx } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { loadStateList, type StateList } from '../../bills/options/states.ts';
import { recordReceipt } from '../../bills/receipts/record-receipt.ts';
import { chinaDateTime } from '../../bills/clock.ts';
import { OFFICIAL_STATUS_NAMES } from '../../simulator/official-statuses.ts';
import { statusName } from '../../simulator/plan.ts';
import { appliedMessage, claimMessageGuid } from './inbox-ledger.ts';
import { QuarantineReason } from './quarantine-reason.ts';
import { describeKeys, familiesAnswering, headField, receiptBill } from './receipt-bill.ts';
import type { ReadReceipt, ReadReceiptMessage } from './receipt-read.ts';

/** The standard: "若小于 0 数字表示处理异常回执" (a status below 0 is a processing error). */
export const PROCESSING_ERROR = '处理异常';
const NEGATIVE = /^-\d+$/;

export interface AppliedReceipt {
  family: string;
  billId: number;
  companyCode: string;
  status: string;
  /** The bill's state afterwards. */
  state: string;
}

export interface ReceiptSource {
  /** The envelope's CopMsgId. */
  copMsgId: string;
  /** The inbox file's name. */
  fileName: string;
  /** The business message as it arrived, kept for the 报文 view (docs/customs-messages/viewing.md). */
  message?: string;
}

/**
 * The bill's newest receipt that came from customs in a message: its time is customs' clock, as the
 * arriving receipt's is. Receipts made by the portal itself (the simulator inside the server, 重发回执)
 * carry the portal's clock and are not compared.
 */
async function newestCustomsReceipt(trx: EngineTrx, family: BillFamily, billId: number) {
  return engineDb(trx)
    .selectFrom('receipt')
    .select(['return_at', 'return_time'])
    .where('family', '=', family.id)
    .where('bill_id', '=', billId)
    .where('message_guid', 'is not', null)
    .orderBy('return_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The bill's columns for the numbers customs assigned, where the family has a field of that name. */
function assignedColumns(family: BillFamily, receipt: ReadReceipt): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(receipt.assigned)) {
    const field = headField(family, name);
    if (!field) continue;
    if (field.maxLength !== undefined && value.length > field.maxLength) {
      throw new QuarantineReason('malformed', `回执中的 ${name}「${value}」长度超过单据字段「${field.title}」的上限 ${field.maxLength}`);
    }
    columns[field.column] = isNumericField(field) ? Number(value) : value;
  }
  return columns;
}

function receiptStatusName(states: StateList, status: string): string {
  return NEGATIVE.test(status) ? PROCESSING_ERROR : statusName(states, status);
}

/** The state a receipt leads to: its status when that is an official code of the family's list, else the current one. */
function stateAfter(states: StateList, status: string, current: string): string {
  return Object.hasOwn(OFFICIAL_STATUS_NAMES, status) && states.has(status) ? status : current;
}

async function applyOne(
  trx: EngineTrx,
  message: ReadReceiptMessage,
  receipt: ReadReceipt,
  families: readonly BillFamily[],
  states: (family: BillFamily) => Promise<StateList>,
  now: number,
): Promise<AppliedReceipt> {
  const match = await receiptBill(trx, families, receipt);
  const { family, state: current } = match;
  if (current === family.definition.ui.lifecycle.states.draft) {
    throw new QuarantineReason('unknownBill', `回执对应的单据尚未申报（${family.title}：${describeKeys(receipt, [family])}，当前为暂存）`);
  }
  const latest = await newestCustomsReceipt(trx, family, match.id);
  if (latest && receipt.returnAt < latest.return_at) {
    throw new QuarantineReason(
      'older',
      `回执时间 ${chinaDateTime(receipt.returnAt)} 早于单据当前回执的时间 ${latest.return_time}（${family.title}：${describeKeys(receipt, [family])}）`,
    );
  }
  const list = await states(family);
  const state = stateAfter(list, receipt.returnStatus, current);
  const recorded = await recordReceipt(
    trx,
    family,
    { id: match.id, companyCode: match.companyCode },
    [current],
    {
      messageType: message.messageType,
      state,
      status: receipt.returnStatus,
      statusName: receiptStatusName(list, receipt.returnStatus),
      info: receipt.returnInfo,
      at: receipt.returnAt,
      messageGuid: message.guid,
      columns: assignedColumns(family, receipt),
    },
    now,
  );
  // Held by the row lock (PostgreSQL) or the single writer (SQLite): losing it is a fault, not a receipt problem.
  if (!recorded) throw new Error(`单据 ${family.id}#${match.id} 的状态在处理回执时被改变`);
  return { family: family.id, billId: match.id, companyCode: match.companyCode, status: receipt.returnStatus, state };
}

/** The receipts in time order, each distinct one once (the samples repeat one receipt several times). */
function distinctInOrder(receipts: readonly ReadReceipt[]): ReadReceipt[] {
  const seen = new Set<string>();
  return receipts
    .map((receipt, index) => ({ receipt, index }))
    .sort((a, b) => a.receipt.returnAt - b.receipt.returnAt || a.index - b.index)
    .map(({ receipt }) => receipt)
    .filter((receipt) => {
      const key = JSON.stringify(Object.entries(receipt.values).sort(([a], [b]) => a.localeCompare(b)));
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Applies a receipt message in one transaction of its own; answers what it applied, or throws a
 * QuarantineReason (nothing changed) or another error (a fault: nothing changed, try again later).
 */
export async function applyReceiptMessage(
  db: EngineDb,
  allFamilies: readonly BillFamily[],
  message: ReadReceiptMessage,
  source: ReceiptSource,
  now: number,
  /** State lists by family, kept across the messages of one inbox pass (they change only with the seed). */
  stateLists: Map<string, StateList> = new Map(),
): Promise<AppliedReceipt[]> {
  const families = familiesAnswering(allFamilies, message.messageType);
  if (families.length === 0) throw new QuarantineReason('unknownType', `没有单证族受理 ${message.messageType} 回执`);
  const receipts = distinctInOrder(message.receipts);
  return db.transaction().execute(async (trx) => {
    const claimed = await claimMessageGuid(trx, {
      guid: message.guid,
      message_type: message.messageType,
      cop_msg_id: source.copMsgId,
      file_name: source.fileName,
      receipts: receipts.length,
      applied_at: now,
      message_xml: source.message ?? null,
    });
    if (!claimed) {
      const earlier = await appliedMessage(trx, message.guid);
      const when = earlier ? `，已于 ${chinaDateTime(earlier.applied_at)} 由文件 ${earlier.file_name} 处理` : '';
      throw new QuarantineReason('duplicate', `重复的回执报文：guid ${message.guid}${when}`);
    }
    const states = async (family: BillFamily) => {
      let list = stateLists.get(family.id);
      if (!list) {
        list = await loadStateList(trx, family);
        stateLists.set(family.id, list);
      }
      return list;
    };
    const applied: AppliedReceipt[] = [];
    for (const receipt of receipts) applied.push(await applyOne(trx, message, receipt, families, states, now));
    return applied;
  });
}
