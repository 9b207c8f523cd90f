// The official business-node XSDs (schemas/reference/ceb-202205/xsd/{export,import}-business-node-
// 202205.xsd) read once into a small model: every top-level element with its attributes and the
// xs:sequence of its children (in order, with their cardinality and simple type), references
// resolved. The message builder takes its element order and formats from here, the mapping
// check its required elements and limits; nothing of a message's shape is written by hand.
import { DOMParser, type Element } from '@xmldom/xmldom';

const XS = 'http://www.w3.org/2001/XMLSchema';

/** The facets the CEB XSDs use (no enumerations and no patterns: their code lists are lengths). */
export interface XsdFacets {
  length?: number;
  minLength?: number;
  maxLength?: number;
  totalDigits?: number;
  fractionDigits?: number;
}

export interface XsdSimpleType {
  /** The base type without prefix: string, decimal, int… */
  base: string;
  facets: XsdFacets;
}

export interface XsdAttribute {
  name: string;
  required: boolean;
  type: XsdSimpleType;
  fixed?: string;
  default?: string;
}

export interface XsdElement {
  name: string;
  /** The element's namespace prefix in the XSD: ceb for the message's own, ds for the signature. */
  prefix: string;
  documentation?: string;
  attributes: XsdAttribute[];
  /** Simple content (a leaf); undefined for a complex element. */
  type?: XsdSimpleType;
  /** The xs:sequence of a complex element, in order. */
  children: XsdParticle[];
  fixed?: string;
  default?: string;
}

/** One child of a sequence: the element and how many times it occurs there. */
export interface XsdParticle {
  element: XsdElement;
  minOccurs: number;
  /** Infinity for unbounded. */
  maxOccurs: number;
}

export interface XsdModel {
  /** Top-level elements by name (CEB303Message, OrderHead, BaseTransfer…). */
  elements: ReadonlyMap<string, XsdElement>;
}

function childElements(node: Element, localName?: string): Element[] {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== child.ELEMENT_NODE) continue;
    const element = child as Element;
    if (element.namespaceURI === XS && (localName === undefined || element.localName === localName)) out.push(element);
  }
  return out;
}

function firstChild(node: Element, localName: string): Element | undefined {
  return childElements(node, localName)[0];
}

function attribute(node: Element, name: string): string | undefined {
  return node.hasAttribute(name) ? (node.getAttribute(name) ?? undefined) : undefined;
}

function localOf(qualified: string): { prefix: string; name: string } {
  const at = qualified.indexOf(':');
  return at < 0 ? { prefix: '', name: qualified } : { prefix: qualified.slice(0, at), name: qualified.slice(at + 1) };
}

function occurs(value: string | undefined): number {
  if (value === undefined) return 1;
  return value === 'unbounded' ? Number.POSITIVE_INFINITY : Number(value);
}

const NUMERIC_FACETS = ['length', 'minLength', 'maxLength', 'totalDigits', 'fractionDigits'] as const;

function simpleTypeOf(node: Element): XsdSimpleType | undefined {
  const typeName = attribute(node, 'type');
  if (typeName !== undefined && localOf(typeName).prefix !== 'ceb') return { base: localOf(typeName).name, facets: {} };
  const restriction = firstChild(node, 'simpleType') && firstChild(firstChild(node, 'simpleType')!, 'restriction');
  if (!restriction) return undefined;
  const facets: XsdFacets = {};
  for (const facet of childElements(restriction)) {
    const name = facet.localName as (typeof NUMERIC_FACETS)[number];
    if (NUMERIC_FACETS.includes(name)) facets[name] = Number(facet.getAttribute('value'));
  }
  return { base: localOf(restriction.getAttribute('base') ?? 'string').name, facets };
}

function documentationOf(node: Element): string | undefined {
  const documentation = firstChild(node, 'annotation') && firstChild(firstChild(node, 'annotation')!, 'documentation');
  return documentation?.textContent?.trim() || undefined;
}

/** A reference waiting for its top-level element (filled once every element is read). */
interface PendingRef {
  particle: { element: XsdElement };
  name: string;
  prefix: string;
}

function readElement(node: Element, pending: PendingRef[]): XsdElement {
  const element: XsdElement = {
    name: node.getAttribute('name') ?? '',
    prefix: 'ceb',
    documentation: documentationOf(node),
    attributes: [],
    type: simpleTypeOf(node),
    children: [],
    fixed: attribute(node, 'fixed'),
    default: attribute(node, 'default'),
  };
  const complex = firstChild(node, 'complexType');
  if (!complex) return element;
  for (const item of childElements(complex, 'attribute')) {
    element.attributes.push({
      name: item.getAttribute('name') ?? '',
      required: item.getAttribute('use') === 'required',
      type: simpleTypeOf(item) ?? { base: 'string', facets: {} },
      fixed: attribute(item, 'fixed'),
      default: attribute(item, 'default'),
    });
  }
  const sequence = firstChild(complex, 'sequence');
  if (!sequence) return element;
  for (const item of childElements(sequence, 'element')) {
    const minOccurs = occurs(attribute(item, 'minOccurs'));
    const maxOccurs = occurs(attribute(item, 'maxOccurs'));
    const ref = attribute(item, 'ref');
    if (ref === undefined) {
      element.children.push({ element: readElement(item, pending), minOccurs, maxOccurs });
      continue;
    }
    const { prefix, name } = localOf(ref);
    const particle: XsdParticle = { element: { name, prefix, attributes: [], children: [] }, minOccurs, maxOccurs };
    element.children.push(particle);
    if (prefix === 'ceb') pending.push({ particle, name, prefix });
  }
  return element;
}

/** The model of one business-node XSD's text. */
export function parseXsd(text: string): XsdModel {
  const document = new DOMParser().parseFromString(text, 'text/xml');
  const root = document.documentElement;
  if (!root || root.namespaceURI !== XS || root.localName !== 'schema') throw new Error('不是 XML Schema 文档');
  const pending: PendingRef[] = [];
  const elements = new Map<string, XsdElement>();
  for (const node of childElements(root, 'element')) {
    const element = readElement(node, pending);
    elements.set(element.name, element);
  }
  for (const ref of pending) {
    const target = elements.get(ref.name);
    if (!target) throw new Error(`XSD 引用了未定义的元素 ceb:${ref.name}`);
    ref.particle.element = target;
  }
  return { elements };
}

/** The message roots the model defines (CEB303Message…), in XSD order. */
export function messageRoots(model: XsdModel): string[] {
  return [...model.elements.keys()].filter((name) => /^CEB\d{3}Message$/.test(name));
}

/**
 * The particles from `from` down to the element named `target` (first match, depth first), or
 * undefined when `from` does not contain it. The path says how many a message may carry of each
 * level: CEB303Message → Order (≤100) → OrderList (≤100).
 */
export function pathTo(from: XsdElement, target: string, seen: Set<XsdElement> = new Set()): XsdParticle[] | undefined {
  if (seen.has(from)) return undefined;
  seen.add(from);
  for (const particle of from.children) {
    if (particle.element.name === target) return [particle];
    const below = pathTo(particle.element, target, seen);
    if (below) return [particle, ...below];
  }
  return undefined;
}
