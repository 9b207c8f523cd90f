// The customs simulator on the far side of the transfer folders (issue 24 point 7): it stands where
// the e-port transfer client and customs stand. It takes each message the portal wrote to the
// outbox (claimed by a rename into its `received` folder, so of several processes one takes each
// file), checks it as the exchange and customs would — the envelope and the business message
// against the official XSD, the signature, the family's customs rules — and answers with official
// receipt messages in envelopes into the inbox, where the portal's one inbox reader applies them as
// it would real ones. With a delay the receipts wait in `scheduled` (named by when they are due) and
// go to the inbox one status at a time; without one, all statuses go at once in one message.
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
import { CustomsDocuments } from './customs-documents.ts';
import { readDeclaredMessage, type DeclaredMessage } from './declared-message.ts';
import { buildReceiptMessage, receiptDefinitionOf } from './receipt-message.ts';

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
      await this.answer(kept, name, pass);
    }
    pass.delivered += await this.deliverDue();
    return pass;
  }

  private async reject(file: string, name: string, reason: string, pass: CounterpartPass): Promise<void> {
    const moved = await moveWithoutOverwrite(file, this.folders.rejected, name);
    await writeFile(join(this.folders.rejected, `${moved}${REASON_SUFFIX}`), `${reason}\n`);
    pass.rejected += 1;
  }

  private async answer(file: string, name: string, pass: CounterpartPass): Promise<void> {
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
    const reply = (statuses: Array<AnswerStep & { at: number }>) => {
      const guid = randomUUID().toUpperCase();
      const xml = buildReceiptMessage(definition, declared, statuses, guid);
      const envelopeText = wrapDxpMsg(xml, {
        copMsgId: guid,
        senderId: customsReceiverId(declared.root),
        receiverIds: [transInfo.senderId],
        msgType: definition.message,
        createdAt: statuses[0]!.at,
      });
      return { guid, envelope: envelopeText };
    };
    // Documents customs issues on a step (a tax bill on release): a millisecond after it, so read after its receipt.
    const timed = steps.map((step, index) => ({ ...step, at: this.options.delayMs <= 0 ? now + index : now + (index + 1) * this.options.delayMs }));
    const issued = this.documents.issue(declared, message, transInfo.senderId, timed);
    if (issued.problems.length > 0) pass.documentProblems = [...(pass.documentProblems ?? []), ...issued.problems];
    const documentFolder = this.options.delayMs <= 0 ? this.options.transfer.inbox : this.folders.scheduled;
    if (this.options.delayMs <= 0) {
      // All at once: one message, its receipts a millisecond apart so they apply in order.
      const { guid, envelope: text } = reply(timed);
      await writeFileAtomically(this.options.transfer.inbox, `${String(now).padStart(DUE_DIGITS, '0')}-${guid}.xml`, text);
      pass.delivered += 1;
    } else {
      for (const step of timed) {
        const { guid, envelope: text } = reply([step]);
        await writeFileAtomically(this.folders.scheduled, `${String(step.at).padStart(DUE_DIGITS, '0')}-${guid}.xml`, text);
      }
    }
    for (const document of issued.documents) {
      await writeFileAtomically(documentFolder, `${String(document.at + 1).padStart(DUE_DIGITS, '0')}-${document.guid}.xml`, document.envelope);
      if (documentFolder === this.options.transfer.inbox) pass.delivered += 1;
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
