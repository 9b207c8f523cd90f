// Writes a self-signed test certificate for a company into the signing folder (PORTAL_SIGN_DIR,
// default data/sign), for development and tests before the company has its real certificate
// (docs/customs-messages/signing.md):
//   npx tsx scripts/sign-certificate.ts <companyCode> [--rsa]
// SM2 (the standard's preferred algorithm) unless --rsa. An existing certificate is kept unless
// --force is given. Exits 2 on a usage error.
import { existsSync, readFileSync } from 'node:fs';
import { certificateFiles, writeTestCertificate } from '../server/customs/sign/certificate-store.ts';
import { readCertificate } from '../server/customs/sign/certificate.ts';
import { loadSignSettings } from '../server/customs/sign/sign-settings.ts';
import { SignError } from '../server/customs/sign/signer.ts';

const USAGE = '用法 / usage: npx tsx scripts/sign-certificate.ts <企业编码> [--rsa] [--force]';

function main(): number {
  const args = process.argv.slice(2);
  const companyCode = args.find((arg) => !arg.startsWith('--'));
  if (!companyCode || args.some((arg) => arg.startsWith('--') && arg !== '--rsa' && arg !== '--force')) {
    console.error(USAGE);
    return 2;
  }
  const settings = loadSignSettings();
  try {
    const files = certificateFiles(settings.dir, companyCode);
    if ((existsSync(files.pem) || existsSync(files.pfx)) && !args.includes('--force')) {
      console.error(`企业 ${companyCode} 已有签名证书（${settings.dir}），未覆盖；要重新生成请加 --force`);
      return 1;
    }
    const written = writeTestCertificate(settings.dir, companyCode, args.includes('--rsa') ? 'RSA-SHA1' : 'SM2-SM3');
    const certificate = readCertificate(readFileSync(written.pem, 'utf8'));
    console.log(`已生成测试证书 ${certificate.algorithm}（证书与私钥）：${written.pem}`);
    console.log(`证书编号 ${certificate.serialNumber}，主题 ${certificate.subject}，有效期至 ${certificate.validTo.toISOString()}`);
    return 0;
  } catch (error) {
    if (error instanceof SignError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

process.exitCode = main();
