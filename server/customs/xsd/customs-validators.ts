// Validation of customs messages against the official XSDs by libxml2, for one thread's copy of
// libxml2 (libxml2-binding.ts says why it is handed in). Synchronous and CPU-bound.
//
// A business message (root CEBnnnMessage in http://www.chinaport.gov.cn/ceb) is validated against
// the XSD that declares its root — export-business-node or import-business-node; the transfer
// envelope (DxpMsg, namespace http://www.chinaport.gov.cn/dxp) against terminal-node. The answer
// is a list of problems, empty when the document is valid; a document that is not XML, or whose
// root no XSD declares, is a problem too — this never throws for what the document contains.
import type { ErrorDetail, XmlDocument, XmlElement, XmlTreeNode } from 'libxml2-wasm';
import type { Libxml2 } from './libxml2-binding.ts';
import { CEB_NAMESPACE, officialSchemas, type OfficialSchema } from './official-schemas.ts';
import { malformedProblem, unvalidatableProblem, validationProblem, type XsdProblem } from './problems.ts';
import { xmlTreeOf, type XmlTree } from './xml-tree.ts';

/** A document's problems, and when it has none, its elements (xml-tree.ts; null when not asked for). */
export interface CheckedXml {
  problems: XsdProblem[];
  tree: XmlTree | null;
}

export interface CustomsValidators {
  /** Problems of a business message (CEBnnnMessage) against the official XSD; empty when valid. */
  validateCebXml(xml: string | Uint8Array): XsdProblem[];
  /** Problems of a transfer envelope (DxpMsg, or the platform's DxpRep) against terminal-node-202205.xsd. */
  validateTransferXml(xml: string | Uint8Array): XsdProblem[];
  /** validateCebXml, and when valid the message's elements, read from the same parse. */
  checkCebXml(xml: string | Uint8Array): CheckedXml;
  /** validateTransferXml, and when valid the envelope's elements, read from the same parse. */
  checkTransferXml(xml: string | Uint8Array): CheckedXml;
  /** The elements of a well-formed document (no schema); the problem when it is not XML. */
  parseXmlTree(xml: string | Uint8Array): CheckedXml;
}

const BUSINESS_MESSAGE = /^CEB\d+Message$/;
const BUSINESS_SCHEMAS = ['export-business-node', 'import-business-node'] as const;

function rootProblem(name: string, namespace: string, text: string): XsdProblem {
  return { line: 1, element: name, message: `root element {${namespace}}${name} is not declared by the message schemas`, text };
}

export function createCustomsValidators(libxml2: Libxml2): CustomsValidators {
  const schema = officialSchemas(libxml2);
  // Documents come from outside (receipts in the inbox): no external entities, no network, line
  // numbers past 65535 kept as they are.
  const { XML_PARSE_NONET, XML_PARSE_NO_XXE, XML_PARSE_BIG_LINES } = libxml2.ParseOption;
  const parseOptions = { option: XML_PARSE_NONET | XML_PARSE_NO_XXE | XML_PARSE_BIG_LINES };

  function parse(xml: string | Uint8Array): XmlDocument | XsdProblem {
    try {
      // A string is text already: its characters count, whatever encoding its declaration names
      // (libxml2 would otherwise decode the UTF-8 it is handed as, say, GBK — and miscount lengths).
      if (typeof xml === 'string') return libxml2.XmlDocument.fromString(xml, { ...parseOptions, encoding: 'utf-8' });
      return libxml2.XmlDocument.fromBuffer(xml, parseOptions);
    } catch (error) {
      // XmlParseError, with libxml2's diagnostics in details (the first one says what broke).
      if (error instanceof libxml2.XmlError) return malformedProblem((error as { details?: ErrorDetail[] }).details?.[0]);
      throw error;
    }
  }

  const isElement = (node: XmlTreeNode): node is XmlElement => node instanceof libxml2.XmlElement;

  /** Validates a document with the schema `schemaFor` picks by its root, or returns why none fits; a valid one is read by `read`. */
  function check(xml: string | Uint8Array, schemaFor: ((name: string, namespace: string) => OfficialSchema | XsdProblem) | null, read: boolean): CheckedXml {
    const parsed = parse(xml);
    if (!(parsed instanceof libxml2.XmlDocument)) return { problems: [parsed], tree: null };
    try {
      const root = parsed.root;
      const tree = () => (read ? xmlTreeOf(root, isElement) : null);
      if (schemaFor === null) return { problems: [], tree: tree() };
      const chosen = schemaFor(root.name, root.namespaceUri);
      if ('text' in chosen) return { problems: [{ ...chosen, line: root.line || chosen.line }], tree: null };
      try {
        chosen.validator.validate(parsed);
        return { problems: [], tree: tree() };
      } catch (error) {
        if (error instanceof libxml2.XmlValidateError) return { problems: error.details.map((detail) => validationProblem(detail, chosen.facts)), tree: null };
        // libxml2 gives up ("internal error") on what a message never contains, e.g. an entity
        // reference left unexpanded (external entities are not loaded, see parseOptions).
        if (error instanceof libxml2.XmlError) return { problems: [unvalidatableProblem(error.message)], tree: null };
        throw error;
      }
    } finally {
      parsed.dispose();
    }
  }

  function businessSchema(name: string, namespace: string): OfficialSchema | XsdProblem {
    if (namespace !== CEB_NAMESPACE) {
      return rootProblem(name, namespace, `报文根元素 ${name} 不在海关跨境电商报文的命名空间 ${CEB_NAMESPACE} 中`);
    }
    if (BUSINESS_MESSAGE.test(name)) {
      for (const schemaName of BUSINESS_SCHEMAS) {
        if (schema(schemaName).globalElements.has(name)) return schema(schemaName);
      }
    }
    return rootProblem(name, namespace, `报文根元素 ${name} 不是规范定义的报文（应为 CEBnnnMessage）`);
  }

  function transferSchema(name: string, namespace: string): OfficialSchema | XsdProblem {
    const terminal = schema('terminal-node');
    if (namespace === terminal.namespace && terminal.globalElements.has(name)) return terminal;
    return rootProblem(name, namespace, `传输报文根元素 ${name} 不是规范定义的传输报文（应为 ${terminal.namespace} 中的 DxpMsg）`);
  }

  return {
    validateCebXml: (xml) => check(xml, businessSchema, false).problems,
    validateTransferXml: (xml) => check(xml, transferSchema, false).problems,
    checkCebXml: (xml) => check(xml, businessSchema, true),
    checkTransferXml: (xml) => check(xml, transferSchema, true),
    parseXmlTree: (xml) => check(xml, null, true),
  };
}
