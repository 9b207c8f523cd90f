// The customs simulator on the far side of the transfer folders (issue 24 point 7): it stands where
// the e-port transfer client and customs stand. It takes each message the portal wrote to the
// outbox (claimed by a rename into its `received` folder, so of several processes one takes each
// file), checks it as the exchange and customs would — the envelope and the business message
// against the official XSD, the signature, the family's customs rules — and answers with official
// receipt messages in envelopes into the inbox, where the portal's one inbox reader applies them as
// it would real ones. With a delay the receipts wait in `scheduled` (named by when they are due) and
// go to the inbox one status at a time; without one, all statuses go at once in one message. The
// bills of one pass answered alike share a message, as customs answers a batch (send()).
//
// Its folders are siblings of the outbox (docs/customs-messages/transfer.md): `customs-simulator/
// received` keeps every message it took, `customs-simulator/rejected` those it could not even
// read, with a `.reason.txt`. A message it can read but that fails a check is answered with a
// processing-error receipt (a negative status, the code of §7 table 7-1: -0002 schema, -1001…-1004
// signature), which the portal records without moving the bill. A message naming a document
// customs has not got (x-refersTo) is returned, 100 with the reason (customs-references.ts).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BillFamily } from '../../bills/family.ts';
import type { FamilyMessage } from '../../customs/message/build-message.ts';
import { verifySignedMessage } from '../../customs/sign/verify-signed-message.ts';
import { moveWithoutOverwrite, writeFileAtomically } from '../../customs/transfer/atomic-file.ts';
import { customsReceiverId, unwrapDxpMsg } from '../../customs/transfer/envelope.ts';
import type { ReceiptDefinition } from '../../customs/transfer/transfer-definitions.ts';
import type { TransferFolders } from '../../customs/transfer/transfer-folders.ts';
import { validateCebXml, validateTransferXml } from '../../customs/xsd/ceb-validator.ts';
import { RETURNED } from '../official-statuses.ts';
import { wrapDxpMsg } from '../../customs/transfer/envelope.ts';
import { customsAnswer, returnedAnswer, type AnswerStep } from './customs-answer.ts';
import { missingDocument, type CustomsRecords } from './customs-references.ts';
import { CustomsDocuments, type IssuedDocument } from './customs-documents.ts';
import { readDeclaredMessage, type DeclaredMessage } from './declared-message.ts';
import { buildReceiptBatch, receiptDefinitionOf, receiptsPerMessage, type ReceiptAnswer } from './receipt-message.ts';

const REASON_SUFFIX = '.reason.txt';
/** A scheduled receipt's file name starts with when it is due (epoch ms, fixed width so names sort by time). */
const DUE_DIGITS = 15;

export interface CounterpartFolders {
  received: string;
  rejected: string;
  scheduled: string;
}

export function counterpartFolders(transfer: TransferFolders): CounterpartFolders {
  const root = join(dirname(transfer.outbox), 'customs-simulator');
  return { received: join(root, 'received'), rejected: join(root, 'rejected'), scheduled: join(root, 'scheduled') };
}

export interface CounterpartOptions {
  transfer: TransferFolders;
  /** Every family's message (customs.messages): who sends which root, and with which rules. */
  messages: ReadonlyMap<string, FamilyMessage>;
  families: readonly BillFamily[];
  /** Between two receipts of one message; 0 = all at once. */
  delayMs: number;
  /** The codes of a family's state list (which steps customs takes for it). */
  statesOf(family: BillFamily): Promise<ReadonlySet<string>>;
  /** The documents customs has got, which a message's x-refersTo values must name (customs-references.ts). */
  records: CustomsRecords;
  now?: () => number;
}

export interface CounterpartPass {
  /** Messages taken from the outbox. */
  taken: number;
  /** Of those, answered with a processing error. */
  refused: number;
  /** Of those, not readable: moved to rejected. */
  rejected: number;
  /** Receipt files put into the inbox. */
  delivered: number;
  /** Documents customs could not issue (their message against the XSD), for the log. */
  documentProblems?: string[];
}

/** A declared message answered in this pass, written with the others by send(). */
interface PendingReply {
  definition: ReceiptDefinition;
  declared: DeclaredMessage;
  /** The declaring company's DXP id (the declared envelope's SenderId): the receipt's receiver. */
  receiver: string;
  steps: AnswerStep[];
  /** When it was answered (epoch ms). */
  now: number;
  /** What customs issues on its steps (customs-documents.ts), written after the receipts. */
  documents: IssuedDocument[];
}

