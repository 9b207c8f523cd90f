// `npm run bench:login-size`: which JavaScript the login page downloads, and its gzip size.
// Builds the working tree's portal (as bench:weight does, to a temporary outDir) and measures it
// in headless chromium, so lazy chunks count only if loaded. bench:weight gives the same figure
// beside the other screens'; this one is the quick look.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startPortal } from '../tests/browser/harness.ts';
import { buildWorkingTree } from './lib/weight-build.ts';

const build = await buildWorkingTree();
const portal = await startPortal({ PORTAL_STATIC_DIR: build.dir });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
  if (scripts.length === 0) throw new Error('the login page loaded no script: is the built portal served?');
  let raw = 0;
  let gzip = 0;
  for (const path of scripts) {
    const body = readFileSync(join(build.dir, path));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    console.log(`  ${path}  ${(body.length / 1024).toFixed(1)} KiB`);
  }
  console.log(`login page JavaScript: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`);
} finally {
  await browser.close();
  await portal.stop();
  build.cleanup();
}
