// SM2 signatures with SM3 (GB/T 32918.2, GM/T 0009) for the software signer.
//
// Node's crypto knows the SM2 curve but signs with ECDSA on it (OpenSSL 3.0 cannot be told the
// SM2 distinguishing identifier through Node), which no SM2 verifier accepts. The one costly step
// of an SM2 signature, the point k·G, is done natively through ECDH on the SM2 curve; the rest is
// a few BigInt operations modulo n. The specs check every signature with sm-crypto and OpenSSL,
// implementations that share nothing with this one (customs verifies ours with theirs).
import { createECDH, createHash, randomBytes, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { asn1FromDer } from './der.ts';

/** The SM2 curve parameters (GB/T 32918.5). */
const P = BigInt('0xFFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF');
const A = P - 3n;
const B = BigInt('0x28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93');
const N = BigInt('0xFFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123');
const GX = BigInt('0x32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7');
const GY = BigInt('0xBC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0');

/** The distinguishing identifier every party uses unless agreed otherwise (GM/T 0009 §10). */
export const SM2_DEFAULT_USER_ID = '1234567812345678';

/** An SM2 key pair as the raw numbers the algorithm works on. */
export interface Sm2KeyPair {
  privateKey: bigint;
  /** Uncompressed point, 04 || x || y (65 bytes). */
  publicKey: Buffer;
}

function toBytes32(value: bigint): Buffer {
  return Buffer.from(value.toString(16).padStart(64, '0'), 'hex');
}

function toBigInt(bytes: Uint8Array): bigint {
  return BigInt('0x' + (Buffer.from(bytes).toString('hex') || '0'));
}

function modInverse(value: bigint, modulus: bigint): bigint {
  let [oldR, r] = [((value % modulus) + modulus) % modulus, modulus];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % modulus) + modulus) % modulus;
}

