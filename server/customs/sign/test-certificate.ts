// Self-signed certificates for development and tests: an RSA one (node-forge) and an SM2 one.
// (`type` is given because forge's DN encoder needs the OIDs.) A real company uses the certificate its data centre issues (docs/customs-messages/signing.md);
// these only let the portal sign before that, and let tests sign without a card.
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { asn1FromDer } from './der.ts';
import type { SignatureAlgorithm } from './algorithms.ts';
import { sm2KeyPairOf, sm2Sign } from './sm2.ts';

const asn1 = forge.asn1;
/** SM3withSM2 (GM/T 0006). */
const SM3_WITH_SM2_OID = '1.2.156.10197.1.501';

export interface TestCertificate {
  algorithm: SignatureAlgorithm;
  certificatePem: string;
  /** PKCS#8 PEM, unencrypted. */
  privateKeyPem: string;
  privateKey: KeyObject;
}

function subjectOf(companyCode: string): forge.pki.CertificateField[] {
  return [
    { type: '2.5.4.6', shortName: 'C', value: 'CN' },
    { type: '2.5.4.10', shortName: 'O', value: `${companyCode} 测试企业`, valueTagClass: asn1.Type.UTF8 as never },
    { type: '2.5.4.3', shortName: 'CN', value: `${companyCode} 测试签名证书`, valueTagClass: asn1.Type.UTF8 as never },
  ];
}

function serialHex(): string {
  // Positive, 16 bytes: the first bit cleared so DER needs no sign byte.
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f;
  return bytes.toString('hex');
}

function validity(years: number): { notBefore: Date; notAfter: Date } {
  const notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + years);
  return { notBefore, notAfter };
}

/** RSA 2048 key (generated natively, it is much faster than forge) and a SHA-256 self-signed certificate. */
export function createRsaTestCertificate(companyCode: string, years = 3): TestCertificate {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e);
  certificate.serialNumber = serialHex();
  const { notBefore, notAfter } = validity(years);
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  certificate.setSubject(subjectOf(companyCode));
  certificate.setIssuer(subjectOf(companyCode));
  certificate.setExtensions([{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]);
  certificate.sign(forgeKey, forge.md.sha256.create());
  return { algorithm: 'RSA-SHA1', certificatePem: forge.pki.certificateToPem(certificate), privateKeyPem, privateKey };
}

function derOf(node: forge.asn1.Asn1): Buffer {
  return Buffer.from(asn1.toDer(node).getBytes(), 'binary');
}

function fromDer(der: Buffer): forge.asn1.Asn1 {
  return asn1FromDer(der);
}

function integer(hex: string): forge.asn1.Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, forge.util.hexToBytes(hex));
}

function derInteger(value: Buffer): forge.asn1.Asn1 {
  let bytes = value;
  while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes = bytes.subarray(1);
  if (bytes[0]! >= 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, bytes.toString('binary'));
}

/**
 * SM2 key and a self-signed SM3withSM2 X.509 v3 certificate, assembled with node-forge's ASN.1
 * (forge knows no SM2) and signed with our SM2 signer; OpenSSL and Node's X509Certificate read it.
 */
export function createSm2TestCertificate(
  companyCode: string,
  years = 3,
  { privateKey, publicKey }: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'SM2' }),
): TestCertificate {
  const { notBefore, notAfter } = validity(years);
  const algorithmIdentifier = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(SM3_WITH_SM2_OID).getBytes()),
  ]);
  const name = forge.pki.distinguishedNameToAsn1({ attributes: subjectOf(companyCode) });
  const time = (date: Date) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTCTIME, false, asn1.dateToUtcTime(date));
  const tbs = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [integer('02')]),
    integer(serialHex()),
    algorithmIdentifier,
    name,
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [time(notBefore), time(notAfter)]),
    forge.pki.distinguishedNameToAsn1({ attributes: subjectOf(companyCode) }),
    fromDer(publicKey.export({ format: 'der', type: 'spki' })),
  ]);
  const raw = sm2Sign(derOf(tbs), sm2KeyPairOf(privateKey));
  const signature = derOf(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [derInteger(raw.subarray(0, 32)), derInteger(raw.subarray(32))]));
  const certificate = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    tbs,
    algorithmIdentifier,
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BITSTRING, false, '\0' + signature.toString('binary')),
  ]);
  const certificatePem = forge.pem.encode({ type: 'CERTIFICATE', body: asn1.toDer(certificate).getBytes() });
  const privateKeyPem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  return { algorithm: 'SM2-SM3', certificatePem, privateKeyPem, privateKey };
}

export function createTestCertificate(companyCode: string, algorithm: SignatureAlgorithm): TestCertificate {
  return algorithm === 'SM2-SM3' ? createSm2TestCertificate(companyCode) : createRsaTestCertificate(companyCode);
}

/** A PKCS#12 file of an RSA test certificate (forge writes PFX only for RSA keys). */
export function rsaTestPfx(certificate: TestCertificate, password: string): Buffer {
  const key = forge.pki.privateKeyFromPem(certificate.privateKeyPem);
  const cert = forge.pki.certificateFromPem(certificate.certificatePem);
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}
