// What customs reads of a declared business message to answer it: its root (CEB303Message), its
// guid, the bill's guid (the first `guid` element: OrderHead.guid, InventoryHead.guid…) and every
// value of the bill by element name, the head's before the lines' (the first of a name wins).
// BaseTransfer and the signature are the exchange's, not the bill's, and are left out.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { CEB_NAMESPACE } from '../../customs/xsd/official-schemas.ts';

export interface DeclaredMessage {
  root: string;
  guid: string;
  billGuid: string;
  values: Readonly<Record<string, string>>;
  /** Every value of each element name, head and lines, in document order (a line field's values). */
  every: Readonly<Record<string, readonly string[]>>;
}

const NOT_THE_BILL = new Set(['BaseTransfer', 'Signature']);

function collect(element: Element, values: Record<string, string>, every: Record<string, string[]>): void {
  let hasChild = false;
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    hasChild = true;
    const child = node as Element;
    if (child.namespaceURI === CEB_NAMESPACE && !NOT_THE_BILL.has(child.localName ?? '')) collect(child, values, every);
  }
  const name = element.localName ?? '';
  if (hasChild) return;
  const text = (element.textContent ?? '').trim();
  if (!(name in values)) values[name] = text;
  (every[name] ??= []).push(text);
}

/** Reads a declared message (already checked against its XSD); throws when it is not one. */
export function readDeclaredMessage(xml: string): DeclaredMessage {
  const root = new DOMParser().parseFromString(xml.replace(/^\uFEFF/, ''), 'text/xml').documentElement;
  if (!root || root.namespaceURI !== CEB_NAMESPACE) throw new Error('不是海关跨境电商报文（根元素不在 ceb 命名空间）');
  const values: Record<string, string> = {};
  const every: Record<string, string[]> = {};
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && !NOT_THE_BILL.has((node as Element).localName ?? '')) collect(node as Element, values, every);
  }
  return { root: root.localName ?? '', guid: (root.getAttribute('guid') ?? '').trim(), billGuid: values.guid ?? '', values, every };
}
