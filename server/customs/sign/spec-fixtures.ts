// Test fixtures of the signing specs: official samples with their Signature removed (the
// samples' own signatures are placeholders: SM2 URIs over an RSA certificate and a SHA-1-sized
// digest), and test credentials generated once per test file.
import { readFileSync } from 'node:fs';
import { credentialsFromPem, type KeyCredentials } from './key-credentials.ts';
import { createTestCertificate, type TestCertificate } from './test-certificate.ts';
import type { SignatureAlgorithm } from './algorithms.ts';

const samples = new URL('../../../schemas/reference/ceb-202205/samples/', import.meta.url);

/** An official sample (e.g. 'import/CEB311Message.xml') without its ds:Signature. */
export function unsignedSample(path: string): string {
  return readFileSync(new URL(path, samples), 'utf8').replace(/\s*<ds:Signature[\s\S]*<\/ds:Signature>/, '');
}

const generated = new Map<SignatureAlgorithm, { certificate: TestCertificate; credentials: KeyCredentials }>();

export function testCredentials(algorithm: SignatureAlgorithm): { certificate: TestCertificate; credentials: KeyCredentials } {
  let entry = generated.get(algorithm);
  if (!entry) {
    const certificate = createTestCertificate('1105910159', algorithm);
    entry = { certificate, credentials: credentialsFromPem(certificate.certificatePem, certificate.privateKeyPem) };
    generated.set(algorithm, entry);
  }
  return entry;
}
