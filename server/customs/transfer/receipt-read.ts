// An official receipt message read into what the portal applies (issue 24 point 6): its guid and
// type, and per receipt element (OrderReturn, InventoryReturn…) the status, time and text, the
// values that may find the bill, the numbers customs assigned and the companies it names. Which
// element holds the receipts and which values are assigned numbers come from
// schemas/customs/transfer.json; the fields that find the bill from the families' ui.receipt.
import { chinaStamp } from '#core/china-time.ts';
import { parseXmlTree } from '../xsd/ceb-validator.ts';
import { CEB_NAMESPACE } from '../xsd/official-schemas.ts';
import type { XmlTree } from '../xsd/xml-tree.ts';
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

function pick(values: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => (values[name] ?? '') !== '').map((name) => [name, values[name]!]));
}

function readReceipt(element: XmlTree, definition: ReceiptDefinition, index: number): ReadReceipt {
  const values: Record<string, string> = {};
  for (const child of element.children) values[child.name] = child.text.trim();
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
 * Reads a receipt message. Throws QuarantineReason for a message the portal does not take
 * (unknownType) or cannot read (malformed).
 */
export function readReceiptMessage(xml: string): ReadReceiptMessage {
  const parsed = parseXmlTree(xml.replace(/^\uFEFF/, ''));
  if (!parsed.tree) throw new QuarantineReason('malformed', `业务报文不是格式正确的 XML：${parsed.problems[0]?.message ?? '没有根元素'}`);
  return readReceiptTree(parsed.tree);
}

/** readReceiptMessage on a message already parsed (checkCebXml's tree: the inbox parses each message once, to validate it). */
export function readReceiptTree(root: XmlTree): ReadReceiptMessage {
  const messageType = root.name;
  const definition = root.namespace === CEB_NAMESPACE ? transferDefinitions().receipts.get(messageType) : undefined;
  if (!definition) throw new QuarantineReason('unknownType', `不受理的报文类型：${messageType}（收件箱只受理海关回执报文）`);
  const guid = (root.attributes.guid ?? '').trim().toUpperCase();
  if (guid === '') throw new QuarantineReason('malformed', `${messageType} 缺少报文编号 guid`);
  const receipts = root.children
    .filter((element) => element.name === definition.element && element.namespace === CEB_NAMESPACE)
    .map((element, index) => readReceipt(element, definition, index));
  if (receipts.length === 0) throw new QuarantineReason('malformed', `${messageType} 中没有回执 ${definition.element}`);
  return { guid, messageType, definition, receipts };
}