function sm3(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sm3');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** Z_A = SM3(ENTL || ID || a || b || xG || yG || xA || yA): binds the signature to the signer's key. */
function userHash(publicKey: Buffer, userId: string): Buffer {
  const id = Buffer.from(userId, 'utf8');
  const entl = Buffer.alloc(2);
  entl.writeUInt16BE(id.length * 8);
  return sm3(entl, id, toBytes32(A), toBytes32(B), toBytes32(GX), toBytes32(GY), publicKey.subarray(1));
}

/** The key pair of an SM2 private key given as its 32-byte secret. */
export function sm2KeyPairFromSecret(secret: Uint8Array): Sm2KeyPair {
  const ecdh = createECDH('SM2');
  ecdh.setPrivateKey(Buffer.from(secret));
  return { privateKey: toBigInt(secret), publicKey: ecdh.getPublicKey() };
}

/**
 * SM2 key pair of a KeyObject Node generated ('ec' on the SM2 curve). Keys Node reads from PEM
 * come back typeless and must not be exported (Node 20 aborts), so files go through
 * private-key.ts instead.
 */
export function sm2KeyPairOf(privateKey: KeyObject): Sm2KeyPair {
  const details = privateKey.asymmetricKeyDetails;
  if (privateKey.asymmetricKeyType !== 'ec' || details?.namedCurve !== 'SM2') {
    throw new Error('私钥不是 SM2 密钥');
  }
  // SEC1 ECPrivateKey: SEQUENCE { version, privateKey OCTET STRING, [0] parameters, [1] publicKey }
  const der = privateKey.export({ format: 'der', type: 'sec1' });
  const sequence = asn1FromDer(der).value as forge.asn1.Asn1[];
  return sm2KeyPairFromSecret(Buffer.from(sequence[1]!.value as string, 'binary'));
}

/**
 * SM2 signature of `message` (SM3 with Z_A), as r || s (64 bytes), the form the XML signature
 * carries (see docs/customs-messages/signing.md).
 */
export function sm2Sign(message: Uint8Array, key: Sm2KeyPair, userId = SM2_DEFAULT_USER_ID): Buffer {
  const e = toBigInt(sm3(userHash(key.publicKey, userId), message));
  const d = key.privateKey;
  const inverse = modInverse(1n + d, N);
  const ecdh = createECDH('SM2');
  for (;;) {
    const k = toBigInt(randomBytes(32));
    if (k === 0n || k >= N) continue;
    ecdh.setPrivateKey(toBytes32(k));
    const x1 = toBigInt(ecdh.getPublicKey().subarray(1, 33));
    const r = (e + x1) % N;
    if (r === 0n || r + k === N) continue;
    const s = (inverse * (((k - r * d) % N) + N)) % N;
    if (s === 0n) continue;
    return Buffer.concat([toBytes32(r), toBytes32(s)]);
  }
}

/** DER SEQUENCE { r, s } → r || s; a 64-byte value is taken as r || s already. */
export function sm2RawSignature(signature: Buffer): Buffer | null {
  if (signature.length === 64) return signature;
  try {
    const sequence = forge.asn1.fromDer(forge.util.createBuffer(signature.toString('binary')), true);
    const [r, s] = sequence.value as forge.asn1.Asn1[];
    if (!r || !s) return null;
    return Buffer.concat([toBytes32(toBigInt(Buffer.from(r.value as string, 'binary'))), toBytes32(toBigInt(Buffer.from(s.value as string, 'binary')))]);
  } catch {
    return null;
  }
}

type Jacobian = [bigint, bigint, bigint];

const mod = (value: bigint): bigint => ((value % P) + P) % P;

/** Doubling in Jacobian coordinates for a = -3 (dbl-2001-b). */
function double([x, y, z]: Jacobian): Jacobian {
  if (z === 0n || y === 0n) return [1n, 1n, 0n];
  const delta = mod(z * z);
  const gamma = mod(y * y);
  const beta = mod(x * gamma);
  const alpha = mod(3n * (x - delta) * (x + delta));
  const x3 = mod(alpha * alpha - 8n * beta);
  const z3 = mod((y + z) * (y + z) - gamma - delta);
  const y3 = mod(alpha * (4n * beta - x3) - 8n * gamma * gamma);
  return [x3, y3, z3];
}

/** Jacobian + affine (madd-2007-bl). */
function addAffine(point: Jacobian, x2: bigint, y2: bigint): Jacobian {
  const [x1, y1, z1] = point;
  if (z1 === 0n) return [x2, y2, 1n];
  const z1z1 = mod(z1 * z1);
  const u2 = mod(x2 * z1z1);
  const s2 = mod(y2 * z1 * z1z1);
  const h = mod(u2 - x1);
  const r = mod(2n * (s2 - y1));
  if (h === 0n) return r === 0n ? double(point) : [1n, 1n, 0n];
  const hh = mod(h * h);
  const i = 4n * hh;
  const j = mod(h * i);
  const v = mod(x1 * i);
  const x3 = mod(r * r - j - 2n * v);
  const y3 = mod(r * (v - x3) - 2n * y1 * j);
  const z3 = mod((z1 + h) * (z1 + h) - z1z1 - hh);
  return [x3, y3, z3];
}

function toAffine([x, y, z]: Jacobian): [bigint, bigint] | null {
  if (z === 0n) return null;
  const inverse = modInverse(z, P);
  const inverse2 = mod(inverse * inverse);
  return [mod(x * inverse2), mod(y * inverse2 * inverse)];
}

function multiply(scalar: bigint, x: bigint, y: bigint): Jacobian {
  let result: Jacobian = [1n, 1n, 0n];
  for (let bit = BigInt(scalar.toString(2).length - 1); bit >= 0n; bit--) {
    result = double(result);
    if ((scalar >> bit) & 1n) result = addAffine(result, x, y);
  }
  return result;
}

/**
 * Checks an SM2 signature (r || s or DER). s·G is computed natively (ECDH on the SM2 curve), t·P_A
 * with BigInt arithmetic; sm-crypto, much slower, checks the same signatures in the specs.
 */
export function sm2Verify(message: Uint8Array, signature: Buffer, publicKey: Buffer, userId = SM2_DEFAULT_USER_ID): boolean {
  const raw = sm2RawSignature(signature);
  if (!raw || publicKey.length !== 65 || publicKey[0] !== 4) return false;
  const r = toBigInt(raw.subarray(0, 32));
  const s = toBigInt(raw.subarray(32));
  if (r < 1n || r >= N || s < 1n || s >= N) return false;
  const px = toBigInt(publicKey.subarray(1, 33));
  const py = toBigInt(publicKey.subarray(33));
  if (px >= P || py >= P || mod(py * py) !== mod(px * px * px + A * px + B)) return false;
  const t = (r + s) % N;
  if (t === 0n) return false;
  const e = toBigInt(sm3(userHash(publicKey, userId), message));
  const ecdh = createECDH('SM2');
  ecdh.setPrivateKey(toBytes32(s));
  const sG = ecdh.getPublicKey();
  const sum = toAffine(addAffine(multiply(t, px, py), toBigInt(sG.subarray(1, 33)), toBigInt(sG.subarray(33))));
  return sum !== null && (e + sum[0]) % N === r;
}
