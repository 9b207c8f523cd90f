// The folder of company certificates: <companyCode>.pfx, or <companyCode>.pem with
// <companyCode>.key (a .pem holding both the certificate and the key also works, and is what the
// test-certificate generator writes), and optionally <companyCode>.password. Loaded credentials are kept per company until the files change.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { credentialsFromPem, credentialsFromPfx, type KeyCredentials } from './key-credentials.ts';
import type { SignSettings } from './sign-settings.ts';
import { SignError } from './signer.ts';
import { createTestCertificate } from './test-certificate.ts';

/** Customs codes are 10 characters; anything that could leave the folder is refused. */
const COMPANY_CODE = /^[0-9A-Za-z]{1,32}$/;

interface CacheEntry {
  stamp: string;
  credentials: KeyCredentials;
}

export interface CertificateFiles {
  pfx: string;
  pem: string;
  key: string;
  password: string;
}

export function certificateFiles(dir: string, companyCode: string): CertificateFiles {
  if (!COMPANY_CODE.test(companyCode)) throw new SignError(`企业编码“${companyCode}”不合法，无法查找签名证书`);
  const base = join(dir, companyCode);
  return { pfx: `${base}.pfx`, pem: `${base}.pem`, key: `${base}.key`, password: `${base}.password` };
}

/** Writes a file atomically (temporary name, then rename), so a reader never sees half a key. */
function writeAtomically(path: string, content: string, mode: number): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode });
  renameSync(temporary, path);
}

/**
 * Writes a generated test certificate for a company into the folder: one `<code>.pem` holding the
 * certificate and its key, renamed into place at once, so two processes generating at the same
 * time can never leave one's key beside the other's certificate.
 */
export function writeTestCertificate(dir: string, companyCode: string, algorithm: SignSettings['testAlgorithm']): CertificateFiles {
  const files = certificateFiles(dir, companyCode);
  const generated = createTestCertificate(companyCode, algorithm);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeAtomically(files.pem, generated.certificatePem + generated.privateKeyPem, 0o600);
  return files;
}

export class CertificateStore {
  readonly #cache = new Map<string, CacheEntry>();

  constructor(private readonly settings: Pick<SignSettings, 'dir' | 'password' | 'generateTestCertificates' | 'testAlgorithm'>) {}

  #stamp(paths: string[]): string {
    return paths.map((path) => (existsSync(path) ? `${statSync(path).mtimeMs}:${statSync(path).size}` : '-')).join('|');
  }

  #password(files: CertificateFiles): string | null {
    return existsSync(files.password) ? readFileSync(files.password, 'utf8').trim() : this.settings.password;
  }

  #load(files: CertificateFiles, companyCode: string): KeyCredentials {
    if (existsSync(files.pfx)) {
      const password = this.#password(files);
      if (password === null) throw new SignError(`企业 ${companyCode} 的 PFX 证书需要口令，请配置 PORTAL_SIGN_PASSWORD 或 ${companyCode}.password`);
      return credentialsFromPfx(readFileSync(files.pfx), password);
    }
    if (existsSync(files.pem)) {
      const pem = readFileSync(files.pem, 'utf8');
      const key = existsSync(files.key) ? readFileSync(files.key, 'utf8') : pem;
      if (!/PRIVATE KEY-----/.test(key)) {
        throw new SignError(`企业 ${companyCode} 的签名私钥不存在（${companyCode}.key，或写在 ${companyCode}.pem 中）`);
      }
      return credentialsFromPem(pem, key, this.#password(files));
    }
    throw new SignError(`企业 ${companyCode} 未配置签名证书（${companyCode}.pfx 或 ${companyCode}.pem + ${companyCode}.key）`);
  }

  /** The company's credentials; in development a missing certificate is generated first. */
  credentials(companyCode: string): KeyCredentials {
    const files = certificateFiles(this.settings.dir, companyCode);
    if (this.settings.generateTestCertificates && !existsSync(files.pfx) && !existsSync(files.pem)) {
      writeTestCertificate(this.settings.dir, companyCode, this.settings.testAlgorithm);
    }
    const stamp = this.#stamp([files.pfx, files.pem, files.key, files.password]);
    const cached = this.#cache.get(companyCode);
    if (cached && cached.stamp === stamp) return cached.credentials;
    const credentials = this.#load(files, companyCode);
    this.#cache.set(companyCode, { stamp, credentials });
    return credentials;
  }
}