/** The answers in messages of at most `limit` receipt elements, a bill's together and each bill once a message. */
function batches(answers: readonly ReceiptAnswer[], limit: number): ReceiptAnswer[][] {
  const found: ReceiptAnswer[][] = [];
  let current: ReceiptAnswer[] = [];
  let elements = 0;
  let bills = new Set<string>();
  for (const answer of answers) {
    const bill = answer.declared.billGuid || answer.declared.guid;
    if (current.length > 0 && (elements + answer.statuses.length > limit || bills.has(bill))) {
      found.push(current);
      current = [];
      elements = 0;
      bills = new Set();
    }
    current.push(answer);
    elements += answer.statuses.length;
    bills.add(bill);
  }
  if (current.length > 0) found.push(current);
  return found;
}

interface Sender {
  family: BillFamily;
  message: FamilyMessage;
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

export class CustomsCounterpart {
  readonly folders: CounterpartFolders;
  private readonly senders = new Map<string, Sender[]>();
  private readonly clock: () => number;
  private readonly documents: CustomsDocuments;
  private readonly families: ReadonlyMap<string, BillFamily>;

  constructor(private readonly options: CounterpartOptions) {
    this.folders = counterpartFolders(options.transfer);
    this.clock = options.now ?? Date.now;
    this.documents = new CustomsDocuments(options.families, options.messages);
    this.families = new Map(options.families.map((family) => [family.id, family]));
    for (const family of options.families) {
      const message = options.messages.get(family.id);
      if (!message) continue;
      const root = message.mapping.root;
      this.senders.set(root, [...(this.senders.get(root) ?? []), { family, message }]);
    }
  }

  /** The receipt message customs answers `root` with: the one the sending families' ui.receipt names. */
  receiptFor(root: string): ReceiptDefinition | undefined {
    for (const { family } of this.senders.get(root) ?? []) {
      const definition = receiptDefinitionOf(family);
      if (definition) return definition;
    }
    return undefined;
  }

