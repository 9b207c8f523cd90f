// Reading a company's private key (PEM or the DER inside a PFX) without handing SM2 keys to
// Node's KeyObject: Node 20 reads an SM2 key from a file as a key of no known type, cannot sign
// SM2 with it, and aborts the process when asked to export it. SM2 keys are therefore read with
// node-forge's ASN.1 down to their secret; RSA keys go to Node's crypto as usual.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { asn1Children, asn1FromDer, asn1Oid } from './der.ts';
import { SignError } from './signer.ts';
import { sm2KeyPairFromSecret, type Sm2KeyPair } from './sm2.ts';

const RSA_OID = '1.2.840.113549.1.1.1';
const EC_PUBLIC_KEY_OID = '1.2.840.10045.2.1';
const SM2_OID = '1.2.156.10197.1.301';

export type PrivateKeyMaterial = { algorithm: 'RSA-SHA1'; key: KeyObject } | { algorithm: 'SM2-SM3'; pair: Sm2KeyPair };

/** SEC1 ECPrivateKey → SM2 key pair (the curve is checked by the caller or by [0] parameters). */
function sm2FromEcPrivateKey(ecPrivateKey: forge.asn1.Asn1): PrivateKeyMaterial {
  const fields = asn1Children(ecPrivateKey);
  const secret = fields[1];
  const parameters = fields.find((field) => field.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && field.type === 0);
  if (parameters && asn1Oid(asn1Children(parameters)[0]) !== SM2_OID) throw new SignError('椭圆曲线私钥不是 SM2 曲线，标准不支持');
  if (!secret || typeof secret.value !== 'string') throw new SignError('SM2 私钥格式不正确');
  return { algorithm: 'SM2-SM3', pair: sm2KeyPairFromSecret(Buffer.from(secret.value, 'binary')) };
}

/** A PKCS#8 PrivateKeyInfo (DER). */
export function privateKeyFromPkcs8(der: Buffer): PrivateKeyMaterial {
  const [, algorithm, privateKey] = asn1Children(asn1FromDer(der));
  const [oid, parameter] = asn1Children(algorithm);
  const keyOid = asn1Oid(oid);
  if (keyOid === RSA_OID) return { algorithm: 'RSA-SHA1', key: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }) };
  const sm2 = keyOid === SM2_OID || (keyOid === EC_PUBLIC_KEY_OID && asn1Oid(parameter) === SM2_OID);
  if (sm2 && privateKey) return sm2FromEcPrivateKey(asn1FromDer(Buffer.from(privateKey.value as string, 'binary')));
  throw new SignError('私钥既不是 SM2 也不是 RSA 密钥，标准不支持');
}

/** A private key PEM: PKCS#8 (plain or encrypted), SEC1 "EC PRIVATE KEY" (SM2) or PKCS#1 RSA. */
export function privateKeyFromPem(pem: string, password: string | null): PrivateKeyMaterial {
  // The first private key block; a .pem may hold the certificate too.
  const block = /-----BEGIN ((?:[A-Z]+ )*PRIVATE KEY)-----[\s\S]+?-----END \1-----/.exec(pem);
  if (!block) throw new SignError('私钥文件中没有 PEM 格式的私钥');
  const label = block[1]!;
  try {
    if (label === 'RSA PRIVATE KEY') {
      return { algorithm: 'RSA-SHA1', key: createPrivateKey({ key: block[0], format: 'pem', ...(password ? { passphrase: password } : {}) }) };
    }
    const der = Buffer.from(forge.pem.decode(block[0])[0]!.body, 'binary');
    if (label === 'PRIVATE KEY') return privateKeyFromPkcs8(der);
    if (label === 'EC PRIVATE KEY') return sm2FromEcPrivateKey(asn1FromDer(der));
    if (label === 'ENCRYPTED PRIVATE KEY') {
      if (!password) throw new SignError('私钥已加密，请配置口令（PORTAL_SIGN_PASSWORD 或 <企业编码>.password）');
      const info = forge.pki.decryptPrivateKeyInfo(asn1FromDer(der), password);
      if (!info) throw new SignError('私钥口令错误');
      return privateKeyFromPkcs8(Buffer.from(forge.asn1.toDer(info).getBytes(), 'binary'));
    }
  } catch (error) {
    if (error instanceof SignError) throw error;
    throw new SignError(`私钥无法读取（口令错误或格式不支持）：${(error as Error).message}`);
  }
  throw new SignError(`私钥格式“${label}”不支持`);
}
