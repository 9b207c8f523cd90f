// Signing with a software certificate, checked by verifiers that share no code with the signer:
// xml-crypto's SignedXml for RSA-SHA1; for SM2-SM3, xml-crypto's C14N over an xmldom tree (the
// signer uses libxml2), sm-crypto's SM3 and sm-crypto's SM2 verification. A signed official sample still validates against the XSD.
import { DOMParser } from '@xmldom/xmldom';
import forge from 'node-forge';
import { sm2 as smCrypto, sm3 as smCryptoSm3 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { C14nCanonicalization, findAncestorNs, SignedXml } from 'xml-crypto';
import { validateCebXml } from '../xsd/ceb-validator.ts';
import { ALGORITHM_URIS } from './algorithms.ts';
import { sm2KeyPairOf } from './sm2.ts';
import { signWithCredentials } from './software-signer.ts';
import { testCredentials, unsignedSample } from './spec-fixtures.ts';
import { verifySignedMessage } from './verify-signed-message.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';

function field(xml: string, name: string): string {
  return new RegExp(`<ds:${name}[^>]*>([^<]*)</ds:${name}>`).exec(xml)![1]!;
}

/** RSA-SHA1, verified by xml-crypto with the certificate the message carries. */
function xmlCryptoVerifies(signedXml: string): boolean {
  const doc = new DOMParser().parseFromString(signedXml, 'text/xml');
  const signature = doc.getElementsByTagNameNS(DS, 'Signature')[0]!;
  const certificate = field(signedXml, 'X509Certificate');
  const verifier = new SignedXml({ publicCert: `-----BEGIN CERTIFICATE-----\n${certificate}\n-----END CERTIFICATE-----\n` });
  verifier.loadSignature(signature as unknown as Node);
  try {
    return verifier.checkSignature(signedXml);
  } catch {
    return false;
  }
}

/** The SM2 public point of a certificate, read with forge's ASN.1 (not the signer's reader). */
function sm2PointOfCertificate(base64: string): string {
  const certificate = forge.asn1.fromDer(forge.util.decode64(base64));
  const tbs = certificate.value[0] as forge.asn1.Asn1;
  const spki = (tbs.value as forge.asn1.Asn1[])[6]!;
  const bits = (spki.value as forge.asn1.Asn1[])[1]!;
  return forge.util.bytesToHex((bits.value as string).slice(1));
}

/** The canonical SignedInfo and the canonical message without its signature, by xml-crypto. */
function xmlCryptoCanonical(signedXml: string): { signedInfo: string; unsigned: string } {
  const doc = new DOMParser().parseFromString(signedXml.replace(/^\uFEFF/, ''), 'text/xml');
  const c14n = new C14nCanonicalization();
  const signedInfoNode = doc.getElementsByTagNameNS(DS, 'SignedInfo')[0]! as unknown as Node;
  const ancestorNamespaces = findAncestorNs(doc as unknown as Document, "//*[local-name()='SignedInfo']");
  const signedInfo = c14n.process(signedInfoNode, { ancestorNamespaces }) as string;
  const signature = doc.getElementsByTagNameNS(DS, 'Signature')[0]!;
  signature.parentNode!.removeChild(signature);
  return { signedInfo, unsigned: c14n.process(doc.documentElement as unknown as Node, {}) as string };
}

/** SM2-SM3, recomputed independently: xml-crypto C14N, sm-crypto SM3 and SM2. */
function independentSm2Check(signedXml: string): { digestMatches: boolean; signatureValid: boolean } {
  const { signedInfo, unsigned } = xmlCryptoCanonical(signedXml);
  const digest = Buffer.from(smCryptoSm3(unsigned), 'hex').toString('base64');
  const signatureHex = Buffer.from(field(signedXml, 'SignatureValue'), 'base64').toString('hex');
  const point = sm2PointOfCertificate(field(signedXml, 'X509Certificate'));
  return {
    digestMatches: digest === field(signedXml, 'DigestValue'),
    signatureValid: smCrypto.doVerifySignature(signedInfo, signatureHex, point, { hash: true, der: false }),
  };
}

describe('software signer, RSA-SHA1', () => {
  const { credentials, certificate } = testCredentials('RSA-SHA1');
  const unsigned = unsignedSample('import/CEB311Message.xml');
  const signed = signWithCredentials(unsigned, credentials);

  it('writes the enveloped signature of §6 after BaseTransfer, and the message stays valid', () => {
    expect(signed.algorithm).toBe('RSA-SHA1');
    expect(signed.xml).toMatch(
      /<\/ceb:BaseTransfer>\s*<ds:Signature xmlns:ds="http:\/\/www.w3.org\/2000\/09\/xmldsig#">.*<\/ds:Signature>\s*<\/ceb:CEB311Message>\s*$/,
    );
    expect(signed.xml).toContain(`<ds:SignatureMethod Algorithm="${ALGORITHM_URIS['RSA-SHA1'].signatureMethod}"/>`);
    expect(signed.xml).toContain('<ds:Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>');
    expect(field(signed.xml, 'KeyName')).toBe(signed.certificateNo);
    expect(field(signed.xml, 'X509Certificate')).toBe(certificate.certificatePem.replace(/-----[A-Z ]+-----|\s/g, ''));
    expect(signed.subject).toContain('CN=1105910159 测试签名证书');
    expect(validateCebXml(signed.xml)).toEqual([]);
  });

  it('verifies with xml-crypto and with our own verifier', () => {
    expect(xmlCryptoVerifies(signed.xml)).toBe(true);
    expect(verifySignedMessage(signed.xml)).toMatchObject({ valid: true, algorithm: 'RSA-SHA1', certificateNo: signed.certificateNo });
  });

  it('fails verification when one byte of the signed content changes', () => {
    const changed = signed.xml.replace('<ceb:orderNo>order20160321116421002', '<ceb:orderNo>order20160321116421003');
    expect(changed).not.toBe(signed.xml);
    expect(xmlCryptoVerifies(changed)).toBe(false);
    expect(verifySignedMessage(changed)).toEqual({ valid: false, code: '1004', reason: '签名与数据不符：报文内容在签名后被改动' });
  });

  it('fails verification when the signature value changes', () => {
    const value = field(signed.xml, 'SignatureValue');
    const flipped = (value[10] === 'A' ? 'B' : 'A') + value.slice(11);
    const changed = signed.xml.replace(value, value.slice(0, 10) + flipped);
    expect(xmlCryptoVerifies(changed)).toBe(false);
    expect(verifySignedMessage(changed)).toMatchObject({ valid: false, code: '1001' });
  });
});

describe('software signer, SM2-SM3', () => {
  const { credentials } = testCredentials('SM2-SM3');
  const unsigned = unsignedSample('export/CEB701Message.xml');
  const signed = signWithCredentials(unsigned, credentials);

  it('uses the chinaport SM2/SM3 algorithm URIs and keeps the message valid', () => {
    expect(signed.algorithm).toBe('SM2-SM3');
    expect(signed.xml).toContain('<ds:SignatureMethod Algorithm="http://www.chinaport.gov.cn/2022/04/xmldsig#sm2-sm3"/>');
    expect(signed.xml).toContain('<ds:DigestMethod Algorithm="http://www.chinaport.gov.cn/2022/04/xmldsig#sm3"/>');
    expect(Buffer.from(field(signed.xml, 'SignatureValue'), 'base64')).toHaveLength(64);
    expect(validateCebXml(signed.xml)).toEqual([]);
  });

  it('verifies with an independent C14N, SM3 and SM2 (xml-crypto and sm-crypto), and with our verifier', () => {
    expect(independentSm2Check(signed.xml)).toEqual({ digestMatches: true, signatureValid: true });
    expect(verifySignedMessage(signed.xml)).toMatchObject({ valid: true, algorithm: 'SM2-SM3' });
  });

  it('fails verification when one byte of the signed content changes', () => {
    const oneByte = signed.xml.replace(/(<ceb:copCode>)(\d)/, (_, tag: string, digit: string) => tag + String((Number(digit) + 1) % 10));
    expect(oneByte).not.toBe(signed.xml);
    expect(independentSm2Check(signed.xml).digestMatches).toBe(true);
    expect(independentSm2Check(oneByte).digestMatches).toBe(false);
    expect(verifySignedMessage(oneByte)).toMatchObject({ valid: false, code: '1004' });
  });

  it('fails verification when the signature value changes', () => {
    const value = field(signed.xml, 'SignatureValue');
    const bytes = Buffer.from(value, 'base64');
    bytes[40] = bytes[40]! ^ 1;
    const changed = signed.xml.replace(value, bytes.toString('base64'));
    expect(independentSm2Check(changed)).toEqual({ digestMatches: true, signatureValid: false });
    expect(verifySignedMessage(changed)).toMatchObject({ valid: false, code: '1001' });
  });

  it('accepts a signature sm-crypto made (DER-encoded, as some card clients answer)', () => {
    const canonicalSignedInfo = xmlCryptoCanonical(signed.xml).signedInfo;
    const pair = sm2KeyPairOf(testCredentials('SM2-SM3').certificate.privateKey);
    const der = smCrypto.doSignature(canonicalSignedInfo, pair.privateKey.toString(16).padStart(64, '0'), {
      der: true,
      hash: true,
      publicKey: pair.publicKey.toString('hex'),
    });
    const replaced = signed.xml.replace(field(signed.xml, 'SignatureValue'), Buffer.from(der, 'hex').toString('base64'));
    expect(verifySignedMessage(replaced)).toMatchObject({ valid: true, algorithm: 'SM2-SM3' });
  });
});

describe('verifySignedMessage', () => {
  const signed = signWithCredentials(unsignedSample('import/CEB311Message.xml'), testCredentials('SM2-SM3').credentials).xml;

  it('refuses an unsigned message, an expired certificate and a SignedInfo not in the §6 form, with the §7 codes', () => {
    expect(verifySignedMessage(unsignedSample('import/CEB311Message.xml'))).toEqual({ valid: false, code: '1001', reason: '报文未签名' });
    expect(verifySignedMessage(signed, { now: new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000) })).toEqual({
      valid: false,
      code: '1002',
      reason: '签名证书已过期',
    });
    const rsaMethod = signed.replace(ALGORITHM_URIS['SM2-SM3'].signatureMethod, ALGORITHM_URIS['RSA-SHA1'].signatureMethod);
    expect(verifySignedMessage(rsaMethod)).toEqual({ valid: false, code: '1001', reason: '摘要算法与签名算法不配套' });
    const otherReference = signed.replace('<ds:Reference URI="">', '<ds:Reference URI="#order">');
    expect(verifySignedMessage(otherReference)).toEqual({ valid: false, code: '1001', reason: '签名引用必须是整个报文（URI=""）' });
    expect(verifySignedMessage('<not-xml')).toMatchObject({ valid: false, code: '1001', reason: expect.stringMatching(/^报文不是格式正确的 XML/) });
  });
});
