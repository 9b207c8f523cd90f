// The business message (CEBnnnMessage) of one or more bills of a family, as XML text: the root
// with its guid and version attributes, then the family's plan (message-plan.ts) walked in the
// XSD's order — each bill's block, its lines, the BaseTransfer — with values in the standard's
// formats (message-values.ts). Empty optional values are left out; a required one that is empty
// is left out too, and the XSD validation that follows names it.
//
// Several bills go into one message only where the XSD repeats the bill's block (Order ≤ 100);
// the elements written once per message (BaseTransfer) must then be the same for all of them.
// The declare path builds one message per bill (mapping.md, "One bill per message").
import { billGuid } from './bill-guid.ts';
import type { MessageMapping } from './mapping-types.ts';
import type { MessagePlan, PlannedNode, PlannedSimple } from './message-plan.ts';
import { chinaTimeDigits, escapeAttribute, escapeText, fieldText, fitTime, hasNonXmlCharacter } from './message-values.ts';

export const CEB_NAMESPACE = 'http://www.chinaport.gov.cn/ceb';
/** The version attribute when the XSD fixes none ("报文版本号 默认1.0"). */
const DEFAULT_VERSION = '1.0';

/** A family's message: its mapping and the plan worked out from it (family-message.ts). */
export interface FamilyMessage {
  family: string;
  mapping: MessageMapping;
  plan: MessagePlan;
}

/** A bill by field name (camelCase), header and lines, as stored. */
export interface MessageBill {
  head: Record<string, unknown>;
  lines: Array<Record<string, unknown>>;
}

export interface BuildOptions {
  /** The message guid (root attribute); written in upper case. */
  guid: string;
  /** The moment of building: appTime and other "now" values. */
  now: Date;
  /** Each bill's block guid; by default derived from the message guid (bill-guid.ts). */
  billGuids?: readonly string[];
}

/** A bill that cannot be written as a message at all (not an XSD matter). */
export class MessageBuildError extends Error {}

interface Context {
  bills: readonly MessageBill[];
  guids: readonly string[];
  now: Date;
  /** Undefined outside a bill's block (BaseTransfer). */
  bill?: number;
  line?: number;
}

function derived(node: PlannedSimple, derive: string, context: Context): string {
  const type = node.particle.element.type!;
  if (derive === 'guid') return context.guids[context.bill ?? 0];
  if (derive === 'now') return fitTime(chinaTimeDigits(context.now), type);
  return String((node.part === 'lines' && context.line !== undefined ? context.line : (context.bill ?? 0)) + 1);
}

function valueIn(node: PlannedSimple, context: Context, bill: number): string | undefined {
  const { source } = node;
  if (!source || source.kind === 'omitted') return undefined;
  if (source.kind === 'constant') return source.value;
  if (source.kind === 'derive') return derived(node, source.derive, { ...context, bill });
  const record = source.part === 'lines' ? context.bills[bill].lines[context.line ?? 0] : context.bills[bill].head;
  return fieldText(record?.[source.field.name], source.field.form, node.particle.element.type!);
}

/** Outside a bill's block every bill must give the same value (one BaseTransfer per message). */
function valueOf(node: PlannedSimple, context: Context): string | undefined {
  if (context.bill !== undefined) return valueIn(node, context, context.bill);
  const values = context.bills.map((_bill, index) => valueIn(node, context, index));
  if (values.some((value) => value !== values[0])) {
    throw new MessageBuildError(`${node.parent}.${node.particle.element.name} 在这些单证中取值不同，不能合在一份报文中`);
  }
  return values[0];
}

function writeNodes(nodes: readonly PlannedNode[], context: Context, depth: number, out: string[]): void {
  const indent = '\t'.repeat(depth);
  for (const node of nodes) {
    const name = node.particle.element.name;
    if (node.kind === 'simple') {
      const value = valueOf(node, context);
      if (value === undefined) continue;
      if (hasNonXmlCharacter(value)) throw new MessageBuildError(`${node.parent}.${name} 含有 XML 不允许的控制字符`);
      out.push(`${indent}<ceb:${name}>${escapeText(value)}</ceb:${name}>`);
      continue;
    }
    const write = (inner: Context) => {
      out.push(`${indent}<ceb:${name}>`);
      writeNodes(node.children, inner, depth + 1, out);
      out.push(`${indent}</ceb:${name}>`);
    };
    if (node.repeat === 'bill') context.bills.forEach((_bill, bill) => write({ ...context, bill }));
    else if (node.repeat === 'line') context.bills[context.bill ?? 0].lines.forEach((_line, line) => write({ ...context, line }));
    else write(context);
  }
}

function rootAttributes(message: FamilyMessage, guid: string): string {
  const written: string[] = [];
  for (const attribute of message.plan.root.attributes) {
    let value: string | undefined;
    if (attribute.name === 'guid') value = guid;
    else if (attribute.name === 'version') value = attribute.fixed ?? attribute.default ?? DEFAULT_VERSION;
    else value = attribute.fixed ?? attribute.default;
    if (value === undefined) {
      if (attribute.required) throw new MessageBuildError(`${message.mapping.root} 的属性 ${attribute.name} 没有取值`);
      continue;
    }
    written.push(` ${attribute.name}="${escapeAttribute(value)}"`);
  }
  return written.join('');
}

function checkCounts(message: FamilyMessage, bills: readonly MessageBill[], guids: readonly string[]): void {
  const { plan, mapping } = message;
  if (bills.length === 0) throw new MessageBuildError('没有要写入报文的单证');
  if (bills.length > plan.maxBills) throw new MessageBuildError(`${mapping.root} 一份报文最多 ${plan.maxBills} 份单证，给了 ${bills.length} 份`);
  if (guids.length < bills.length) throw new MessageBuildError(`单证 guid 只有 ${guids.length} 个，单证有 ${bills.length} 份`);
  bills.forEach((bill, index) => {
    if (bill.lines.length > plan.maxLines) {
      throw new MessageBuildError(`第 ${index + 1} 份单证有 ${bill.lines.length} 行表体，${mapping.lines} 一份报文最多 ${plan.maxLines} 个`);
    }
  });
}

/** The CEBnnnMessage of the bills, as XML text (UTF-8 declaration, tab-indented like the samples). */
export function buildMessage(message: FamilyMessage, bills: readonly MessageBill[], options: BuildOptions): string {
  const guid = options.guid.toUpperCase();
  if (guid.length !== 36) throw new MessageBuildError(`报文 guid 应为 36 个字符：${options.guid}`);
  const guids = options.billGuids?.map((value) => value.toUpperCase()) ?? bills.map((_bill, index) => billGuid(guid, index + 1));
  checkCounts(message, bills, guids);
  const root = message.mapping.root;
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', `<ceb:${root}${rootAttributes(message, guid)} xmlns:ceb="${CEB_NAMESPACE}">`];
  writeNodes(message.plan.children, { bills, guids, now: options.now }, 1, out);
  out.push(`</ceb:${root}>`);
  return `${out.join('\n')}\n`;
}
