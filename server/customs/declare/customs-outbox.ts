// The customs side of the bill engine: the messages of the families (worked out once at start),
// the XSD check of a batch (on the request thread for a few messages, in the worker pool for
// more, a bounded number in flight), the signer and the transfer folders, and the sender that
// signs and writes the messages a committed declare recorded (send-messages.ts). Small batches
// are sent before the request answers; a large one is sent in the background, its progress
// visible as the 签名记录 move from 待加签 to 已发送.
import type { FastifyBaseLogger } from 'fastify';
import type { BillFamily } from '../../bills/family.ts';
import type { PortalDb } from '../../db/connect.ts';
import type { WorkerPool } from '../../workers/worker-pool.ts';
import type { FamilyMessage } from '../message/build-message.ts';
import { familyMessages } from '../message/family-message.ts';
import type { Signer } from '../sign/signer.ts';
import { transferFolders, type TransferFolders } from '../transfer/transfer-folders.ts';
import { validateCebXml } from '../xsd/ceb-validator.ts';
import { validateCebXmlOffThread } from '../xsd/off-thread.ts';
import type { XsdProblem } from '../xsd/problems.ts';
import { problemReason, type ProblemReason } from './problem-field.ts';
import { sendSignRecords, type SendProgress, type SendSummary } from './send-messages.ts';
import { inFlight } from './in-flight.ts';
import { signRecordTable, unfinishedSignRecords, type SignRecordTable } from './sign-records.ts';
import { chinaDateTime } from '../../bills/clock.ts';

/** Up to this many messages are validated on the request thread (well under a millisecond each). */
export const VALIDATE_INLINE = 20;
/** Validations in flight in the worker pool at once (far below its queue bound). */
const IN_FLIGHT = 16;
/** Up to this many messages are signed and written before the declaring request answers. */
export const SEND_BEFORE_ANSWER = 50;

export interface CustomsOutbox {
  messages: ReadonlyMap<string, FamilyMessage>;
  signRecords: SignRecordTable | null;
  folders: TransferFolders;
  signer: Signer;
  /** The XSD problems of each message, in order. */
  validateAll(xmls: readonly string[]): Promise<XsdProblem[][]>;
  reasonFor(family: BillFamily, message: FamilyMessage): ProblemReason;
  /** Signs and writes the recorded messages (awaited); answers what happened. `idleBefore`: see sendSignRecords. */
  send(signRecordIds: readonly number[], progress?: SendProgress, idleBefore?: string): Promise<SendSummary>;
  /** send, then lets the simulator answer at once where it does (afterSend); failures are logged. */
  deliver(signRecordIds: readonly number[], progress?: SendProgress, idleBefore?: string): Promise<SendSummary>;
  /** After a declare commits: sends now (small batch) or in the background (large). */
  afterCommit(signRecordIds: readonly number[]): Promise<void>;
  /**
   * Sends again what a stopped sender left (待加签, or 加签成功 not written) and nobody touched for
   * `idleMs`; with `failedToo`, also 加签失败 (signed again: the cause — a certificate, the card —
   * may have been fixed meanwhile). The server runs it when it starts, and every
   * PORTAL_SIGN_RETRY_MS with `failedToo`.
   */
  resendUnfinished(idleMs?: number, failedToo?: boolean): Promise<SendSummary>;
  /** Waits for background sending (the server is closing). */
  close(): Promise<void>;
}

/** A record untouched this long is no longer being sent by anyone. */
const UNFINISHED_AFTER_MS = 5 * 60_000;

export interface CustomsOutboxOptions {
  db: PortalDb;
  families: readonly BillFamily[];
  workers: WorkerPool;
  folders: { outboxDir: string; inboxDir: string };
  signer: Signer;
  log?: FastifyBaseLogger;
  /** Run after each send (the simulator answering at once, in tests and demos without a delay). */
  afterSend?: () => Promise<unknown>;
}

export function createCustomsOutbox(options: CustomsOutboxOptions): CustomsOutbox {
  const messages = familyMessages(options.families);
  const signRecords = signRecordTable(options.families);
  const folders = transferFolders(options.folders);
  const reasons = new Map<string, ProblemReason>();
  const background = new Set<Promise<unknown>>();
  const validateAll = async (xmls: readonly string[]) =>
    xmls.length <= VALIDATE_INLINE ? xmls.map((xml) => validateCebXml(xml)) : inFlight(xmls, IN_FLIGHT, (xml) => validateCebXmlOffThread(xml, options.workers));
  const outbox: CustomsOutbox = {
    messages,
    signRecords,
    folders,
    signer: options.signer,
    validateAll,
    reasonFor(family, message) {
      let reason = reasons.get(family.id);
      if (!reason) reasons.set(family.id, (reason = problemReason(family, message)));
      return reason;
    },
    send: (ids, progress, idleBefore) =>
      signRecords
        ? sendSignRecords({ db: options.db, table: signRecords, folders, signer: options.signer, validateAll }, ids, progress, idleBefore)
        : Promise.resolve({ sent: 0, failed: 0 }),
    async deliver(ids, progress, idleBefore) {
      const summary = await outbox.send(ids, progress, idleBefore);
      if (summary.failed > 0) options.log?.warn({ ...summary }, '部分报文未能签名或写入发送目录，见签名记录');
      if (summary.sent > 0) await options.afterSend?.().catch((error: unknown) => options.log?.error({ err: error }, '模拟海关处理发送目录失败'));
      return summary;
    },
    async afterCommit(ids) {
      if (ids.length === 0) return;
      const sending = outbox.deliver(ids).then(
        () => undefined,
        (error: unknown) => options.log?.error({ err: error }, '报文发送中断，签名记录保留待重发'),
      );
      if (ids.length <= SEND_BEFORE_ANSWER) return sending;
      background.add(sending);
      void sending.finally(() => background.delete(sending));
    },
    async resendUnfinished(idleMs = UNFINISHED_AFTER_MS, failedToo = false) {
      if (!signRecords) return { sent: 0, failed: 0 };
      // Every process looks for these (at its start, on its retry timer): each record is claimed before it is sent.
      const before = chinaDateTime(Date.now() - idleMs);
      return outbox.deliver(await unfinishedSignRecords(options.db, signRecords, before, failedToo), undefined, before);
    },
    async close() {
      await Promise.all([...background]);
    },
  };
  return outbox;
}
