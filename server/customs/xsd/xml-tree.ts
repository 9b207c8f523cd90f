// A checked document's elements as plain objects, made from the very libxml2 document the XSD
// validation parsed, before it is freed: whoever reads a message after checking it (the inbox
// reader: the envelope's TransInfo, a receipt's up to 100 elements) reads these instead of
// parsing the text a second time with another parser (xmldom took ten times libxml2's time on a
// 100-receipt message). Plain data, so it may cross a worker boundary too.
import type { XmlElement, XmlTreeNode } from 'libxml2-wasm';

export interface XmlTree {
  /** Local name. */
  name: string;
  /** Namespace URI; empty for none. */
  namespace: string;
  attributes: Readonly<Record<string, string>>;
  children: readonly XmlTree[];
  /** The text of an element without element children (trimmed by the reader, not here); empty otherwise. */
  text: string;
}

/** The element and its descendants as an XmlTree; `isElement` tells elements from text, comments… (per libxml2 binding). */
export function xmlTreeOf(element: XmlElement, isElement: (node: XmlTreeNode) => node is XmlElement): XmlTree {
  const children: XmlTree[] = [];
  for (let node = element.firstChild; node; node = node.next) if (isElement(node)) children.push(xmlTreeOf(node, isElement));
  const attributes: Record<string, string> = {};
  for (const attribute of element.attrs) attributes[attribute.name] = attribute.value;
  return { name: element.name, namespace: element.namespaceUri, attributes, children, text: children.length === 0 ? element.content : '' };
}
