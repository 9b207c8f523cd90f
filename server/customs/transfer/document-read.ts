// A document customs originates, read from its message (issue 24 point 6; transfer.md "Documents
// customs sends"): CEB816 电子税单 and CEB792 汇总结果单 are bills themselves, CEB818 is a tax bill's new
// status. Which roots are documents, and of which kind, is schemas/customs/transfer.json
// `documents`. A bill document is read back through the family's own message mapping (the plan
// that builds the message, schemas/tables/{family}.table.json `message`), walked the other way:
// each bill block (Tax, SummaryResult) is one bill, each element a field feeds gives that field its
// value, in the form the field stores (decimal text for numbers, yyyy-MM-dd[ HH:mm:ss] for dates).
// Nothing here names a family or a field; a malformed value is a QuarantineReason.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { isDecimalText } from '#core/decimal-text.ts';
import type { FieldInfo } from '#core/definition/index.ts';
import type { BillFamily } from '../../bills/family.ts';
import type { Row } from '../../bills/relation-fill.ts';
import type { FamilyMessage } from '../message/build-message.ts';
import type { InboundMapping } from '../message/mapping-types.ts';
import type { PlannedNode } from '../message/message-plan.ts';
import { CEB_NAMESPACE } from '../xsd/official-schemas.ts';
import { QuarantineReason } from './quarantine-reason.ts';
import { parseReturnTime } from './receipt-read.ts';
import { transferDefinitions, type DocumentDefinition } from './transfer-definitions.ts';

export interface ReadDocumentMessage {
  /** The root's guid attribute, upper case. */
  guid: string;
  messageType: string;
  definition: DocumentDefinition;
  root: Element;
}

/** One bill of a bill document, by field name. */
export interface ReadDocumentBill {
  head: Row;
  lines: Row[];
  /** Every simple element of the head element, by name (status, returnTime…). */
  elements: Record<string, string>;
  /** Fields the message feeds (the others may be filled from the owner). */
  fed: { head: Set<string>; lines: Set<string> };
  state: string;
  /** The document's time (inbound.time), epoch ms, and as written. */
  at: number;
  time: string;
}

/** One status element of a status document, by child name. */
export interface ReadStatus {
  values: Record<string, string>;
  status: string;
  at: number;
  time: string;
}

function elementChildren(parent: Element): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === CEB_NAMESPACE) found.push(node as Element);
  }
  return found;
}

function childrenNamed(parent: Element, name: string): Element[] {
  return elementChildren(parent).filter((child) => child.localName === name);
}

/** The documents customs sends that the inbox takes, by root name. */
export function isDocumentMessage(root: string): boolean {
  return transferDefinitions().documents.has(root);
}

/** Parses a document message (already checked against its XSD). */
export function readDocumentMessage(xml: string): ReadDocumentMessage {
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
  const definition = root.namespaceURI === CEB_NAMESPACE ? transferDefinitions().documents.get(messageType) : undefined;
  if (!definition) throw new QuarantineReason('unknownType', `不受理的报文类型：${messageType}（收件箱只受理海关回执与海关下发的单证）`);
  const guid = (root.getAttribute('guid') ?? '').trim().toUpperCase();
  if (guid === '') throw new QuarantineReason('malformed', `${messageType} 缺少报文编号 guid`);
  return { guid, messageType, definition, root };
}

const pad = (digits: string, width: number) => digits.padEnd(width, '0').slice(0, width);

/** An element's text as the field stores it; undefined when empty. */
export function storedValue(field: FieldInfo, text: string, where: string): unknown {
  if (text === '') return undefined;
  if (field.type === 'number' || field.type === 'integer') {
    if (!isDecimalText(text) || (field.type === 'integer' && text.includes('.'))) {
      throw new QuarantineReason('malformed', `${where}「${text}」不是数字（字段「${field.title}」）`);
    }
    return field.type === 'integer' ? Number(text) : text;
  }
  if (field.format === 'date' || field.format === 'date-time') {
    const digits = text.replace(/\D/g, '');
    if (digits.length < 8) throw new QuarantineReason('malformed', `${where}「${text}」不是日期（字段「${field.title}」）`);
    const day = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
    if (field.format === 'date') return day;
    const clock = pad(digits.slice(8), 6);
    return `${day} ${clock.slice(0, 2)}:${clock.slice(2, 4)}:${clock.slice(4, 6)}`;
  }
  return text;
}

