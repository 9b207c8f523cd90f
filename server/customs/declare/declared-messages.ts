// What declaring does for customs inside the declaring transaction (run-action.ts): each declared
// bill of a family that maps to a message gets its message built from the bill as stored, checked
// against the official XSD, and recorded as a 签名记录 to sign. A bill whose message does not
// validate is refused by the field's title, and the caller rolls the whole batch back: its state
// does not change and no record is written. Signing and writing the file come after the commit
// (send-messages.ts), since a signature or a file cannot be rolled back. Each message is also
// entered in customs_message_out (sent-messages.ts) under its guid, with its bill and its record,
// for the bill's 报文 view. A declare in the background (declare-jobs.ts) checks first, outside any
// transaction (checkDeclaredMessages), and records in its short writing transaction
// (recordDeclaredMessages) what it checked, if no bill changed meanwhile.
import type { EngineDb, EngineTrx } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { findLines } from '../../bills/find-bill.ts';
import type { DbRow } from '../../bills/rows.ts';
import { billName, type RefusedBill } from '../../bills/actions/action-refusal.ts';
import { filingSession } from '../../company/filing-gate.ts';
import { newMessageGuid } from '../message/bill-guid.ts';
import { buildMessage, MessageBuildError, type FamilyMessage } from '../message/build-message.ts';
import { elementFields } from '../message/element-fields.ts';
import { senderIdMaxLength } from '../transfer/sender-id.ts';
import type { FieldInfo } from '#core/definition/index.ts';
import { storedBill } from '../message/family-message.ts';
import { messageLayout } from '../sign/signature-placement.ts';
import type { XsdProblem } from '../xsd/problems.ts';
import { onlySignatureMissing } from './problem-field.ts';
import type { CustomsOutbox } from './customs-outbox.ts';
import { recordSentMessages } from './sent-messages.ts';
import { insertSignRecords, type NewSignRecord } from './sign-records.ts';

/** A declared bill's message, built from the bill as stored (its `version` then) and valid. */
export interface BuiltMessage {
  row: DbRow;
  xml: string;
  guid: string;
}

export interface CheckedMessages {
  /** Bills whose message cannot leave, with the reason. */
  refused: RefusedBill[];
  /** The messages of the others, in the order of the rows. */
  built: BuiltMessage[];
}

/** Told how many of a check's messages are built and validated so far. */
export type CheckProgress = (checked: number) => void;

export interface DeclaredMessages {
  /** Bills whose message cannot leave, with the reason: the caller refuses the batch. */
  refused: RefusedBill[];
  /** The sign records written (待加签), to be signed and sent after the commit. */
  signRecords: number[];
}

const NONE: DeclaredMessages = { refused: [], signRecords: [] };
/** Messages built between two turns of the event loop (a CEB303 takes well under a millisecond). */
const YIELD_EVERY = 50;
/** Messages validated between two progress reports. */
const CHECK_SLICE = 500;

/** The message type the sign_type dictionary names: CEB303Message → CEB303. */
export function messageType(root: string): string {
  return root.replace(/Message$/, '');
}

const senderFields = new WeakMap<FamilyMessage, { field: FieldInfo | undefined }>();

/** The bill's field that feeds BaseTransfer.dxpId, if a field does (worked out once per message). */
function senderField(family: BillFamily, message: FamilyMessage): FieldInfo | undefined {
  let known = senderFields.get(message);
  if (!known) {
    const feed = elementFields(message)
      .get('dxpId')
      ?.find((candidate) => candidate.parent === 'BaseTransfer' && candidate.part === 'head');
    known = { field: feed ? family.headFields.find((field) => field.name === feed.field) : undefined };
    senderFields.set(message, known);
  }
  return known.field;
}

/**
 * Builds each bill's message and checks it against the XSD, writing nothing: `db` may be the
 * declaring transaction or, for a declare in the background (declare-jobs.ts), the database.
 */
