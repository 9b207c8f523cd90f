// SM2 with SM3 agrees with sm-crypto, an implementation that shares no code with ours, both ways:
// sm-crypto verifies what we sign, we verify what sm-crypto signs (r || s and DER), and neither
// accepts a signature over another message.
import { generateKeyPairSync } from 'node:crypto';
import { sm2 as smCrypto } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { sm2KeyPairOf, sm2Sign, sm2Verify } from './sm2.ts';

const pair = sm2KeyPairOf(generateKeyPairSync('ec', { namedCurve: 'SM2' }).privateKey);
const privateHex = pair.privateKey.toString(16).padStart(64, '0');
const publicHex = pair.publicKey.toString('hex');
const messages = Array.from({ length: 16 }, (_, i) => `<ds:SignedInfo>报文 ${i} ${'x'.repeat(i * 7)}</ds:SignedInfo>`);

describe('SM2-SM3', () => {
  it('signs what sm-crypto verifies, with the default user id', () => {
    for (const message of messages) {
      const signature = sm2Sign(Buffer.from(message), pair).toString('hex');
      expect(smCrypto.doVerifySignature(message, signature, publicHex, { hash: true, der: false })).toBe(true);
      expect(smCrypto.doVerifySignature(message + ' ', signature, publicHex, { hash: true, der: false })).toBe(false);
    }
  });

  it('verifies what sm-crypto signs, raw or DER, and nothing else', () => {
    for (const [i, message] of messages.entries()) {
      const der = i % 2 === 0;
      const signature = Buffer.from(smCrypto.doSignature(message, privateHex, { hash: true, der, publicKey: publicHex }), 'hex');
      expect(sm2Verify(Buffer.from(message), signature, pair.publicKey)).toBe(true);
      expect(sm2Verify(Buffer.from(message + ' '), signature, pair.publicKey)).toBe(false);
    }
  });
});
