// After a declare commits: each recorded message is signed (the company's certificate or the
// e-port card), checked whole against the XSD once more, wrapped in its envelope and written to
// the outbox (and `sent`). Nothing here can undo the declare, so a failure is written on the
// 签名记录 instead, for the operator and for a retry:
// - signing refused (no certificate, card absent) or the signed message invalid → 加签失败, the
//   reason in 回执信息; sendSignRecords on the same ids signs again;
// - the file not written (folder missing, disk full) → the record stays 加签成功 with the signed
//   message and the reason; a retry writes the same message under the same name (CopMsgId = the
//   message guid), so customs never gets two different copies;
// - written → 已发送, the file name in 回执信息.
// A record another sender moved meanwhile is left to it (each move checks the state it was read in).
import { basename } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import type { PortalDb } from '../../db/connect.ts';
import { CEB_NAMESPACE } from '../message/build-message.ts';
import { SignError, type Signer } from '../sign/signer.ts';
import { customsReceiverId } from '../transfer/envelope.ts';
import { writeOutboxMessage } from '../transfer/outbox.ts';
import type { TransferFolders } from '../transfer/transfer-folders.ts';
import type { XsdProblem } from '../xsd/problems.ts';
import { inFlight } from './in-flight.ts';
import { claimIdleSignRecord, moveSignRecord, readSignRecords, type SignRecord, type SignRecordTable } from './sign-records.ts';

const READ_BATCH = 100;
/** Records signed and written at once (signing takes the thread, writing waits for the disk). */
const SENDING_AT_ONCE = 4;

export interface SendSummary {
  sent: number;
  failed: number;
}

/** Told the running totals as a large send goes on. */
export type SendProgress = (summary: Readonly<SendSummary>) => void;

export interface SendContext {
  db: PortalDb;
  table: SignRecordTable;
  folders: TransferFolders;
  signer: Signer;
  validateAll(xmls: readonly string[]): Promise<XsdProblem[][]>;
}

/** What the envelope needs from the message: its root, its guid, BaseTransfer's dxpId. */
export function messageFacts(xml: string): { root: string; guid: string; dxpId: string | null } {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const root = document.documentElement;
  if (!root) throw new Error('报文为空');
  const dxpId = root.getElementsByTagNameNS(CEB_NAMESPACE, 'dxpId')[0]?.textContent?.trim() ?? '';
  return { root: root.localName ?? '', guid: root.getAttribute('guid') ?? '', dxpId: dxpId === '' ? null : dxpId };
}

function reasonOf(error: unknown): string {
  if (error instanceof SignError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Signs a record's message; moves it to 加签成功 (answering the signed text) or 加签失败 (null). */
async function signRecord(context: SendContext, record: SignRecord): Promise<SignRecord | null> {
  const { table, db } = context;
  let signed: string;
  try {
    signed = (await context.signer.sign(record.waitSignData, { companyCode: record.companyCode })).xml;
  } catch (error) {
    await moveSignRecord(db, table, record, 'signFailed', { returnInfo: `签名失败：${reasonOf(error)}` }, Date.now());
    return null;
  }
  const [problems] = await context.validateAll([signed]);
  if (problems.length > 0) {
    await moveSignRecord(db, table, record, 'signFailed', { returnInfo: `签名后的报文不符合海关报文规范：${problems[0].text}` }, Date.now());
    return null;
  }
  const moved = await moveSignRecord(db, table, record, 'signed', { signResult: signed, returnInfo: null }, Date.now());
  return moved ? { ...record, state: table.state.signed, signResult: signed } : null;
}

/** Writes a signed record's message to the outbox; moves it to 已发送, or keeps it with the reason. */
async function writeRecord(context: SendContext, record: SignRecord): Promise<boolean> {
  const { table, db } = context;
  const signed = record.signResult ?? '';
  try {
    const facts = messageFacts(signed);
    if (facts.dxpId === null) throw new Error('报文没有传输企业编号（BaseTransfer.dxpId），无法填写发送方');
    const written = await writeOutboxMessage(context.folders, signed, {
      copMsgId: facts.guid,
      senderId: facts.dxpId,
      receiverIds: [customsReceiverId(facts.root)],
      msgType: facts.root,
      createdAt: Date.now(),
    });
    const name = basename(written.outboxFile);
    await moveSignRecord(db, table, record, 'sent', { returnInfo: `已写入发送目录：${name}` }, Date.now());
    return true;
  } catch (error) {
    await moveSignRecord(db, table, record, 'signed', { returnInfo: `写入发送目录失败（待重发）：${reasonOf(error)}` }, Date.now());
    return false;
  }
}

/**
 * Signs and sends the records of `ids` that still wait (待加签, 加签失败) or were signed and not sent.
 * `idleBefore` (China time text): the records are what stopped senders left, untouched since then,
 * which every API process looks for; each is claimed first (claimIdleSignRecord) and left to
 * whoever claimed it, so none is sent twice.
 */
export async function sendSignRecords(context: SendContext, ids: readonly number[], progress?: SendProgress, idleBefore?: string): Promise<SendSummary> {
  const summary: SendSummary = { sent: 0, failed: 0 };
  const { state } = context.table;
  // A slice at a time: each record holds its messages, a large batch is read as it is sent.
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    const records = await readSignRecords(context.db, context.table, ids.slice(start, start + READ_BATCH));
    // A few at a time: one record's file is synced to disk while the next is signed.
    await inFlight(records, SENDING_AT_ONCE, async (record) => {
      if (idleBefore !== undefined && !(await claimIdleSignRecord(context.db, context.table, record, idleBefore, Date.now()))) return;
      let ready: SignRecord | null = record;
      if (record.state === state.unsigned || record.state === state.signFailed) ready = await signRecord(context, record);
      else if (record.state !== state.signed || record.signResult === null) return;
      if (ready && (await writeRecord(context, ready))) summary.sent += 1;
      else summary.failed += 1;
    });
    progress?.(summary);
  }
  return summary;
}