export async function checkDeclaredMessages(
  customs: CustomsOutbox,
  db: EngineTrx | EngineDb,
  family: BillFamily,
  rows: readonly DbRow[],
  now: number,
  progress?: CheckProgress,
): Promise<CheckedMessages> {
  const message = customs.messages.get(family.id);
  if (!message || rows.length === 0) return { refused: [], built: [] };
  const linesOf = new Map<number, DbRow[]>();
  for (const line of await findLines(
    db,
    family,
    rows.map((row) => Number(row.id)),
  )) {
    const head = Number(line.head_id);
    let lines = linesOf.get(head);
    if (!lines) linesOf.set(head, (lines = []));
    lines.push(line);
  }

  const refused: RefusedBill[] = [];
  // The field feeding BaseTransfer.dxpId leaves as the envelope's SenderId, which is shorter.
  const sender = senderField(family, message);
  const senderLimit = senderIdMaxLength();
  const built: BuiltMessage[] = [];
  for (const [index, row] of rows.entries()) {
    // A large batch builds for a while: let other requests in between.
    if (index > 0 && index % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    const senderId = sender ? String(row[sender.column] ?? '') : '';
    if (senderId.length > senderLimit) {
      refused.push({
        id: Number(row.id),
        name: billName(family, row),
        reason: `${sender!.title}（${sender!.name}）「${senderId}」有 ${senderId.length} 位：报文发送时作为发送方编号（SenderId），最多 ${senderLimit} 位`,
      });
      continue;
    }
    try {
      const guid = newMessageGuid();
      const xml = buildMessage(message, [storedBill(family, row, linesOf.get(Number(row.id)) ?? [])], { guid, now: new Date(now) });
      built.push({ row, xml, guid });
    } catch (error) {
      if (!(error instanceof MessageBuildError)) throw error;
      refused.push({ id: Number(row.id), name: billName(family, row), reason: `报文无法生成：${error.message}` });
    }
  }
  const { root } = message.mapping;
  // A message whose XSD requires ds:Signature is checked without it here, and whole after signing.
  const signedLater = messageLayout(root)?.signatureRequired === true;
  const reason = customs.reasonFor(family, message);
  const valid: BuiltMessage[] = [];
  const unbuilt = refused.length;
  // In slices, so that a long check tells its progress.
  for (let start = 0; start < built.length; start += CHECK_SLICE) {
    const slice = built.slice(start, start + CHECK_SLICE);
    const results = await customs.validateAll(slice.map(({ xml }) => xml));
    slice.forEach((one, index) => {
      const problems = results[index].filter((problem: XsdProblem) => !(signedLater && onlySignatureMissing(problem)));
      if (problems.length > 0) refused.push({ id: Number(one.row.id), name: billName(family, one.row), reason: reason(problems[0]) });
      else valid.push(one);
    });
    progress?.(unbuilt + start + slice.length);
  }
  progress?.(rows.length);
  return { refused, built: valid };
}

/** Records checked messages as 签名记录 (待加签) and in customs_message_out; answers the records' ids. */
export async function recordDeclaredMessages(
  customs: CustomsOutbox,
  trx: EngineTrx,
  family: BillFamily,
  built: readonly BuiltMessage[],
  purpose: string,
  now: number,
): Promise<number[]> {
  const message = customs.messages.get(family.id);
  if (!message || built.length === 0 || !customs.signRecords) return [];
  const { root } = message.mapping;
  const companyCode = String(built[0].row.company_code);
  const company = await trx.selectFrom('company').select('name').where('code', '=', companyCode).executeTakeFirst();
  const { customsRegistCode } = await filingSession(trx as never, companyCode);
  const records: NewSignRecord[] = built.map(({ row, xml }) => ({
    companyCode: String(row.company_code),
    copNo: billName(family, row),
    customsRegistCode,
    companyName: company?.name ?? null,
    typeName: messageType(root),
    purpose,
    waitSignData: xml,
    note: `${family.title} ${billName(family, row)}（${family.id} #${String(row.id)}）`,
  }));
  const ids = await insertSignRecords(trx, customs.signRecords, records, now);
  await recordSentMessages(
    trx,
    built.map(({ row, guid }, index) => ({
      guid,
      family: family.id,
      bill_id: Number(row.id),
      company_code: String(row.company_code),
      message_type: root,
      sign_record_id: ids[index],
      created_at: now,
    })),
  );
  return ids;
}

/** Inside the declaring transaction: checks every message, and records them all or none. */
export async function prepareDeclaredMessages(
  customs: CustomsOutbox,
  trx: EngineTrx,
  family: BillFamily,
  rows: readonly DbRow[],
  purpose: string,
  now: number,
): Promise<DeclaredMessages> {
  if (!customs.messages.has(family.id) || rows.length === 0 || !customs.signRecords) return NONE;
  const checked = await checkDeclaredMessages(customs, trx, family, rows, now);
  if (checked.refused.length > 0) return { refused: checked.refused, signRecords: [] };
  return { refused: [], signRecords: await recordDeclaredMessages(customs, trx, family, checked.built, purpose, now) };
}
