// `npx tsx scripts/list-screenshots.ts [outDir]`: five representative lists (出口订单, 出口清单,
// 收款单, 电子税单, 资料下载) of the built portal (run `npx vite build` first) with demo bills, at
// 1440×900 and 1920×1080, as PNG files in outDir (default .tmp/screens), for the issue note on
// column widths, pinned columns and grid height (issue 11 point 10). Not part of `npm test`.
// SCREENS_DEMO_BILLS sets the demo bills per family (default 3).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts, launchBrowser, logInAt, startPortal } from '../tests/browser/harness.ts';

const root = new URL('..', import.meta.url).pathname;
const outDir = process.argv[2] ?? join(root, '.tmp/screens');
const LISTS = [
  { name: 'export-order', path: '/bill/export/order' },
  { name: 'export-inventory', path: '/bill/export/inventory' },
  { name: 'export-receipt', path: '/bill/export/receipt' },
  { name: 'import-tax', path: '/bill/import/tax' },
  { name: 'other-archive', path: '/archive' },
];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

mkdirSync(outDir, { recursive: true });
const portal = await startPortal({ PORTAL_DEMO_BILLS: process.env.SCREENS_DEMO_BILLS ?? '3' });
const browser = await launchBrowser();
try {
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    await logInAt(page, portal.url, admin.loginName, admin.password);
    for (const list of LISTS) {
      await page.goto(`${portal.url}${list.path}`);
      // Rows, or the empty text (a list whose default window holds no demo bill).
      await page.locator('[data-testid="bill-grid"] :is(.ag-row, .ag-overlay-no-rows-wrapper)').first().waitFor({ timeout: 15000 });
      await page.waitForTimeout(500);
      const file = join(outDir, `${list.name}-${viewport.width}x${viewport.height}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}
