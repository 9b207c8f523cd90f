// Passwords travel RSA-OAEP/SHA-256 encrypted, base64, then URL-encoded (docs/protocol.md,
// "Password transport"). Anything that does not decrypt is treated as no password at all.
import { constants, privateDecrypt, type KeyObject } from 'node:crypto';

export function decryptPassword(privateKey: KeyObject, transported: string): string | null {
  try {
    const base64 = transported.includes('%') ? decodeURIComponent(transported) : transported;
    const cipherText = Buffer.from(base64, 'base64');
    if (cipherText.length === 0) return null;
    const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, cipherText);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