  /** Takes every message of the outbox and answers it; then delivers the receipts that are due. */
  async runOnce(): Promise<CounterpartPass> {
    const pass: CounterpartPass = { taken: 0, refused: 0, rejected: 0, delivered: 0 };
    const replies: PendingReply[] = [];
    for (const folder of [...Object.values(this.folders), this.options.transfer.inbox]) await mkdir(folder, { recursive: true });
    let names: string[];
    try {
      names = (await readdir(this.options.transfer.outbox, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && entry.name.endsWith('.xml'))
        .map((entry) => entry.name);
    } catch (error) {
      if (code(error) === 'ENOENT') names = [];
      else throw error;
    }
    for (const name of names.sort()) {
      // Claimed by a rename to a name of this process's own (another process finds the file gone),
      // then kept under its own name; a message sent again under the same name is kept beside.
      const claim = join(this.folders.received, `.${process.pid}-${randomUUID()}-${name}`);
      try {
        await rename(join(this.options.transfer.outbox, name), claim);
      } catch (error) {
        if (code(error) === 'ENOENT') continue;
        throw error;
      }
      const kept = join(this.folders.received, await moveWithoutOverwrite(claim, this.folders.received, name));
      pass.taken += 1;
      await this.answer(kept, name, pass, replies);
    }
    await this.send(replies, pass);
    pass.delivered += await this.deliverDue();
    return pass;
  }

  private async reject(file: string, name: string, reason: string, pass: CounterpartPass): Promise<void> {
    const moved = await moveWithoutOverwrite(file, this.folders.rejected, name);
    await writeFile(join(this.folders.rejected, `${moved}${REASON_SUFFIX}`), `${reason}\n`);
    pass.rejected += 1;
  }

  private async answer(file: string, name: string, pass: CounterpartPass, replies: PendingReply[]): Promise<void> {
    const envelope = await readFile(file);
    let unwrapped: ReturnType<typeof unwrapDxpMsg>;
    try {
      const problems = validateTransferXml(envelope);
      if (problems.length > 0) throw new Error(`0002 信封不能通过 schema 验证：${problems[0]!.text}`);
      unwrapped = unwrapDxpMsg(envelope);
    } catch (error) {
      return this.reject(file, name, (error as Error).message, pass);
    }
    const { message, transInfo } = unwrapped;
    let declared: DeclaredMessage;
    try {
      declared = readDeclaredMessage(message);
    } catch (error) {
      return this.reject(file, name, `0001 报文格式错误：${(error as Error).message}`, pass);
    }
    const definition = this.receiptFor(declared.root);
    // A message customs does not answer with a receipt the portal reads (CEB816 tax bills go the other way: customs-documents.ts).
    if (!definition) return;
    const now = this.clock();
    const problems = validateCebXml(message);
    const verified = problems.length === 0 ? verifySignedMessage(message, { now: new Date(now) }) : null;
    let steps: AnswerStep[];
    if (problems.length > 0) steps = [{ status: '-0002', info: `数据包不能通过 schema 验证：${problems[0]!.text}` }];
    else if (verified && !verified.valid) steps = [{ status: `-${verified.code}`, info: `报文签名验证失败：${verified.reason}` }];
    else {
      const senders = this.senders.get(declared.root) ?? [];
      const states = new Set<string>();
      for (const { family } of senders) for (const state of await this.options.statesOf(family)) states.add(state);
      steps = customsAnswer(senders, declared, states);
      if (!steps.some((step) => step.status === RETURNED)) {
        const missing = await missingDocument(senders, declared, this.families, this.options.records);
        if (missing) steps = returnedAnswer(missing, states);
      }
    }
    if (steps[0]!.status.startsWith('-')) pass.refused += 1;
    const delay = this.options.delayMs;
    const timed = steps.map((step, index) => ({ ...step, at: delay <= 0 ? now + index : now + (index + 1) * delay }));
    const issued = this.documents.issue(declared, message, transInfo.senderId, timed);
    if (issued.problems.length > 0) pass.documentProblems = [...(pass.documentProblems ?? []), ...issued.problems];
    replies.push({ definition, declared, receiver: transInfo.senderId, steps, now, documents: issued.documents });
  }

  /**
   * Writes the pass's answers as customs answers a batch: the bills answered with the same
   * receipts at the same time share one receipt message (up to the XSD's 100 receipt elements,
   * split beyond; a bill's receipts never split, nor one bill twice in a message). Without a delay
   * each bill's statuses go at once, a millisecond apart, and bills with the same statuses share a
   * message; with one, each step is a message of its own, shared by the bills whose step it is.
   */
  private async send(replies: readonly PendingReply[], pass: CounterpartPass): Promise<void> {
    const delay = this.options.delayMs;
    const groups = new Map<string, { definition: ReceiptDefinition; receiver: string; root: string; due: number; answers: ReceiptAnswer[] }>();
    /** The group of the replies with this receipt message, receiver, sender and `alike`; made due at `due` by its first. */
    const group = (reply: PendingReply, alike: unknown, due: number) => {
      const name = JSON.stringify([reply.definition.message, reply.receiver, customsReceiverId(reply.declared.root), alike]);
      let found = groups.get(name);
      if (!found) groups.set(name, (found = { definition: reply.definition, receiver: reply.receiver, root: reply.declared.root, due, answers: [] }));
      return found;
    };
    for (const reply of replies) {
      const { declared, steps, now } = reply;
      if (delay <= 0) {
        group(
          reply,
          steps.map((step) => step.status),
          now,
        ).answers.push({ declared, statuses: steps.map((step, index) => ({ ...step, at: now + index })) });
        continue;
      }
      for (const [index, step] of steps.entries()) {
        // Due when the group's first bill's step is due: one moment for the whole batch.
        const batch = group(reply, [index, step.status], now + (index + 1) * delay);
        batch.answers.push({ declared, statuses: [{ ...step, at: batch.due }] });
      }
    }
    for (const { definition, receiver, root, answers } of groups.values()) {
      for (const batch of batches(answers, receiptsPerMessage(definition))) {
        const at = Math.min(...batch.flatMap((answer) => answer.statuses.map((status) => status.at)));
        const guid = randomUUID().toUpperCase();
        const xml = buildReceiptBatch(definition, batch, guid);
        const text = wrapDxpMsg(xml, {
          copMsgId: guid,
          senderId: customsReceiverId(root),
          receiverIds: [receiver],
          msgType: definition.message,
          createdAt: at,
        });
        const name = `${String(at).padStart(DUE_DIGITS, '0')}-${guid}.xml`;
        if (delay <= 0) {
          await writeFileAtomically(this.options.transfer.inbox, name, text);
          pass.delivered += 1;
        } else await writeFileAtomically(this.folders.scheduled, name, text);
      }
    }
    // Documents customs issued on a step (a tax bill on release), each a millisecond after its step,
    // so read after the receipt message that carries the step.
    const documentFolder = delay <= 0 ? this.options.transfer.inbox : this.folders.scheduled;
    for (const document of replies.flatMap((reply) => reply.documents)) {
      await writeFileAtomically(documentFolder, `${String(document.at + 1).padStart(DUE_DIGITS, '0')}-${document.guid}.xml`, document.envelope);
      if (delay <= 0) pass.delivered += 1;
    }
  }

  /** Moves the scheduled receipts that are due into the inbox, oldest first; answers how many. */
  async deliverDue(): Promise<number> {
    const now = this.clock();
    const names = (await readdir(this.folders.scheduled, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.xml') && Number(entry.name.slice(0, DUE_DIGITS)) <= now)
      .map((entry) => entry.name)
      .sort();
    let delivered = 0;
    for (const name of names) {
      try {
        await rename(join(this.folders.scheduled, name), join(this.options.transfer.inbox, name));
        delivered += 1;
      } catch (error) {
        if (code(error) !== 'ENOENT') throw error;
      }
    }
    return delivered;
  }
}
