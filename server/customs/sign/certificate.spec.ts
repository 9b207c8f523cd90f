// Reading a certificate from a .pem that also holds its private key (what the test-certificate
// generator writes): only the certificate's block is decoded.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { readCertificate } from './certificate.ts';
import { createSm2TestCertificate } from './test-certificate.ts';

describe('readCertificate', () => {
  it('reads the certificate of a PEM that holds the key after it, whatever the length of its base64', () => {
    const lengths = new Set<number>();
    // A certificate whose DER length is a multiple of 3 has base64 without padding: the case that
    // decoded the key onto it. Generate until each remainder has been seen.
    for (let attempt = 0; attempt < 60 && lengths.size < 3; attempt += 1) {
      const certificate = createSm2TestCertificate('91440101MA5CKT9G3F');
      const alone = readCertificate(certificate.certificatePem);
      const withKey = readCertificate(`${certificate.certificatePem}${certificate.privateKeyPem}`);
      expect(withKey.der.equals(alone.der)).toBe(true);
      expect(withKey.algorithm).toBe('SM2-SM3');
      lengths.add(alone.der.length % 3);
    }
    expect(lengths.size).toBe(3);
  });

  it('reads an SM2 public key whose bytes happen to parse as ASN.1 (about one key in 375)', () => {
    // forge decodes a BIT STRING's content as ASN.1 when it can: 04 || x || y reads as an OCTET
    // STRING when x begins with 0x3F, and the point was then not found (证书的公钥既不是 SM2 也不是 RSA).
    let keys = generateKeyPairSync('ec', { namedCurve: 'SM2' });
    for (let attempt = 0; attempt < 100_000; attempt += 1) {
      const spki = forge.asn1.fromDer(forge.util.createBuffer(keys.publicKey.export({ format: 'der', type: 'spki' }).toString('binary')));
      if (typeof (spki.value as forge.asn1.Asn1[])[1]!.value !== 'string') break;
      keys = generateKeyPairSync('ec', { namedCurve: 'SM2' });
    }
    const certificate = createSm2TestCertificate('91440101MA5CKT9G3F', 3, keys);
    const read = readCertificate(certificate.certificatePem);
    expect(read.algorithm).toBe('SM2-SM3');
    const point = keys.publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
    expect(read.publicKey).toEqual({ algorithm: 'SM2-SM3', point });
  });
});
