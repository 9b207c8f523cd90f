// Issue 23 point 8: a new company (the demo company started without its demo filing). Its home page
// toasts nothing and offers no upgrade before a filing is approved; every page that needs a filing —
// bill lists, the archive, exchange settlement and its write-off — shows the one gate card (the
// bill pages' 请先进行企业备案！ with 去备案) instead of a list and a toast; and a company without
// demo data starts empty, even with demo bills on (no subsidy applications, no bills).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

let portal: Portal;
let browser: Browser;
const WAIT = { timeout: 30_000 };
const FILING_REQUIRED = '请先进行企业备案！';
const GATED = ['/exchangeSettlement', '/settlementVerification', '/archive', '/bill/export/order'];

beforeAll(async () => {
  // Demo bills on: a company that has not filed still gets none of them.
  portal = await startPortal({ PORTAL_DEMO_FILING: '0', PORTAL_DEMO_BILLS: '2' });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Every toast (antd message) the page showed, however briefly. */
async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);
}

describe('issue 23 point 8: a new company', () => {
  it('issue 23 point 8: a new company meets one filing gate on every page that needs it, no toast, no upgrade offer, no demo data', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchPageErrors(page);
    const toasts = await watchToasts(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);

    // Home: the reminder to file; the cards stay quiet; no upgrade before a filing is approved.
    await shownTab(page).getByText('您的企业尚未备案，请先进行企业备案后再办理单据业务。').waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    await shownTab(page).getByText('资料下载').waitFor(WAIT);
    expect(await page.getByRole('region', { name: '升级资源中心账号' }).count()).toBe(0);
    expect(await toasts()).toEqual([]);

    // The same gate card on every page that needs a filing, instead of the page and a toast.
    for (const path of GATED) {
      await page.goto(`${portal.url}${path}`);
      const tab = shownTab(page);
      await tab.locator('.ant-result-title', { hasText: FILING_REQUIRED }).waitFor(WAIT);
      await tab.getByRole('button', { name: /去\s*备\s*案/ }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      expect(await tab.locator('.ag-root').count(), path).toBe(0);
      expect(await toasts(), path).toEqual([]);
    }

    // No demo data for a company without a filing: its data-check list is empty.
    await page.goto(`${portal.url}/rewardApplication`);
    await shownTab(page).getByText('共 0 条').waitFor(WAIT);
    expect(await shownTab(page).locator('.ag-row').count()).toBe(0);
    expect(await toasts()).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
