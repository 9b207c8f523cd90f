// The official XSDs of the customs message standard (schemas/reference/ceb-202205/xsd), read once
// per thread and compiled by libxml2 when a document first needs them (about 50–100 ms each), then
// kept: a compiled schema is immutable and validating with it is cheap. Which messages a schema defines is read from the
// schema itself (its global elements), so a root is checked against the XSD that declares it and
// nothing here lists message numbers.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { XmlAttribute, XmlDocument, XmlElement, XsdValidator } from 'libxml2-wasm';
import type { Libxml2 } from './libxml2-binding.ts';
import type { SchemaFacts } from './problems.ts';

export const XSD_FOLDER = fileURLToPath(new URL('../../../schemas/reference/ceb-202205/xsd/', import.meta.url));

export const CEB_NAMESPACE = 'http://www.chinaport.gov.cn/ceb';

export type SchemaName = 'export-business-node' | 'import-business-node' | 'terminal-node';

export interface OfficialSchema {
  name: SchemaName;
  /** The schema's target namespace. */
  namespace: string;
  /** Local names of the global elements the schema declares (possible roots). */
  globalElements: ReadonlySet<string>;
  /**
   * What the problem texts need to know of the schema: which element names it declares at all
   * (an unknown one is "不是规范定义的元素"), and the base types of an element's local
   * restrictions (`price` → xs:decimal: libxml2 says only "not a valid value of the local atomic
   * type" when a value is not even of the base type, and the user should hear "不是有效的数值").
   */
  facts: SchemaFacts;
  /** The compiled schema, compiled on first use (a business message needs one of the two XSDs only). */
  readonly validator: XsdValidator;
}

const XS = { xs: 'http://www.w3.org/2001/XMLSchema' };

const targetNamespace = (xsd: XmlDocument): string => (xsd.get('/xs:schema/@targetNamespace', XS) as XmlAttribute | null)?.value ?? '';

/** `{namespace}local` of every element an XSD declares, and of the XSDs it imports (xmldsig). */
function declaredElements(libxml2: Libxml2, xsd: XmlDocument, into: Set<string>): Set<string> {
  const namespace = targetNamespace(xsd);
  for (const name of xsd.find('//xs:element/@name', XS) as XmlAttribute[]) into.add(`{${namespace}}${name.value}`);
  for (const location of xsd.find('/xs:schema/xs:import/@schemaLocation', XS) as XmlAttribute[]) {
    const imported = libxml2.XmlDocument.fromBuffer(readFileSync(`${XSD_FOLDER}${location.value}`));
    try {
      declaredElements(libxml2, imported, into);
    } finally {
      imported.dispose();
    }
  }
  return into;
}

function read(libxml2: Libxml2, name: SchemaName): OfficialSchema {
  const path = `${XSD_FOLDER}${name}-202205.xsd`;
  // The url lets libxml2 resolve the xs:import of xmldsig-core-schema.xsd next to it.
  const xsd = libxml2.XmlDocument.fromBuffer(readFileSync(path), { url: path });
  const namespace = targetNamespace(xsd);
  const names = (xsd.find('/xs:schema/xs:element/@name', XS) as XmlAttribute[]).map((attribute) => attribute.value);
  const declared = declaredElements(libxml2, xsd, new Set());
  const localBaseTypes = new Map<string, Set<string>>();
  for (const base of xsd.find('//xs:element[@name]/xs:simpleType/xs:restriction/@base', XS) as XmlAttribute[]) {
    const element = (base.parent!.parent!.parent as XmlElement).attr('name')!.value; // restriction ← simpleType ← element
    localBaseTypes.set(element, (localBaseTypes.get(element) ?? new Set()).add(base.value));
  }
  const facts: SchemaFacts = {
    declares: (elementNamespace, element) => declared.has(`{${elementNamespace}}${element}`),
    localBaseTypes: (element) => [...(localBaseTypes.get(element) ?? [])],
  };
  // The parsed XSD is never disposed: libxml2 compiles a schema from a caller's document with that
  // document preserved, and the compiled components keep pointers to its nodes.
  let validator: XsdValidator | null = null;
  return {
    name,
    namespace,
    globalElements: new Set(names),
    facts,
    get validator() {
      validator ??= libxml2.XsdValidator.fromDoc(xsd);
      return validator;
    },
  };
}

/**
 * The XSDs xs:import xmldsig-core-schema.xsd by a relative path, which libxml2 reads through an
 * input provider. libxml2-wasm's file provider would let libxml2 open any file on the machine for
 * any document parsed in this thread; this one opens only the files of the XSD folder.
 */
function registerXsdFolder(libxml2: Libxml2): void {
  const files = libxml2.fsInputProviders;
  const inFolder = (filename: string): boolean => {
    const path = filename.startsWith('file:') ? fileURLToPath(filename) : resolve(filename);
    return path.startsWith(XSD_FOLDER) && files.match(path);
  };
  libxml2.xmlRegisterInputProvider({ ...files, match: inFolder, open: (filename) => (inFolder(filename) ? files.open(filename) : undefined) });
}

/** The schemas of one thread's libxml2, each read on first use (and compiled on first validation). */
export function officialSchemas(libxml2: Libxml2): (name: SchemaName) => OfficialSchema {
  const schemas = new Map<SchemaName, OfficialSchema>();
  return (name) => {
    let schema = schemas.get(name);
    if (!schema) {
      if (schemas.size === 0) registerXsdFolder(libxml2);
      schema = read(libxml2, name);
      schemas.set(name, schema);
    }
    return schema;
  };
}
