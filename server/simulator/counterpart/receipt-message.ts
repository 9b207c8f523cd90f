// A receipt message as customs writes it (CEB304Message, CEB604Message…), built from the official
// XSD: the receipt element (definition in schemas/customs/transfer.json) once per status of each
// bill it answers (customs answers a batch in one message, up to the XSD's maxOccurs), its
// children in the XSD's order, each filled from what customs knows: the declared bill's guid, the
// status, its time and text, the numbers customs assigns (preNo, invtNo…, made up here in the
// standard's shape) and every other element from the declared bill's value of the same name. An
// element neither knows nor needs is left out; the caller checks the result against the XSD.
import { createHash } from 'node:crypto';
import { chinaStamp } from '#core/china-time.ts';
import { xsdModelOf } from '../../customs/message/family-message.ts';
import type { XsdElement, XsdModel } from '../../customs/message/xsd-model.ts';
import type { BillFamily } from '../../bills/family.ts';
import { messageNumber, transferDefinitions, type ReceiptDefinition } from '../../customs/transfer/transfer-definitions.ts';
import { formatReturnTime } from '../../customs/transfer/receipt-read.ts';
import { CEB_NAMESPACE } from '../../customs/xsd/official-schemas.ts';
import type { DeclaredMessage } from './declared-message.ts';

export interface ReceiptStatus {
  status: string;
  info: string;
  /** Epoch ms, written as returnTime. */
  at: number;
}

const SIDES = ['export', 'import'] as const;

/** The receipt message a family's declared messages are answered with (its ui.receipt.messageType), if the portal reads it. */
export function receiptDefinitionOf(family: BillFamily): ReceiptDefinition | undefined {
  const type = family.definition.ui.receipt?.messageType;
  return type === undefined ? undefined : transferDefinitions().receipts.get(`${messageNumber(type)}Message`);
}

function modelWith(root: string): XsdModel {
  for (const side of SIDES) {
    const model = xsdModelOf(side);
    if (model.elements.has(root)) return model;
  }
  throw new Error(`海关报文规范中没有 ${root}`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A number customs assigns, in the standard's shape: a letter (P for preNo, I for invtNo…), the
 * day, then digits from the bill's guid, to the element's length (preNo length 18). An inventory
 * number is 4 customs digits + year + I/E + serial (export-fields: 4位关区+4位年+1位进出口标记+9位流水号).
 */
export function assignedNumber(name: string, element: XsdElement | undefined, declared: DeclaredMessage, at: number): string {
  const facets = element?.type?.facets ?? {};
  const length = Math.min(facets.length ?? facets.maxLength ?? 18, 18);
  const digits = BigInt(
    `0x${createHash('sha256')
      .update(`${name}:${declared.billGuid || declared.guid}`)
      .digest('hex')
      .slice(0, 24)}`,
  )
    .toString()
    .padStart(20, '0');
  const day = chinaStamp(at).slice(0, 8);
  const customs = declared.values.customsCode ?? declared.values.portCode ?? '';
  const direction = declared.values.ieFlag ?? '';
  const start =
    /^\d{4}$/.test(customs) && direction !== '' && name === 'invtNo' ? `${customs}${day.slice(0, 4)}${direction}` : `${name[0]!.toUpperCase()}${day}`;
  return `${start}${digits}`.slice(0, length);
}

const PRE_NO = 'preNo';
/** Statuses after customs took the bill in (入库 and later): its own numbers (invtNo, sumNo…) exist from then on. */
const TAKEN_IN = new Set(['120', '300', '399', '500', '501', '502', '503', '599', '700', '800', '899']);

function childValue(
  name: string,
  element: XsdElement,
  optional: boolean,
  definition: ReceiptDefinition,
  declared: DeclaredMessage,
  status: ReceiptStatus,
): string | undefined {
  switch (name) {
    case 'guid':
      return declared.billGuid || declared.guid;
    case 'returnStatus':
      return status.status;
    case 'returnTime':
      return formatReturnTime(status.at);
    case 'returnInfo':
      return status.info;
  }
  if (definition.assigns.includes(name)) {
    // The e-port numbers a declared bill at once (preNo); customs numbers it once it takes it in.
    if (name !== PRE_NO && optional && !TAKEN_IN.has(status.status)) return undefined;
    return declared.values[name] || assignedNumber(name, element, declared, status.at);
  }
  const value = declared.values[name];
  return value === undefined || value === '' ? undefined : value;
}

/** One declared bill's part of a receipt message: its receipts, one element per status. */
export interface ReceiptAnswer {
  declared: DeclaredMessage;
  statuses: readonly ReceiptStatus[];
}

function receiptParticle(definition: ReceiptDefinition): { root: XsdElement; receipt: XsdElement; maxOccurs: number } {
  const root = modelWith(definition.message).elements.get(definition.message)!;
  const particle = root.children.find((each) => each.element.name === definition.element);
  if (!particle) throw new Error(`${definition.message} 下没有回执元素 ${definition.element}`);
  return { root, receipt: particle.element, maxOccurs: particle.maxOccurs };
}

/** How many receipt elements one message of this kind may carry (the XSD's maxOccurs: 100 for every receipt message of the standard). */
export function receiptsPerMessage(definition: ReceiptDefinition): number {
  return receiptParticle(definition).maxOccurs;
}

/** The receipt message answering `declared` with one receipt element per status, under its own guid. */
export function buildReceiptMessage(definition: ReceiptDefinition, declared: DeclaredMessage, statuses: readonly ReceiptStatus[], guid: string): string {
  return buildReceiptBatch(definition, [{ declared, statuses }], guid);
}

/**
 * One receipt message answering several declared bills at once, as customs answers a batch: each
 * answer's receipt elements in turn, under the message's own guid. The caller keeps the elements
 * within receiptsPerMessage.
 */
export function buildReceiptBatch(definition: ReceiptDefinition, answers: readonly ReceiptAnswer[], guid: string): string {
  const { root, receipt } = receiptParticle(definition);
  const attributes = root.attributes
    .map((attribute) => {
      const value = attribute.name === 'guid' ? guid : (attribute.fixed ?? attribute.default ?? (attribute.name === 'version' ? '1.0' : undefined));
      return value === undefined ? '' : ` ${attribute.name}="${escapeXml(value)}"`;
    })
    .join('');
  const parts = [`<?xml version="1.0" encoding="UTF-8"?>`, `<ceb:${definition.message}${attributes} xmlns:ceb="${CEB_NAMESPACE}">`];
  for (const { declared, statuses } of answers) {
    for (const status of statuses) {
      parts.push(`<ceb:${definition.element}>`);
      for (const { element, minOccurs } of receipt.children) {
        const value = childValue(element.name, element, minOccurs === 0, definition, declared, status);
        if (value !== undefined) parts.push(`<ceb:${element.name}>${escapeXml(value)}</ceb:${element.name}>`);
      }
      parts.push(`</ceb:${definition.element}>`);
    }
  }
  parts.push(`</ceb:${definition.message}>`);
  return parts.join('\n');
}
