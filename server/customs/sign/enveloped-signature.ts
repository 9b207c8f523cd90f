// The enveloped XML signature of §6, independent of who holds the key: the digest of the
// canonical message, the SignedInfo to be signed, and the ds:Signature put where the XSD wants it.
// The signer (software key or e-port card) only turns the canonical SignedInfo into a signature.
//
// libxml2 (the validator's parser) parses, canonicalizes and writes the message: it is several
// times faster than a JavaScript DOM here, and the specs check its output with xml-crypto.
import { createHash } from 'node:crypto';
import { ParseOption, XmlDocument, XmlElement, XmlError } from 'libxml2-wasm';
import { ALGORITHM_URIS, C14N_URI, ENVELOPED_SIGNATURE_URI, XMLDSIG_NS, type SignatureAlgorithm } from './algorithms.ts';
import { messageLayout, signatureFollower } from './signature-placement.ts';
import { canonicalSignedInfo } from './signed-info.ts';
import { SignError } from './signer.ts';

export const CEB_NS = 'http://www.chinaport.gov.cn/ceb';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Messages may come from outside (the simulator checks what the portal wrote): no network, no external entities. */
const PARSE_OPTIONS = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES;

/** What the key holder gives back to complete the signature. */
export interface SignatureMaterial {
  signatureValue: Buffer;
  /** The signing certificate, DER. */
  certificate: Buffer;
  /** ds:KeyName: the certificate number. */
  keyName: string;
}

export interface PendingSignature {
  /** The canonical SignedInfo (UTF-8): the bytes the key signs. */
  signedInfo: Buffer;
  /** The message with the finished ds:Signature; the pending signature is spent afterwards. */
  complete(material: SignatureMaterial): string;
  /** Frees the parsed message without completing (the key holder refused). */
  discard(): void;
}

/** Parses a message; a malformed one is a SignError in Chinese. The caller disposes the document. */
export function parseMessage(xml: string): XmlDocument {
  try {
    return XmlDocument.fromString(xml.replace(/^\uFEFF/, ''), { option: PARSE_OPTIONS });
  } catch (error) {
    if (error instanceof XmlError) throw new SignError(`报文不是格式正确的 XML，无法签名：${error.message.trim()}`);
    throw error;
  }
}

/** The element children of an element. */
export function childElements(parent: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  for (let node = parent.firstChild; node; node = node.next) {
    if (node instanceof XmlElement) found.push(node);
  }
  return found;
}

/** The CEBnnnMessage root of a parsed message. */
export function messageRoot(doc: XmlDocument): XmlElement {
  const root = doc.root;
  if (root.namespaceUri !== CEB_NS || !/^CEB\d+Message$/.test(root.name)) {
    throw new SignError('报文根节点不是海关跨境电商业务报文（ceb:CEBnnnMessage），无法签名');
  }
  return root;
}

export function digestOf(canonical: string, algorithm: SignatureAlgorithm): string {
  return createHash(ALGORITHM_URIS[algorithm].digest).update(canonical, 'utf8').digest('base64');
}

function dsElement(parent: XmlElement, name: string, attributes: Record<string, string> = {}): XmlElement {
  const element = parent.addElement(name, 'ds');
  for (const [key, value] of Object.entries(attributes)) element.setAttr(key, value);
  return element;
}

/**
 * Prepares the enveloped signature of a business message: digest of the whole message (the
 * enveloped-signature transform leaves exactly the unsigned message), the ds:Signature skeleton
 * at its XSD place, and the canonical SignedInfo (inclusive C14N, so it carries the namespaces in
 * scope: xmlns:ceb and xmlns:ds) to sign, written by signed-info.ts.
 */
export function prepareEnvelopedSignature(xml: string, algorithm: SignatureAlgorithm): PendingSignature {
  const doc = parseMessage(xml);
  try {
    const root = messageRoot(doc);
    const layout = messageLayout(root.name);
    if (!layout) throw new SignError(`报文 ${root.name} 的 XSD 不含签名节点，不能加签`);
    const children = childElements(root);
    if (children.some((child) => child.namespaceUri === XMLDSIG_NS)) {
      throw new SignError('报文已含签名节点（ds:Signature），不能重复加签');
    }
    // C14N 1.0 would carry xml:lang and the like from the root into the SignedInfo, which
    // signed-info.ts does not write; no message of the standard has them, so refuse rather than err.
    if (root.attrs.some((attribute) => attribute.namespaceUri === XML_NS)) {
      throw new SignError('报文根节点带有 xml: 属性，不能按标准加签');
    }
    const uris = ALGORITHM_URIS[algorithm];
    const digestValue = digestOf(doc.canonicalizeToString(), algorithm);

    // Before the first child the XSD puts after the signature; appended last, it still goes
    // before the root's closing whitespace, so the end tag keeps its own line.
    const follower = signatureFollower(children, layout);
    const last = root.lastChild;
    const trailingSpace = last && !(last instanceof XmlElement) && /^\s*$/.test(last.content) ? last : null;
    const signature = follower
      ? follower.prependElement('Signature')
      : trailingSpace
        ? trailingSpace.prependElement('Signature')
        : root.addElement('Signature');
    signature.addNsDeclaration(XMLDSIG_NS, 'ds');
    signature.prefix = 'ds';
    const signedInfo = dsElement(signature, 'SignedInfo');
    dsElement(signedInfo, 'CanonicalizationMethod', { Algorithm: C14N_URI });
    dsElement(signedInfo, 'SignatureMethod', { Algorithm: uris.signatureMethod });
    const reference = dsElement(signedInfo, 'Reference', { URI: '' });
    dsElement(dsElement(reference, 'Transforms'), 'Transform', { Algorithm: ENVELOPED_SIGNATURE_URI });
    dsElement(reference, 'DigestMethod', { Algorithm: uris.digestMethod });
    dsElement(reference, 'DigestValue').addText(digestValue);
    const canonical = Buffer.from(canonicalSignedInfo(root.nsDeclarations, algorithm, digestValue), 'utf8');

    let spent = false;
    const spend = () => {
      if (spent) throw new Error('signature already completed');
      spent = true;
    };
    return {
      signedInfo: canonical,
      complete(material) {
        spend();
        try {
          dsElement(signature, 'SignatureValue').addText(material.signatureValue.toString('base64'));
          const keyInfo = dsElement(signature, 'KeyInfo');
          dsElement(keyInfo, 'KeyName').addText(material.keyName);
          dsElement(dsElement(keyInfo, 'X509Data'), 'X509Certificate').addText(material.certificate.toString('base64'));
          // The declaration as the standard's samples write it (libxml2 would write encoding="utf-8").
          return `<?xml version="1.0" encoding="UTF-8"?>\n${doc.toString({ noDeclaration: true })}`;
        } finally {
          doc.dispose();
        }
      },
      discard() {
        if (spent) return;
        spent = true;
        doc.dispose();
      },
    };
  } catch (error) {
    doc.dispose();
    throw error;
  }
}
