// The official cross-border e-commerce messages (reference/ceb-202205): every element of every
// message with its cardinality, type and length, read from {export,import}-fields-202205.txt
// (a dump of the XSDs), and which CEBnnn message carries each element, read from the XSDs.
//
// How many characters an element allows, compared with the definition's maxLength / x-maxLength
// (characters of the written number, as the engine counts them):
// - string: maxLength, or length; an element with only minLength has no limit;
// - decimal totalDigits=T fractionDigits=F: T digits plus the decimal point when F > 0, so
//   19/5 allows 20 characters ("numeric fields 20" of the spec); amounts are never negative,
//   so no sign is counted;
// - int totalDigits=T: T; xs:int without totalDigits: 10 (the digits of 2147483647).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageSide } from './table-types.ts';

export interface OfficialElement {
  name: string;
  /** 1 for [1..1], 0 for [0..1]. */
  minOccurs: number;
  /** The type and facets as written, e.g. "string maxLength=60 minLength=1". */
  type: string;
  /** Characters allowed, by the rule above; undefined when the element sets no limit. */
  characters?: number;
}

export interface OfficialFile {
  /** File name, e.g. export-fields-202205.txt. */
  name: string;
  /** element (## Name) -> its children by name. */
  elements: Map<string, Map<string, OfficialElement>>;
  /** element -> the first CEBnnn message (in XSD order) that carries it. */
  messages: Map<string, string>;
  /** element -> how many a message may carry at most, where the XSD bounds it (OrderList: 100). */
  maxOccurs: Map<string, number>;
}

export type OfficialReference = Record<MessageSide, OfficialFile>;

/** A copy of the official reference kept in the project, so the check runs from any clone (CI). */
export const REFERENCE_FOLDER = 'schemas/reference/ceb-202205';
const SIDES: readonly MessageSide[] = ['export', 'import'];

export function fieldsFileName(side: MessageSide): string {
  return `${side}-fields-202205.txt`;
}

function xsdFileName(side: MessageSide): string {
  return `xsd/${side}-business-node-202205.xsd`;
}

function facetsOf(tokens: string[]): Map<string, number> {
  const facets = new Map<string, number>();
  for (const token of tokens) {
    const match = /^([a-zA-Z]+)=(\d+)$/.exec(token);
    if (match) facets.set(match[1], Number(match[2]));
  }
  return facets;
}

/** Characters the element allows (rule in the header comment). */
export function charactersAllowed(type: string): number | undefined {
  const [base = '', ...rest] = type.split(/\s+/);
  const facets = facetsOf(rest);
  if (base === 'string') return facets.get('maxLength') ?? facets.get('length');
  if (base === 'decimal') {
    const total = facets.get('totalDigits');
    return total === undefined ? undefined : total + ((facets.get('fractionDigits') ?? 0) > 0 ? 1 : 0);
  }
  if (base === 'int' || base === 'xs:int') return facets.get('totalDigits') ?? 10;
  return undefined;
}

// "   orderNo [1..1] string maxLength=60 :: 订单编号…"; references ("ref ceb:…") and attributes
// ("@guid …") are not fields.
const FIELD_LINE = /^ {3}([A-Za-z][A-Za-z0-9]*) \[(\d+)\.\.(?:\d+|unbounded)\]\s*(.*?)\s*(?:::.*)?$/;

export function parseFieldsText(text: string): Map<string, Map<string, OfficialElement>> {
  const elements = new Map<string, Map<string, OfficialElement>>();
  let current: Map<string, OfficialElement> | undefined;
  for (const line of text.split(/\r?\n/)) {
    const heading = /^## ([A-Za-z][A-Za-z0-9]*)/.exec(line);
    if (heading) {
      current = new Map();
      elements.set(heading[1], current);
      continue;
    }
    const field = FIELD_LINE.exec(line);
    if (!field || !current) continue;
    const [, name, min, type] = field;
    current.set(name, { name, minOccurs: Number(min), type, characters: charactersAllowed(type) });
  }
  return elements;
}

/**
 * element -> CEBnnn message, from the XSD's top-level elements: a message carries what it
 * references, directly, inside an element it declares in place (the import side's
 * <Order><OrderHead/>…</Order>), or through a referenced element.
 */
export function parseMessageOwners(xsd: string): Map<string, string> {
  const refs = new Map<string, string[]>();
  const blocks = xsd.split(/^\t<xs:element name="/m).slice(1);
  for (const block of blocks) {
    const name = /^([A-Za-z0-9]+)"/.exec(block)?.[1];
    if (name)
      refs.set(
        name,
        [...block.matchAll(/ref="ceb:([A-Za-z0-9]+)"/g)].map((m) => m[1]),
      );
  }
  const owners = new Map<string, string>();
  for (const message of refs.keys()) {
    const code = /^(CEB\d+)Message$/.exec(message)?.[1];
    if (!code) continue;
    const pending = [...(refs.get(message) ?? [])];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const element = pending.pop()!;
      if (seen.has(element)) continue;
      seen.add(element);
      if (!owners.has(element)) owners.set(element, code);
      pending.push(...(refs.get(element) ?? []));
    }
  }
  return owners;
}

/** The bounded maxOccurs of referenced elements (<xs:element ref="ceb:OrderList" maxOccurs="99"/>); the lowest when several. */
export function parseMaxOccurs(xsd: string): Map<string, number> {
  const bounds = new Map<string, number>();
  for (const match of xsd.matchAll(/<xs:element ref="ceb:([A-Za-z0-9]+)"([^>]*)>/g)) {
    const bound = /maxOccurs="(\d+)"/.exec(match[2])?.[1];
    if (bound === undefined) continue;
    const known = bounds.get(match[1]);
    bounds.set(match[1], known === undefined ? Number(bound) : Math.min(known, Number(bound)));
  }
  return bounds;
}

export type ReferenceLoad = { absent: true } | { reference: OfficialReference } | { problem: string };

/**
 * Reads the reference folder. An absent folder is not an error (a copy of the project without
 * the shared reference simply skips the comparison); a folder with a missing file is.
 */
export function loadOfficialReference(folder: string): ReferenceLoad {
  if (!existsSync(folder)) return { absent: true };
  const files: Partial<OfficialReference> = {};
  for (const side of SIDES) {
    const name = fieldsFileName(side);
    let text: string;
    try {
      text = readFileSync(join(folder, name), 'utf8');
    } catch (error) {
      return { problem: `无法读取官方报文字段表 ${join(folder, name)}：${(error as Error).message}` };
    }
    const xsdPath = join(folder, xsdFileName(side));
    // Without the XSD only the message number and the line bounds are missing, not the limits.
    const xsd = existsSync(xsdPath) ? readFileSync(xsdPath, 'utf8') : '';
    files[side] = { name, elements: parseFieldsText(text), messages: parseMessageOwners(xsd), maxOccurs: parseMaxOccurs(xsd) };
  }
  return { reference: files as OfficialReference };
}

/** "CEB505 Logistics.logisticsNo", or the file name when the message is unknown. */
export function elementLabel(file: OfficialFile, element: string, child?: string): string {
  const owner = file.messages.get(element) ?? file.name;
  return `${owner} ${element}${child === undefined ? '' : `.${child}`}`;
}
