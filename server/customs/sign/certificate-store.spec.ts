// The per-company certificate folder: PEM and PFX, passwords, test certificates in development,
// clear Chinese refusals; and certificates and keys made by OpenSSL (what a company's tools
// produce) sign messages that OpenSSL and sm-crypto verify.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XmlDocument } from 'libxml2-wasm';
import { afterAll, describe, expect, it } from 'vitest';
import { CertificateStore, certificateFiles } from './certificate-store.ts';
import { createSigner } from './create-signer.ts';
import { loadSignSettings } from './sign-settings.ts';
import { SignError } from './signer.ts';
import { SoftwareSigner } from './software-signer.ts';
import { testCredentials, unsignedSample } from './spec-fixtures.ts';
import { rsaTestPfx } from './test-certificate.ts';
import { verifySignedMessage } from './verify-signed-message.ts';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-sign-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const message = unsignedSample('import/CEB311Message.xml');
const settingsIn = (dir: string, env: Record<string, string> = {}) => loadSignSettings({ PORTAL_SIGN_DIR: dir, ...env });

describe('sign settings', () => {
  it('default to software signing from data/sign beside the database, and the card client on port 61232', () => {
    const settings = loadSignSettings({ DATABASE_URL: '/srv/portal/portal.sqlite' });
    expect(settings).toMatchObject({ mode: 'software', dir: '/srv/portal/sign', generateTestCertificates: true, testAlgorithm: 'SM2-SM3' });
    expect(settings.card).toEqual({ url: 'ws://127.0.0.1:61232', pin: null, timeoutMs: 15_000 });
    expect(loadSignSettings({ NODE_ENV: 'production' }).generateTestCertificates).toBe(false);
    expect(() => loadSignSettings({ PORTAL_SIGN_MODE: 'hsm' })).toThrow(/PORTAL_SIGN_MODE/);
  });
});

