// Reading a certificate from a .pem that also holds its private key (what the test-certificate
// generator writes): only the certificate's block is decoded.
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
});
