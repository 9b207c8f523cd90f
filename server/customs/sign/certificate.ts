// A signing certificate as the signature needs it: its DER for KeyInfo, its number for KeyName,
// its subject, and its public key. Node's X509Certificate reads RSA and SM2 certificates but gives
// no usable key for SM2 ones (OpenSSL 3.0 calls it an "SM2" key, which Node does not know), so
// the SM2 public point is read from the SubjectPublicKeyInfo with node-forge's ASN.1.
import { X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { asn1Children, asn1FromDer, asn1Oid } from './der.ts';
import type { SignatureAlgorithm } from './algorithms.ts';
import { SignError } from './signer.ts';

const EC_PUBLIC_KEY_OID = '1.2.840.10045.2.1';
const SM2_CURVE_OID = '1.2.156.10197.1.301';
const RSA_OID = '1.2.840.113549.1.1.1';

export type CertificatePublicKey =
  | { algorithm: 'RSA-SHA1'; key: KeyObject }
  /** Uncompressed point 04 || x || y. */
  | { algorithm: 'SM2-SM3'; point: Buffer };

export interface CertificateInfo {
  der: Buffer;
  /** Serial number, upper-case hex. */
  serialNumber: string;
  subject: string;
  validTo: Date;
  publicKey: CertificatePublicKey;
  algorithm: SignatureAlgorithm;
}

/** The SubjectPublicKeyInfo of a certificate: TBSCertificate field 7 (6 without the version). */
function subjectPublicKeyInfo(der: Buffer): forge.asn1.Asn1 {
  const tbs = asn1Children(asn1Children(asn1FromDer(der))[0]);
  const hasVersion = tbs[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC;
  const spki = tbs[hasVersion ? 6 : 5];
  if (!spki) throw new SignError('证书格式不正确：缺少公钥信息');
  return spki;
}

function publicKeyOf(der: Buffer, x509: X509Certificate): CertificatePublicKey {
  const spki = subjectPublicKeyInfo(der);
  const [algorithm, bits] = asn1Children(spki);
  const [keyOid, parameter] = asn1Children(algorithm);
  const oid = asn1Oid(keyOid);
  if (oid === RSA_OID) return { algorithm: 'RSA-SHA1', key: x509.publicKey };
  if (oid === EC_PUBLIC_KEY_OID && asn1Oid(parameter) === SM2_CURVE_OID && bits) {
    const point = Buffer.from((bits.value as string).slice(1), 'binary');
    if (point.length === 65 && point[0] === 4) return { algorithm: 'SM2-SM3', point };
  }
  throw new SignError('证书的公钥既不是 SM2 也不是 RSA，标准不支持');
}

/** Reads a certificate (PEM text, bare base64 as in ds:X509Certificate, or DER). */
export function readCertificate(input: string | Buffer): CertificateInfo {
  let der: Buffer;
  if (Buffer.isBuffer(input)) der = input;
  else {
    // Only the first certificate block: a .pem may hold the private key after it, whose base64
    // would otherwise be decoded onto the certificate's (whenever the certificate's base64 has no
    // padding to stop the decoder) and leave bytes after the certificate.
    const block = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/.exec(input);
    const body = (block ? block[1]! : input).replace(/\s+/g, '');
    der = Buffer.from(body, 'base64');
  }
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(der);
  } catch (error) {
    throw new SignError(`证书无法读取：${(error as Error).message}`);
  }
  const publicKey = publicKeyOf(der, x509);
  return {
    der,
    serialNumber: x509.serialNumber.toUpperCase(),
    subject: x509.subject.replace(/\n/g, ', '),
    validTo: new Date(x509.validTo),
    publicKey,
    algorithm: publicKey.algorithm,
  };
}