function timeOf(text: string, where: string): number {
  const at = parseReturnTime(text);
  if (Number.isNaN(at)) throw new QuarantineReason('malformed', `${where}「${text}」不是 yyyyMMddHHmmss[fff] 格式的时间`);
  return at;
}

interface Target {
  bill: ReadDocumentBill;
  line?: Row;
}

function readNodes(family: BillFamily, head: string, nodes: readonly PlannedNode[], parent: Element, target: Target): void {
  for (const node of nodes) {
    const name = node.particle.element.name;
    if (node.kind === 'complex') {
      const found = childrenNamed(parent, name);
      if (node.repeat === 'line') {
        for (const element of found) {
          const line: Row = {};
          target.bill.lines.push(line);
          readNodes(family, head, node.children, element, { bill: target.bill, line });
        }
      } else if (found[0]) {
        readNodes(family, head, node.children, found[0], target);
      }
      continue;
    }
    const text = (childrenNamed(parent, name)[0]?.textContent ?? '').trim();
    if (node.parent === head && text !== '') target.bill.elements[name] = text;
    const source = node.source;
    if (source?.kind !== 'field') continue;
    const fields = source.part === 'lines' ? family.lineFields : family.headFields;
    const field = fields.find((candidate) => candidate.name === source.field.name);
    if (!field) continue;
    const record = source.part === 'lines' ? target.line : target.bill.head;
    if (!record) continue;
    (source.part === 'lines' ? target.bill.fed.lines : target.bill.fed.head).add(field.name);
    const value = storedValue(field, text, `${node.parent}.${name}`);
    if (value !== undefined) record[field.name] = value;
  }
}

/** The bills of a bill document, read through the family's message mapping. */
export function readDocumentBills(family: BillFamily, message: FamilyMessage, inbound: InboundMapping, root: Element): ReadDocumentBill[] {
  const block = message.plan.children.find((node) => node.kind === 'complex' && node.repeat === 'bill');
  if (!block || block.kind !== 'complex') throw new Error(`${family.id} 的报文对应没有单证块`);
  const head = message.mapping.head;
  return childrenNamed(root, block.particle.element.name).map((element, index) => {
    const bill: ReadDocumentBill = {
      head: {},
      lines: [],
      elements: {},
      fed: { head: new Set(), lines: new Set() },
      state: '',
      at: 0,
      time: '',
    };
    readNodes(family, head, block.children, element, { bill });
    const where = `第 ${index + 1} 份${family.title}（${head}）`;
    bill.time = bill.elements[inbound.time] ?? '';
    bill.at = timeOf(bill.time, `${where}的 ${inbound.time}`);
    bill.state = 'constant' in inbound.state ? inbound.state.constant : (bill.elements[inbound.state.element] ?? '');
    if (bill.state === '') throw new QuarantineReason('malformed', `${where}没有状态 ${'element' in inbound.state ? inbound.state.element : ''}`);
    return bill;
  });
}

function descendantsNamed(parent: Element, name: string, out: Element[] = []): Element[] {
  for (const child of elementChildren(parent)) {
    if (child.localName === name) out.push(child);
    else descendantsNamed(child, name, out);
  }
  return out;
}

/** The status elements of a status document, in time order. */
export function readStatuses(message: ReadDocumentMessage): ReadStatus[] {
  const { definition } = message;
  if (definition.kind !== 'status') return [];
  const statuses = descendantsNamed(message.root, definition.element).map((element, index) => {
    const values: Record<string, string> = {};
    for (const child of elementChildren(element)) if (child.localName) values[child.localName] = (child.textContent ?? '').trim();
    const time = values[definition.time] ?? '';
    return { values, status: values[definition.status] ?? '', time, at: timeOf(time, `第 ${index + 1} 个 ${definition.element} 的 ${definition.time}`) };
  });
  if (statuses.length === 0) throw new QuarantineReason('malformed', `${message.messageType} 中没有 ${definition.element}`);
  return statuses
    .map((status, index) => ({ status, index }))
    .sort((a, b) => a.status.at - b.status.at || a.index - b.index)
    .map(({ status }) => status);
}
