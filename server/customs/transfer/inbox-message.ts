// What an inbox file says, checked before anything is believed: the envelope against
// terminal-node-202205.xsd, its MsgType against the message it carries, and the message against
// the business XSD; then read as a receipt message (receipt-read.ts), or as a document customs
// originates (document-read.ts: CEB816, CEB818, CEB792). Any failure is a QuarantineReason with the
// problem in Chinese. A receipt message is parsed once: the envelope and the receipts are read from
// the documents libxml2 parsed to validate them (xml-tree.ts).
import { checkCebXml, checkTransferXml, type XsdProblem } from '../xsd/ceb-validator.ts';
import { EnvelopeError, unwrapDxpTree, type UnwrappedMessage } from './envelope.ts';
import { isDocumentMessage, readDocumentMessage, type ReadDocumentMessage } from './document-read.ts';
import { QuarantineReason } from './quarantine-reason.ts';
import { readReceiptTree, type ReadReceiptMessage } from './receipt-read.ts';

export type InboxMessage =
  | { envelope: UnwrappedMessage; receipt: ReadReceiptMessage; document?: undefined }
  | { envelope: UnwrappedMessage; document: ReadDocumentMessage; receipt?: undefined };

const SHOWN_PROBLEMS = 5;

function listed(problems: readonly XsdProblem[]): string {
  const shown = problems.slice(0, SHOWN_PROBLEMS).map((problem) => (problem.line ? `第 ${problem.line} 行：${problem.text}` : problem.text));
  if (problems.length > SHOWN_PROBLEMS) shown.push(`另有 ${problems.length - SHOWN_PROBLEMS} 处`);
  return shown.join('；');
}

/** The root element's local name, read without a parser (for comparing with MsgType before validating). */
function rootName(xml: string): string | null {
  const match = /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s/>]/.exec(xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, ''));
  return match?.[1] ?? null;
}

export function readInboxMessage(bytes: Uint8Array): InboxMessage {
  // Each document is parsed once, by libxml2 for its XSD check, and read from that parse.
  const checkedEnvelope = checkTransferXml(bytes);
  if (!checkedEnvelope.tree) throw new QuarantineReason('malformed', `传输报文不符合终端节点报文 XSD：${listed(checkedEnvelope.problems)}`);
  let envelope: UnwrappedMessage;
  try {
    envelope = unwrapDxpTree(checkedEnvelope.tree);
  } catch (error) {
    if (error instanceof EnvelopeError) throw new QuarantineReason('malformed', error.message);
    throw error;
  }
  const root = rootName(envelope.message);
  if (root !== envelope.transInfo.msgType) {
    throw new QuarantineReason('unknownType', `传输报文的报文类型 MsgType「${envelope.transInfo.msgType}」与所载报文「${root ?? '无法识别'}」不符`);
  }
  const checkedMessage = checkCebXml(envelope.messageBytes);
  if (!checkedMessage.tree) throw new QuarantineReason('malformed', `${root} 不符合报文 XSD：${listed(checkedMessage.problems)}`);
  if (isDocumentMessage(root)) return { envelope, document: readDocumentMessage(envelope.message) };
  return { envelope, receipt: readReceiptTree(checkedMessage.tree) };
}
