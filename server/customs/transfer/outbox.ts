// Handing a message to the e-port transfer client (issue 24 point 5): the signed business message
// is wrapped in its envelope, the envelope checked against terminal-node-202205.xsd, and the file
// `<copMsgId>.xml` written atomically into the outbox (atomic-file.ts: the client never sees half
// a file). The same file is kept in `sent` first, since the client removes what it sends: a message
// in the outbox is always in `sent` too, and one in `sent` that never reached the outbox (a process
// killed between the two writes) is written again by the caller's retry under the same name.
import { join } from 'node:path';
import { validateTransferXml } from '../xsd/ceb-validator.ts';
import { writeFileAtomically } from './atomic-file.ts';
import { wrapDxpMsg, type TransInfo } from './envelope.ts';
import type { TransferFolders } from './transfer-folders.ts';

/** A CopMsgId that is also a safe file name (the portal's are uuids). */
const FILE_SAFE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,250}$/;

export interface WrittenMessage {
  /** The file in the outbox (the transfer client takes it from there). */
  outboxFile: string;
  /** Its copy in `sent`. */
  sentFile: string;
  envelope: string;
}

/** The envelope is not what the standard allows (a value too long, no receiver…): nothing was written. */
export class EnvelopeRefused extends Error {
  override name = 'EnvelopeRefused';
}

/** The outbox file name of a message. */
export function outboxFileName(copMsgId: string): string {
  if (!FILE_SAFE.test(copMsgId)) throw new EnvelopeRefused(`CopMsgId 只能由字母、数字、点、横线和下划线组成：${copMsgId.slice(0, 60)}`);
  return `${copMsgId}.xml`;
}

/** Wraps a signed business message and writes it into `sent`, then the outbox. */
export async function writeOutboxMessage(folders: TransferFolders, signedMessage: string | Uint8Array, info: TransInfo): Promise<WrittenMessage> {
  const name = outboxFileName(info.copMsgId);
  const envelope = wrapDxpMsg(signedMessage, info);
  const problems = validateTransferXml(envelope);
  if (problems.length > 0) throw new EnvelopeRefused(`传输报文不符合终端节点报文 XSD：${problems.map((problem) => problem.text).join('；')}`);
  const sentFile = await writeFileAtomically(folders.sent, name, envelope);
  const outboxFile = await writeFileAtomically(folders.outbox, name, envelope);
  return { outboxFile, sentFile, envelope };
}

/** Where a message written as `copMsgId` is kept. */
export function sentFileOf(folders: TransferFolders, copMsgId: string): string {
  return join(folders.sent, outboxFileName(copMsgId));
}
