// The home page's 资料下载 card (bill-families-and-screens.md §2 /home, §9): the five newest
// knowledge files of /archive (here 8 demo files), newest first; a click downloads the file, 更多
// opens the archive, where each row has its own 下载.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  // Demo bills on: the archive's knowledge files come with them (PORTAL_DEMO_BILLS documents per family).
  portal = await startPortal({ PORTAL_DEMO_BILLS: '8' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('首页资料下载', () => {
  it('lists the five newest documents, downloads one, and 更多 opens the archive with a 下载 per row', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);
    const card = page.locator('.ant-card', { hasText: '资料下载' });
    const items = card.locator('.ant-list-item');
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(5);
    const dates = await card.locator('.ant-list-item .ant-typography').allTextContents();
    expect([...dates].sort().reverse()).toEqual(dates);

    const name = (await items.first().locator('button').textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download'), items.first().locator('button').click()]);
    expect(download.suggestedFilename()).toBe(name);

    await card.getByRole('button', { name: /更\s*多/ }).click();
    await page.waitForURL(/\/archive$/);
    const rowDownload = shownTab(page)
      .locator('.ag-row [col-id="__operation"]')
      .getByRole('button', { name: /下\s*载/ })
      .first();
    await rowDownload.waitFor();
    const [fromRow] = await Promise.all([page.waitForEvent('download'), rowDownload.click()]);
    expect(fromRow.suggestedFilename().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