describe('CertificateStore', () => {
  it('generates a test certificate for a company in development and signs with it', async () => {
    const dir = folder();
    const signed = await createSigner(settingsIn(dir)).sign(message, { companyCode: '3301960001' });
    expect(signed.algorithm).toBe('SM2-SM3');
    expect(readFileSync(certificateFiles(dir, '3301960001').pem, 'utf8')).toMatch(/BEGIN CERTIFICATE/);
    expect(verifySignedMessage(signed.xml)).toMatchObject({ valid: true, certificateNo: signed.certificateNo });
  });

  it('refuses, in Chinese, a company without a certificate when test certificates are off', async () => {
    const signer = createSigner(settingsIn(folder(), { PORTAL_SIGN_TEST_CERTIFICATES: '0' }));
    await expect(signer.sign(message, { companyCode: '3301960001' })).rejects.toThrow(
      new SignError('企业 3301960001 未配置签名证书（3301960001.pfx 或 3301960001.pem + 3301960001.key）'),
    );
    await expect(signer.sign(message, { companyCode: '../etc' })).rejects.toThrow('企业编码“../etc”不合法，无法查找签名证书');
  });

  it('reads a PFX with the folder password or the company password file', async () => {
    const dir = folder();
    const { certificate } = testCredentials('RSA-SHA1');
    const files = certificateFiles(dir, '1105910159');
    writeFileSync(files.pfx, rsaTestPfx(certificate, 'pfx-secret'));
    const withPassword = new SoftwareSigner(new CertificateStore(settingsIn(dir, { PORTAL_SIGN_PASSWORD: 'pfx-secret' })));
    const signed = await withPassword.sign(message, { companyCode: '1105910159' });
    expect(signed.algorithm).toBe('RSA-SHA1');
    expect(verifySignedMessage(signed.xml)).toMatchObject({ valid: true, algorithm: 'RSA-SHA1' });

    const wrong = new SoftwareSigner(new CertificateStore(settingsIn(dir, { PORTAL_SIGN_PASSWORD: 'nope' })));
    await expect(wrong.sign(message, { companyCode: '1105910159' })).rejects.toThrow(/PFX 证书文件无法打开（口令错误或文件损坏）/);
    writeFileSync(files.password, 'pfx-secret\n');
    await expect(wrong.sign(message, { companyCode: '1105910159' })).resolves.toMatchObject({ algorithm: 'RSA-SHA1' });
  });

  it('refuses a key that does not belong to the certificate', async () => {
    const dir = folder();
    const files = certificateFiles(dir, '1105910159');
    writeFileSync(files.pem, testCredentials('SM2-SM3').certificate.certificatePem);
    writeFileSync(files.key, testCredentials('RSA-SHA1').certificate.privateKeyPem);
    const signer = new SoftwareSigner(new CertificateStore(settingsIn(dir)));
    await expect(signer.sign(message, { companyCode: '1105910159' })).rejects.toThrow('证书是 SM2 证书，私钥却不是同类密钥');
  });
});

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!hasOpenssl())('certificates and keys made by OpenSSL', () => {
  const dir = folder();
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:SM2', '-out', 'sm2.key');
  run(
    'req',
    '-x509',
    '-new',
    '-key',
    'sm2.key',
    '-sm3',
    '-sigopt',
    'distid:1234567812345678',
    '-subj',
    '/C=CN/O=Test/CN=4401960002',
    '-days',
    '30',
    '-out',
    'sm2.pem',
  );
  run('pkcs12', '-export', '-inkey', 'sm2.key', '-in', 'sm2.pem', '-out', '4401960002.pfx', '-passout', 'pass:secret');
  run('pkcs8', '-topk8', '-in', 'sm2.key', '-out', '4401960003.key', '-passout', 'pass:secret', '-v2', 'aes-256-cbc');
  writeFileSync(join(dir, '4401960003.pem'), readFileSync(join(dir, 'sm2.pem')));
  const store = new CertificateStore(settingsIn(dir, { PORTAL_SIGN_PASSWORD: 'secret', PORTAL_SIGN_TEST_CERTIFICATES: '0' }));

  it('signs with an SM2 PFX and an encrypted PKCS#8 key, and OpenSSL verifies the signature', async () => {
    for (const companyCode of ['4401960002', '4401960003']) {
      const signed = await new SoftwareSigner(store).sign(message, { companyCode });
      expect(signed).toMatchObject({ algorithm: 'SM2-SM3', subject: 'C=CN, O=Test, CN=4401960002' });
      expect(verifySignedMessage(signed.xml)).toMatchObject({ valid: true });

      const doc = XmlDocument.fromString(signed.xml);
      const signedInfo = doc.get('/*/ds:Signature/ds:SignedInfo', { ds: 'http://www.w3.org/2000/09/xmldsig#' })!.canonicalizeToString();
      doc.dispose();
      const raw = Buffer.from(/<ds:SignatureValue>([^<]*)</.exec(signed.xml)![1]!, 'base64');
      writeFileSync(join(dir, 'signed-info.xml'), signedInfo);
      writeFileSync(join(dir, 'signature.der'), derSignature(raw));
      const answer = run(
        'pkeyutl',
        '-verify',
        '-rawin',
        '-digest',
        'sm3',
        '-pkeyopt',
        'distid:1234567812345678',
        '-certin',
        '-inkey',
        'sm2.pem',
        '-in',
        'signed-info.xml',
        '-sigfile',
        'signature.der',
      );
      expect(answer.toString()).toMatch(/Signature Verified Successfully/);
    }
  });
});

/** r || s → DER SEQUENCE { INTEGER r, INTEGER s }, the form OpenSSL reads. */
function derSignature(raw: Buffer): Buffer {
  const integer = (bytes: Buffer) => {
    let value = bytes;
    while (value.length > 1 && value[0] === 0 && value[1]! < 0x80) value = value.subarray(1);
    if (value[0]! >= 0x80) value = Buffer.concat([Buffer.from([0]), value]);
    return Buffer.concat([Buffer.from([0x02, value.length]), value]);
  };
  const body = Buffer.concat([integer(raw.subarray(0, 32)), integer(raw.subarray(32))]);
  return Buffer.concat([Buffer.from([0x30, body.length]), body]);
}
