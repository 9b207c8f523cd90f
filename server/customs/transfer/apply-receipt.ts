// Applying an official receipt message to the bills it answers (issue 24 point 6), all or nothing,
// in one transaction: the message's guid is claimed first (inbox-ledger.ts), then each receipt finds
// its bill, is checked against the bill's newest receipt, and is recorded by the same functions as
// the simulator's receipts (server/bills/receipts/record-receipt.ts): state, 回执信息, a row in the
// receipts dialog, plus the numbers customs assigned (preNo, invtNo…) in the bill's fields of the
// same name. Anything that makes a receipt unusable throws a QuarantineReason, which rolls the
// whole message back.
//
// A message carries up to 100 receipts, and is applied in bulk: the bills of all its receipts are
// read in one query per answering family (receipt-bill.ts), their newest customs receipts in one
// more, the receipts are then walked in time order in memory with the checks of one receipt at a
// time, and written with one conditional UPDATE per group of bills read in the same state plus
// multi-row INSERTs of the receipt rows. The statements do not grow with the receipts
// (inbox.spec.ts counts them).
//
// Which bill a receipt answers: receipt-bill.ts. A receipt's status moves the bill only to a state
// of the family's list that is an official receipt code; other codes (a processing error below 0, a
// code the family's list lacks) are recorded with their text and leave the state as it is.
import { isNumericField } from '#core/fields/index.ts';
import type { EngineDb, EngineTrx } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import type { StateList } from '../../bills/options/states.ts';
import { applyClaimed, type States } from './claimed-message.ts';
import { recordReceipts, type BillReceipts } from '../../bills/receipts/record-receipt.ts';
import { newestCustomsReceiptTimes } from '../../bills/receipts/receipt-store.ts';
import { chinaDateTime } from '../../bills/clock.ts';
import { OFFICIAL_STATUS_NAMES } from '../../simulator/official-statuses.ts';
import { statusName } from '../../simulator/plan.ts';
import { QuarantineReason } from './quarantine-reason.ts';
import { describeKeys, familiesAnswering, findReceiptBills, headField, receiptBill, type ReceiptBill } from './receipt-bill.ts';
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

/** One bill's receipts of the message, walked in time order before anything is written. */
interface BillWalk extends BillReceipts {
  /** The newest receipt from customs so far (epoch ms), the stored one's then the message's. */
  newestAt: number | undefined;
}

/** The newest customs receipt time of every bill found, by `family#id`, one query per family. */
async function newestTimes(trx: EngineTrx, bills: ReadonlyArray<ReceiptBill | undefined>): Promise<Map<string, number>> {
  const byFamily = new Map<BillFamily, number[]>();
  for (const bill of bills) if (bill) byFamily.set(bill.family, [...(byFamily.get(bill.family) ?? []), bill.id]);
  const newest = new Map<string, number>();
  for (const [family, ids] of byFamily) {
    for (const [id, at] of await newestCustomsReceiptTimes(trx, family.id, ids)) newest.set(billKey(family, id), at);
  }
  return newest;
}

function billKey(family: BillFamily, id: number): string {
  return `${family.id}#${id}`;
}

/**
 * The receipts applied in memory, in time order, with the checks of one receipt at a time (first
 * failure wins, as if applied one by one): the bill found, not a draft, not older than its newest
 * customs receipt, assigned numbers that fit. Answers what each receipt does and each bill's part.
 */
async function walk(
  trx: EngineTrx,
  message: ReadReceiptMessage,
  receipts: readonly ReadReceipt[],
  families: readonly BillFamily[],
  states: States,
): Promise<{ applied: AppliedReceipt[]; bills: BillWalk[] }> {
  const found = await findReceiptBills(trx, families, receipts);
  // Only unambiguous matches are worth reading receipts for; a problem is thrown below, in order.
  const newest = await newestTimes(
    trx,
    found.map((matches) => (matches?.length === 1 ? matches[0] : undefined)),
  );
  const walks = new Map<string, BillWalk>();
  const applied: AppliedReceipt[] = [];
  for (const [index, receipt] of receipts.entries()) {
    const match = await receiptBill(trx, families, receipt, found[index]!);
    const { family } = match;
    const key = billKey(family, match.id);
    let bill = walks.get(key);
    if (!bill) {
      bill = {
        family,
        bill: { id: match.id, companyCode: match.companyCode },
        from: match.state,
        state: match.state,
        info: null,
        columns: {},
        receipts: [],
        newestAt: newest.get(key),
      };
      walks.set(key, bill);
    }
    if (bill.state === family.definition.ui.lifecycle.states.draft) {
      throw new QuarantineReason('unknownBill', `回执对应的单据尚未申报（${family.title}：${describeKeys(receipt, [family])}，当前为暂存）`);
    }
    if (bill.newestAt !== undefined && receipt.returnAt < bill.newestAt) {
      throw new QuarantineReason(
        'older',
        `回执时间 ${chinaDateTime(receipt.returnAt)} 早于单据当前回执的时间 ${chinaDateTime(bill.newestAt)}（${family.title}：${describeKeys(receipt, [family])}）`,
      );
    }
    const list = await states(family);
    const state = stateAfter(list, receipt.returnStatus, bill.state);
    bill.columns = { ...bill.columns, ...assignedColumns(family, receipt) };
    bill.state = state;
    bill.info = receipt.returnInfo;
    bill.newestAt = receipt.returnAt;
    bill.receipts = [
      ...bill.receipts,
      {
        messageType: message.messageType,
        status: receipt.returnStatus,
        statusName: receiptStatusName(list, receipt.returnStatus),
        info: receipt.returnInfo,
        at: receipt.returnAt,
        messageGuid: message.guid,
      },
    ];
    applied.push({ family: family.id, billId: match.id, companyCode: match.companyCode, status: receipt.returnStatus, state });
  }
  return { applied, bills: [...walks.values()] };
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
  const claim = { guid: message.guid, messageType: message.messageType, source, count: receipts.length, kind: '回执报文' };
  return applyClaimed(db, claim, now, stateLists, async (trx, states) => {
    const { applied, bills } = await walk(trx, message, receipts, families, states);
    const lost = await recordReceipts(trx, bills, now);
    // Held by the row locks (PostgreSQL) or the single writer (SQLite): losing one is a fault, not a receipt problem.
    if (lost.length > 0) throw new Error(`单据 ${lost.map((bill) => `${bill.family.id}#${bill.bill.id}`).join('、')} 的状态在处理回执时被改变`);
    return applied;
  });
}
