// Checks a signed business message as customs would: the signature the standard describes (C14N,
// one Reference to the whole message with the enveloped-signature transform, SM2/SM3 or
// RSA/SHA-1), the digest of the message, and the signature with the certificate in KeyInfo.
// The simulator uses it; the codes are those of §7 table 7-1 (1001 invalid, 1002 expired,
// 1004 signature and data disagree).
import { timingSafeEqual, verify as nodeVerify } from 'node:crypto';
import { XmlDocument, XmlElement } from 'libxml2-wasm';
import { ALGORITHM_URIS, algorithmOfSignatureMethod, C14N_URI, ENVELOPED_SIGNATURE_URI, XMLDSIG_NS, type SignatureAlgorithm } from './algorithms.ts';
import { readCertificate, type CertificateInfo } from './certificate.ts';
import { childElements, digestOf, messageRoot, parseMessage } from './enveloped-signature.ts';
import { SignError } from './signer.ts';
import { sm2Verify } from './sm2.ts';

export type VerificationCode = '1001' | '1002' | '1004';

export type VerificationResult =
  { valid: true; algorithm: SignatureAlgorithm; certificateNo: string; subject: string } | { valid: false; code: VerificationCode; reason: string };

class Invalid extends Error {
  constructor(
    readonly code: VerificationCode,
    message: string,
  ) {
    super(message);
  }
}

function dsChildren(parent: XmlElement, name?: string): XmlElement[] {
  return childElements(parent).filter((element) => element.namespaceUri === XMLDSIG_NS && (name === undefined || element.name === name));
}

function only(parent: XmlElement, name: string): XmlElement {
  const found = dsChildren(parent, name);
  if (found.length !== 1) throw new Invalid('1001', `签名节点结构不符合标准：${name} 应出现一次`);
  return found[0]!;
}

function text(element: XmlElement): string {
  return element.content.replace(/\s+/g, '');
}

/**
 * Inclusive C14N of an element in the context of its ancestors' namespaces. libxml2's own subtree
 * canonicalization filters the whole document through a JavaScript callback (slow on a large
 * message); the element is copied into a small document that declares the same namespaces
 * instead, which canonicalizes to the same text.
 */
function canonicalInContext(element: XmlElement): string {
  const escape = (uri: string) => uri.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const declarations = Object.entries(element.namespaces)
    .map(([prefix, uri]) => (prefix ? ` xmlns:${prefix}="${escape(uri)}"` : ` xmlns="${escape(uri)}"`))
    .join('');
  const context = XmlDocument.fromString(`<context${declarations}>${element.toString({ format: false })}</context>`);
  try {
    return (childElements(context.root)[0] as XmlElement).canonicalizeToString();
  } finally {
    context.dispose();
  }
}

function algorithmAttribute(element: XmlElement): string {
  return element.attr('Algorithm')?.value ?? '';
}

/** The algorithm the SignedInfo declares, checked to be exactly the §6 form. */
function checkSignedInfo(signedInfo: XmlElement): { algorithm: SignatureAlgorithm; reference: XmlElement } {
  if (algorithmAttribute(only(signedInfo, 'CanonicalizationMethod')) !== C14N_URI) {
    throw new Invalid('1001', '规范化方法不是标准规定的 C14N');
  }
  const algorithm = algorithmOfSignatureMethod(algorithmAttribute(only(signedInfo, 'SignatureMethod')));
  if (!algorithm) throw new Invalid('1001', '签名算法不是标准规定的 SM2-SM3 或 RSA-SHA1');
  const reference = only(signedInfo, 'Reference');
  if (reference.attr('URI')?.value !== '') throw new Invalid('1001', '签名引用必须是整个报文（URI=""）');
  const transforms = dsChildren(only(reference, 'Transforms'), 'Transform').map(algorithmAttribute);
  if (transforms.length === 0 || transforms[0] !== ENVELOPED_SIGNATURE_URI || transforms.some((t, i) => i > 0 && t !== C14N_URI)) {
    throw new Invalid('1001', '签名转换方式必须是封内签名（enveloped-signature）');
  }
  if (algorithmAttribute(only(reference, 'DigestMethod')) !== ALGORITHM_URIS[algorithm].digestMethod) {
    throw new Invalid('1001', '摘要算法与签名算法不配套');
  }
  return { algorithm, reference };
}

function signatureMatches(certificate: CertificateInfo, signedInfo: Buffer, value: Buffer): boolean {
  const { publicKey } = certificate;
  if (publicKey.algorithm === 'SM2-SM3') return sm2Verify(signedInfo, value, publicKey.point);
  try {
    return nodeVerify('sha1', signedInfo, publicKey.key, value);
  } catch {
    return false;
  }
}

function check(xml: string, now: Date): VerificationResult {
  const doc = parseMessage(xml);
  try {
    const root = messageRoot(doc);
    const signatures = dsChildren(root, 'Signature');
    if (signatures.length !== 1) throw new Invalid('1001', signatures.length ? '报文含多个签名节点' : '报文未签名');
    const signature = signatures[0]!;
    const signedInfo = only(signature, 'SignedInfo');
    const { algorithm, reference } = checkSignedInfo(signedInfo);
    const certificateText = text(only(only(only(signature, 'KeyInfo'), 'X509Data'), 'X509Certificate'));
    let certificate: CertificateInfo;
    try {
      certificate = readCertificate(certificateText);
    } catch (error) {
      throw new Invalid('1001', error instanceof SignError ? error.message : '签名证书无法读取');
    }
    if (certificate.algorithm !== algorithm) throw new Invalid('1001', '签名证书的密钥类型与签名算法不符');
    if (certificate.validTo < now) throw new Invalid('1002', '签名证书已过期');

    const canonicalSignedInfo = Buffer.from(canonicalInContext(signedInfo), 'utf8');
    const signatureValue = Buffer.from(text(only(signature, 'SignatureValue')), 'base64');
    const declared = Buffer.from(text(only(reference, 'DigestValue')), 'base64');
    // The enveloped-signature transform: the message as it was before the signature went in.
    signature.remove();
    const expected = Buffer.from(digestOf(doc.canonicalizeToString(), algorithm), 'base64');
    if (declared.length !== expected.length || !timingSafeEqual(declared, expected)) {
      throw new Invalid('1004', '签名与数据不符：报文内容在签名后被改动');
    }
    if (!signatureMatches(certificate, canonicalSignedInfo, signatureValue)) {
      throw new Invalid('1001', '数字签名无效：签名值与签名信息不符');
    }
    return { valid: true, algorithm, certificateNo: certificate.serialNumber, subject: certificate.subject };
  } finally {
    doc.dispose();
  }
}

/** Verifies the enveloped signature of a business message; never throws for a bad message. */
export function verifySignedMessage(xml: string, options: { now?: Date } = {}): VerificationResult {
  try {
    return check(xml, options.now ?? new Date());
  } catch (error) {
    if (error instanceof Invalid) return { valid: false, code: error.code, reason: error.message };
    if (error instanceof SignError) return { valid: false, code: '1001', reason: error.message };
    throw error;
  }
}
