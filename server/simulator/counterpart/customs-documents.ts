// The documents the simulated customs originates (issue 24 point 7; simulator.md "Documents customs
// issues"): when it gives a declared bill the status a document family's `message.inbound.owner.
// issuedOn` names (an import inventory released, 800 放行), it issues that family's document for it
// (CEB816 电子税单), built by the family's own message mapping from what customs knows — the declared
// message — and checked against the XSD:
// - head fields take the declared bill's value of the same name (申报企业、电商企业、申报海关…); the
//   owner's number customs assigned (invtNo) is the one its receipts carry; the document's own number
//   (taxNo) is made in the standard's shape from the bill's guid;
// - lines take the declared lines' values of the same name (商品序号、商品编码、数量、单价), paired
//   in order;
// - tax: the comprehensive tax of cross-border retail imports (schemas/customs/transfer.json
//   `comprehensiveTax`): each rate field is its statutory rate × share (VAT 13 % × 70 % = 9.1 %),
//   exempt rates (customs duty) 0; the family's value relations then give 完税价格 = 数量 × 单价,
//   each tax = 完税价格 × 税率 and the head totals, exactly, in decimal text.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { randomUUID } from 'node:crypto';
import { decimalToText, parseDecimal } from '#core/decimal-text.ts';
import { multiplyDecimals } from '#core/definition/value-relations.ts';
import type { BillFamily } from '../../bills/family.ts';
import { fillRelations, type Row } from '../../bills/relation-fill.ts';
import { buildMessage, type FamilyMessage } from '../../customs/message/build-message.ts';
import { customsReceiverId, wrapDxpMsg } from '../../customs/transfer/envelope.ts';
import { transferDefinitions } from '../../customs/transfer/transfer-definitions.ts';
import { validateCebXml } from '../../customs/xsd/ceb-validator.ts';
import { CEB_NAMESPACE } from '../../customs/xsd/official-schemas.ts';
import type { InboundOwner } from '../../customs/message/mapping-types.ts';
import type { DeclaredMessage } from './declared-message.ts';
import { assignedNumber } from './receipt-message.ts';

export interface IssuedDocument {
  guid: string;
  root: string;
  /** The business message. */
  message: string;
  /** Its envelope: the file's content. */
  envelope: string;
  /** When customs issued it (epoch ms): the status it follows. */
  at: number;
}

interface Issuer {
  family: BillFamily;
  message: FamilyMessage;
  owner: InboundOwner & { issuedOn: string };
  /** The owner family's message (its lines element). */
  ownerMessage: FamilyMessage;
}

function elementChildren(parent: Element): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === CEB_NAMESPACE) found.push(node as Element);
  }
  return found;
}

function descendantsNamed(parent: Element, name: string, out: Element[] = []): Element[] {
  for (const child of elementChildren(parent)) {
    if (child.localName === name) out.push(child);
    else descendantsNamed(child, name, out);
  }
  return out;
}

/** Every lines element of the declared message, its children by name. */
function declaredLines(xml: string, linesElement: string | undefined): Array<Record<string, string>> {
  if (!linesElement) return [];
  const root = new DOMParser().parseFromString(xml.replace(/^\uFEFF/, ''), 'text/xml').documentElement;
  if (!root) return [];
  return descendantsNamed(root, linesElement).map((line) => {
    const values: Record<string, string> = {};
    for (const child of elementChildren(line)) if (child.localName) values[child.localName] = (child.textContent ?? '').trim();
    return values;
  });
}

/** The rate fields of the comprehensive tax: statutory × share, exempt ones 0. */
function comprehensiveRates(): Record<string, string> {
  const tax = transferDefinitions().comprehensiveTax;
  if (!tax) return {};
  const rates: Record<string, string> = {};
  for (const name of tax.exemptRates) rates[name] = '0';
  for (const [name, statutory] of Object.entries(tax.statutoryRates)) {
    rates[name] = decimalToText(multiplyDecimals([parseDecimal(statutory), parseDecimal(tax.share)]));
  }
  return rates;
}

export class CustomsDocuments {
  private readonly issuers: Issuer[] = [];

  constructor(families: readonly BillFamily[], messages: ReadonlyMap<string, FamilyMessage>) {
    for (const family of families) {
      const message = messages.get(family.id);
      const owner = message?.mapping.inbound?.owner;
      const ownerMessage = owner && messages.get(owner.family);
      if (message && owner?.issuedOn !== undefined && ownerMessage) {
        this.issuers.push({ family, message, owner: { ...owner, issuedOn: owner.issuedOn }, ownerMessage });
      }
    }
  }

  /** The bill of the document, by field name, from what customs knows of the declared bill. */
  private bill(issuer: Issuer, declared: DeclaredMessage, xml: string, at: number): { head: Row; lines: Row[] } {
    const { family, owner } = issuer;
    const head: Row = {};
    for (const field of family.headFields) {
      const value = declared.values[field.name];
      if (!field.readOnly && value !== undefined && value !== '') head[field.name] = value;
    }
    // The owner's numbers customs assigned, as its receipts carry them; the document's own keys made here.
    for (const name of owner.keys) head[name] = declared.values[name] || assignedNumber(name, undefined, declared, at);
    for (const name of family.definition.ui.receipt?.keys ?? []) head[name] ??= assignedNumber(name, undefined, declared, at);
    const rates = comprehensiveRates();
    const lines = declaredLines(xml, issuer.ownerMessage.mapping.lines).map((values) => {
      const line: Row = {};
      for (const field of family.lineFields) {
        const value = values[field.name];
        if (!field.readOnly && value !== undefined && value !== '') line[field.name] = field.type === 'integer' ? Number(value) : value;
      }
      for (const [name, rate] of Object.entries(rates)) if (family.lineFields.some((field) => field.name === name)) line[name] = rate;
      return line;
    });
    fillRelations(family.headFields, family.lineFields, head, lines);
    return { head, lines };
  }

  /**
   * The documents customs issues for a declared message answered with `steps` (each with its time):
   * one per family whose owner is the declaring family and whose issuedOn status is among the steps.
   * A document the XSD refuses is not issued (answered with the problem instead, for the log).
   */
  issue(
    declared: DeclaredMessage,
    xml: string,
    receiverId: string,
    steps: ReadonlyArray<{ status: string; at: number }>,
  ): { documents: IssuedDocument[]; problems: string[] } {
    const documents: IssuedDocument[] = [];
    const problems: string[] = [];
    for (const issuer of this.issuers) {
      if (issuer.ownerMessage.mapping.root !== declared.root) continue;
      const step = steps.find((candidate) => candidate.status === issuer.owner.issuedOn);
      if (!step) continue;
      const guid = randomUUID().toUpperCase();
      const root = issuer.message.mapping.root;
      const message = buildMessage(issuer.message, [this.bill(issuer, declared, xml, step.at)], { guid, now: new Date(step.at) });
      const invalid = validateCebXml(message);
      if (invalid.length > 0) {
        problems.push(`${root}（${issuer.family.title}）不符合报文 XSD：${invalid[0]!.text}`);
        continue;
      }
      const envelope = wrapDxpMsg(message, { copMsgId: guid, senderId: customsReceiverId(root), receiverIds: [receiverId], msgType: root, createdAt: step.at });
      documents.push({ guid, root, message, envelope, at: step.at });
    }
    return { documents, problems };
  }
}
