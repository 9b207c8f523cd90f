// Receipt files for tests, made from the official samples (schemas/reference/ceb-202205/samples):
// one receipt element of the sample kept, its values set to those of a bill the test made, the
// message given a guid of its own, and the whole wrapped in the envelope as customs would send it.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { wrapDxpMsg } from './envelope.ts';
import { formatReturnTime } from './receipt-read.ts';

const SAMPLES = fileURLToPath(new URL('../../../schemas/reference/ceb-202205/samples/', import.meta.url));
export const CUSTOMS_SENDER = 'DXPEDCCEB0000003';
export const COMPANY_DXP_ID = 'DXPENT0000011351';

export interface ReceiptFileOptions {
  /** The sample, e.g. 'export/CEB604Message.xml'. */
  sample: string;
  /** Values of the receipt element's children (guid, keys, returnStatus, returnInfo, preNo…). */
  values: Record<string, string>;
  /** The receipt's time (returnTime), epoch ms. */
  at: number;
  /** The message guid (default a new one). */
  guid?: string;
  /** Children of the receipt element to remove. */
  remove?: readonly string[];
}

export interface ReceiptFile {
  guid: string;
  /** The business message. */
  message: string;
  /** The envelope: the file's content. */
  envelope: string;
  copMsgId: string;
}

function elementChildren(parent: Element): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) if (node.nodeType === 1) found.push(node as Element);
  return found;
}

/** The business message alone, from a sample with its values replaced. */
export function receiptMessage(options: ReceiptFileOptions): { guid: string; message: string } {
  const guid = (options.guid ?? randomUUID()).toUpperCase();
  const text = readFileSync(`${SAMPLES}${options.sample}`, 'utf8').replace(/^\uFEFF/, '');
  const document = new DOMParser().parseFromString(text, 'text/xml');
  const root = document.documentElement!;
  root.setAttribute('guid', guid);
  const [first, ...others] = elementChildren(root);
  for (const other of others) root.removeChild(other);
  const values: Record<string, string> = { guid, returnTime: formatReturnTime(options.at), ...options.values };
  for (const child of elementChildren(first!)) {
    const name = child.localName ?? '';
    if (options.remove?.includes(name)) first!.removeChild(child);
    else if (name in values) child.textContent = values[name]!;
  }
  return { guid, message: new XMLSerializer().serializeToString(document) };
}

/** One receipt element of a batch: its values and time. */
export interface BatchReceipt {
  values: Record<string, string>;
  at: number;
}

/** A message carrying several receipts (customs answers in batches: up to 100 a message), one element per entry in order. */
export function receiptBatchMessage(sample: string, receipts: readonly BatchReceipt[], guid?: string): { guid: string; message: string } {
  const [head, ...rest] = receipts;
  if (!head) throw new Error('a batch has at least one receipt');
  const first = receiptMessage({ sample, values: head.values, at: head.at, guid });
  const element = (message: string) => /<([\w.-]+:)?(\w+Return)\b[\s\S]*<\/\1?\2>/.exec(message)![0];
  const own = (message: string) => element(message).replace(/(<([\w.-]+:)?guid>)[^<]*</, `$1${first.guid}<`);
  const others = rest.map((receipt) => own(receiptMessage({ sample, values: receipt.values, at: receipt.at }).message));
  const firstElement = element(first.message);
  return { guid: first.guid, message: first.message.replace(firstElement, [firstElement, ...others].join('\n')) };
}

function wrapped(sample: string, guid: string, message: string, at: number): ReceiptFile {
  const msgType = sample.replace(/^.*\//, '').replace(/\.xml$/, '');
  const copMsgId = randomUUID();
  const envelope = wrapDxpMsg(message, { copMsgId, senderId: CUSTOMS_SENDER, receiverIds: [COMPANY_DXP_ID], msgType, createdAt: at });
  return { guid, message, envelope, copMsgId };
}

/** A batch receipt file: receiptBatchMessage in its envelope. */
export function receiptBatchFile(sample: string, receipts: readonly BatchReceipt[]): ReceiptFile {
  const { guid, message } = receiptBatchMessage(sample, receipts);
  return wrapped(sample, guid, message, receipts[0]!.at);
}

/** A receipt file's content: the adjusted sample in its envelope. */
export function receiptFile(options: ReceiptFileOptions): ReceiptFile {
  const { guid, message } = receiptMessage(options);
  return wrapped(options.sample, guid, message, options.at);
}
