// An official receipt message read into what the portal applies (issue 24 point 6): its guid and
// type, and per receipt element (OrderReturn, InventoryReturn…) the status, time and text, the
// values that may find the bill, the numbers customs assigned and the companies it names. Which
// element holds the receipts and which values are assigned numbers come from
// schemas/customs/transfer.json; the fields that find the bill from the families' ui.receipt.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { chinaStamp } from '#core/china-time.ts';
import { CEB_NAMESPACE } from '../xsd/official-schemas.ts';
import { QuarantineReason } from './quarantine-reason.ts';
import { transferDefinitions, type ReceiptDefinition } from './transfer-definitions.ts';

export interface ReadReceipt {
  /** The receipt element's guid (the declared message's, in the standard's samples). */
  guid: string;
  returnStatus: string;
  /** As written: yyyyMMddHHmmssfff, China time. */
  returnTime: string;
  /** returnTime as epoch ms. */
  returnAt: number;
  returnInfo: string;
  /** Every child element's text, by element name (keys are picked per family). */
  values: Readonly<Record<string, string>>;
  /** The numbers customs assigned that the receipt carries (definition `assigns`), non-empty only. */
  assigned: Readonly<Record<string, string>>;
  /** The company codes it names (definition `companies`), non-empty only. */
  companies: Readonly<Record<string, string>>;
}

export interface ReadReceiptMessage {
  /** The root's guid attribute, upper case: the message's identity for idempotency. */
  guid: string;
  /** The root element name, CEBnnnMessage. */
  messageType: string;
  definition: ReceiptDefinition;
  receipts: ReadReceipt[];
}

const RETURN_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})?$/;

/** yyyyMMddHHmmss[fff] in China time → epoch ms; NaN when it is not one. */
export function parseReturnTime(text: string): number {
  const match = RETURN_TIME.exec(text);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second, millis] = match;
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}.${millis ?? '000'}+08:00`);
}

/** An epoch ms as a receipt time, yyyyMMddHHmmssfff in China time. */
export function formatReturnTime(moment: number): string {
  return `${chinaStamp(moment)}${String(((moment % 1000) + 1000) % 1000).padStart(3, '0')}`;
}

function elementChildren(parent: Element): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) if (node.nodeType === 1) found.push(node as Element);
  return found;
}

function pick(values: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => (values[name] ?? '') !== '').map((name) => [name, values[name]!]));
}

function readReceipt(element: Element, definition: ReceiptDefinition, index: number): ReadReceipt {
  const values: Record<string, string> = {};
  for (const child of elementChildren(element)) if (child.localName) values[child.localName] = (child.textContent ?? '').trim();
  const returnTime = values.returnTime ?? '';
  const returnAt = parseReturnTime(returnTime);
  if (Number.isNaN(returnAt)) {
    throw new QuarantineReason('malformed', `第 ${index + 1} 条回执的回执时间 returnTime「${returnTime}」不是 yyyyMMddHHmmssfff 格式`);
  }
  return {
    guid: values.guid ?? '',
    returnStatus: values.returnStatus ?? '',
    returnTime,
    returnAt,
    returnInfo: values.returnInfo ?? '',
    values,
    assigned: pick(values, definition.assigns),
    companies: pick(values, definition.companies),
  };
}

/**
 * Reads a receipt message (already checked against its XSD). Throws QuarantineReason for a message
 * the portal does not take (unknownType) or cannot read (malformed).
 */
export function readReceiptMessage(xml: string): ReadReceiptMessage {
  let problem: string | null = null;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning' && problem === null) problem = message;
    },
  });
  let root: Element | null;
  try {
    root = parser.parseFromString(xml.replace(/^\uFEFF/, ''), 'text/xml').documentElement;
  } catch (error) {
    throw new QuarantineReason('malformed', `业务报文不是格式正确的 XML：${(error as Error).message}`);
  }
  if (problem !== null || !root) throw new QuarantineReason('malformed', `业务报文不是格式正确的 XML：${problem ?? '没有根元素'}`);
  const messageType = root.localName ?? root.tagName;
  const definition = root.namespaceURI === CEB_NAMESPACE ? transferDefinitions().receipts.get(messageType) : undefined;
  if (!definition) throw new QuarantineReason('unknownType', `不受理的报文类型：${messageType}（收件箱只受理海关回执报文）`);
  const guid = (root.getAttribute('guid') ?? '').trim().toUpperCase();
  if (guid === '') throw new QuarantineReason('malformed', `${messageType} 缺少报文编号 guid`);
  const receipts = elementChildren(root)
    .filter((element) => element.localName === definition.element && element.namespaceURI === CEB_NAMESPACE)
    .map((element, index) => readReceipt(element, definition, index));
  if (receipts.length === 0) throw new QuarantineReason('malformed', `${messageType} 中没有回执 ${definition.element}`);
  return { guid, messageType, definition, receipts };
}
