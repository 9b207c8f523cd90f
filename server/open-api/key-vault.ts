// The secret of an open API key. Checking an HMAC needs the secret itself, so a one-way hash alone
// cannot serve (the "stored only as a hash" would make every signature uncheckable, and a
// hash used as the HMAC key would just be the secret under another name). The secret is therefore
// stored sealed — AES-256-GCM under the server's key-encryption key (secrets.ts apiKeyKek), with
// the key id as additional data so a sealed secret copied onto another row does not open — and its
// SHA-256 beside it: a fingerprint the list shows, and proof that what was opened is the secret.
// The clear secret exists only in the create answer and, for a moment, in the process checking a
// signature (the row is read on every call anyway, so a revocation holds at once).
import { createCipheriv, createDecipheriv, createHash, randomBytes, type KeyObject } from 'node:crypto';

const VERSION = 'v1';

export const newKeyId = (): string => `ak_${randomBytes(10).toString('hex')}`;
/** 32 random bytes: `sk_` + base64url, 46 characters. */
export const newSecret = (): string => `sk_${randomBytes(32).toString('base64url')}`;
export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

export function sealSecret(kek: KeyObject, keyId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(keyId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The secret, or null when it does not open (another key-encryption key, a tampered row). */
export function openSecret(kek: KeyObject, keyId: string, stored: string, expectedSha256: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(keyId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const secret = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    return sha256Hex(secret) === expectedSha256 ? secret : null;
  } catch {
    return null;
  }
}
