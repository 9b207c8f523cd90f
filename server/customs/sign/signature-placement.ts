// Where ds:Signature goes in a business message, read from the official XSDs rather than
// written down here: the export schema puts it before ceb:ExtendMessage, the import schema after
// it, and both after BaseTransfer and BaseSubscribe.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';

const XSD_NS = 'http://www.w3.org/2001/XMLSchema';
const BUSINESS_XSDS = ['export-business-node-202205.xsd', 'import-business-node-202205.xsd'];
const XSD_DIR = fileURLToPath(new URL('../../../schemas/reference/ceb-202205/xsd/', import.meta.url));

/** The children of one message root in schema order, and which of them is the signature. */
export interface MessageLayout {
  /** Local names of the root's children in the order of the XSD's sequence. */
  children: string[];
  /** Index of `Signature` in `children`. */
  signatureIndex: number;
  /** Whether the XSD requires the signature (some import messages do). */
  signatureRequired: boolean;
}

let layouts: Map<string, MessageLayout> | null = null;

function localName(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1);
}

function childElements(element: Element, name: string): Element[] {
  const found: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === XSD_NS && (node as Element).localName === name) {
      found.push(node as Element);
    }
  }
  return found;
}

function readLayouts(): Map<string, MessageLayout> {
  const result = new Map<string, MessageLayout>();
  for (const file of BUSINESS_XSDS) {
    const schema = new DOMParser().parseFromString(readFileSync(XSD_DIR + file, 'utf8'), 'text/xml').documentElement;
    if (!schema) continue;
    for (const element of childElements(schema, 'element')) {
      const name = element.getAttribute('name') ?? '';
      if (!/^CEB\d+Message$/.test(name)) continue;
      const sequence = childElements(element, 'complexType').flatMap((type) => childElements(type, 'sequence'))[0];
      if (!sequence) continue;
      const members = childElements(sequence, 'element');
      const children = members.map((member) => localName(member.getAttribute('ref') || member.getAttribute('name') || ''));
      const signatureIndex = children.indexOf('Signature');
      if (signatureIndex < 0) continue;
      const signature = members[signatureIndex]!;
      result.set(name, { children, signatureIndex, signatureRequired: signature.getAttribute('minOccurs') !== '0' });
    }
  }
  return result;
}

/** The layout of a message root such as `CEB603Message`, or null when the XSD allows no signature. */
export function messageLayout(messageName: string): MessageLayout | null {
  layouts ??= readLayouts();
  return layouts.get(messageName) ?? null;
}

/**
 * The first child of the root that must follow the signature (insert before it), or null to
 * append the signature as the last child.
 */
export function signatureFollower<T extends { name: string }>(rootChildren: readonly T[], layout: MessageLayout): T | null {
  return rootChildren.find((child) => layout.children.indexOf(child.name) > layout.signatureIndex) ?? null;
}
