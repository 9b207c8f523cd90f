// A company's software certificate and private key, loaded from PEM or PKCS#12 and checked to
// belong together, with the one operation the signature needs: sign the canonical SignedInfo.
import { createPublicKey, sign as nodeSign } from 'node:crypto';
import forge from 'node-forge';
import type { SignatureAlgorithm } from './algorithms.ts';
import { readCertificate, type CertificateInfo } from './certificate.ts';
import { privateKeyFromPem, privateKeyFromPkcs8, type PrivateKeyMaterial } from './private-key.ts';
import { SignError } from './signer.ts';
import { sm2Sign } from './sm2.ts';

export interface KeyCredentials {
  algorithm: SignatureAlgorithm;
  certificate: CertificateInfo;
  /** Signs the canonical SignedInfo: SM2 with SM3 (r || s), or RSA PKCS#1 v1.5 with SHA-1. */
  sign(data: Buffer): Buffer;
}

function credentialsOf(certificate: CertificateInfo, key: PrivateKeyMaterial): KeyCredentials {
  const { publicKey } = certificate;
  if (publicKey.algorithm !== key.algorithm) {
    throw new SignError(`证书是 ${publicKey.algorithm === 'SM2-SM3' ? 'SM2' : 'RSA'} 证书，私钥却不是同类密钥`);
  }
  if (publicKey.algorithm === 'SM2-SM3' && key.algorithm === 'SM2-SM3') {
    const { pair } = key;
    if (!pair.publicKey.equals(publicKey.point)) throw new SignError('私钥与证书不匹配');
    return { algorithm: 'SM2-SM3', certificate, sign: (data) => sm2Sign(data, pair) };
  }
  if (publicKey.algorithm === 'RSA-SHA1' && key.algorithm === 'RSA-SHA1') {
    const expected = publicKey.key.export({ format: 'der', type: 'spki' });
    if (!expected.equals(createPublicKey(key.key).export({ format: 'der', type: 'spki' }))) {
      throw new SignError('私钥与证书不匹配');
    }
    const privateKey = key.key;
    return { algorithm: 'RSA-SHA1', certificate, sign: (data) => nodeSign('sha1', data, privateKey) };
  }
  throw new SignError('私钥与证书不匹配');
}

/** Certificate PEM and private key PEM (PKCS#8, SEC1 or PKCS#1; encrypted ones need the password). */
export function credentialsFromPem(certificatePem: string, keyPem: string, password: string | null = null): KeyCredentials {
  return credentialsOf(readCertificate(certificatePem), privateKeyFromPem(keyPem, password));
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType })[bagType] ?? [];
}

function derOf(node: forge.asn1.Asn1): Buffer {
  return Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
}

/**
 * A PKCS#12 (.pfx) file. node-forge decrypts it; keys and certificates forge cannot interpret
 * (SM2) come back as raw ASN.1 and are read by private-key.ts and certificate.ts.
 */
export function credentialsFromPfx(pfx: Buffer, password: string): KeyCredentials {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    throw new SignError(`PFX 证书文件无法打开（口令错误或文件损坏）：${(error as Error).message}`);
  }
  const keyBag = [...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag!), ...bagsOf(p12, forge.pki.oids.keyBag!)][0];
  const certBags = bagsOf(p12, forge.pki.oids.certBag!);
  if (!keyBag || certBags.length === 0) throw new SignError('PFX 证书文件中缺少私钥或证书');
  const keyDer = keyBag.key ? derOf(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key))) : derOf(keyBag.asn1 as forge.asn1.Asn1);
  const key = privateKeyFromPkcs8(keyDer);
  // The signing certificate is the one whose key is in the file; a chain may come with it.
  let lastError: unknown = null;
  for (const bag of certBags) {
    const certDer = bag.cert ? derOf(forge.pki.certificateToAsn1(bag.cert)) : derOf(bag.asn1 as forge.asn1.Asn1);
    try {
      return credentialsOf(readCertificate(certDer), key);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof SignError ? lastError : new SignError('PFX 证书文件中没有与私钥匹配的证书');
}
