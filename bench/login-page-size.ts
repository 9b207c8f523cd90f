// `npm run bench:login-size`: which JavaScript the login page downloads, and its gzip size.
// Measured in headless chromium against the built portal, so lazy chunks count only if loaded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startPortal } from '../tests/browser/harness.ts';

const root = new URL('..', import.meta.url).pathname;
const portal = await startPortal();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  for (const path of scripts) {
    const body = readFileSync(join(root, 'dist', path));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    console.log(`  ${path}  ${(body.length / 1024).toFixed(1)} KiB`);
  }
  console.log(`login page JavaScript: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`);
} finally {
  await browser.close();
  await portal.stop();
}
