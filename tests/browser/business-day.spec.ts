// Issue 11 point 7, one business day: a browser outside China time (its local date is not
// Beijing's at the moment the test runs) sees the same China-time day on the home page, as the
// end of a list's default window, as the pickers' today and in a new bill's 创建时间.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chinaDate, chinaParts } from '#core/china-time.ts';
import { demoAccounts, launchBrowser, logInAt, type Portal, shownTab, startPortal, watchPageErrors, menuEntry } from './harness.ts';
import { saveBill, tokenOf } from './bill-fixtures.ts';

const ROUTE = '/bill/export/order';
const ORDER_NO = 'EO-DAY-1';

/** yyyy-MM-dd of the moment in an IANA zone. */
const localDate = (zone: string, moment: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);

/** How long the file needs the zone's date to stay other than Beijing's (it runs in seconds). */
const MARGIN_MS = 5 * 60_000;
const ZONES = ['America/Los_Angeles', 'Pacific/Pago_Pago', 'Pacific/Kiritimati'];

/**
 * A zone whose date differs from Beijing's at `now` and for the next MARGIN_MS: Los Angeles when it
 * can, else Pago Pago (UTC-11: before 19:00 Beijing) or Kiritimati (UTC+14: from 18:00 Beijing).
 * Only in the last minutes before Beijing's midnight does none last the margin (Beijing's date is
 * about to change, and Kiritimati's with it); undefined then.
 */
function otherDayZone(now: number): string | undefined {
  return ZONES.find((candidate) => [0, MARGIN_MS].every((ahead) => localDate(candidate, now + ahead) !== chinaDate(now + ahead)));
}

/** The zone for this run; just before Beijing's midnight, after waiting for it (at most MARGIN_MS). */
async function zoneForThisRun(): Promise<string> {
  const found = otherDayZone(Date.now());
  if (found) return found;
  const { hour, minute, second } = chinaParts(Date.now());
  await new Promise((resolve) => setTimeout(resolve, ((23 - hour) * 3600 + (59 - minute) * 60 + (60 - second)) * 1000 + 1000));
  const after = otherDayZone(Date.now());
  if (!after) throw new Error('no zone with another date');
  return after;
}

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const zone = await zoneForThisRun();

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  context = await browser.newContext({ timezoneId: zone, viewport: { width: 1920, height: 1000 } });
  page = await context.newPage();
  errors = watchPageErrors(page);
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  await logInAt(page, portal.url, admin.loginName, admin.password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await portal?.stop();
});

describe(`issue 11 point 7: one business day (browser in ${zone})`, () => {
  it('runs a browser whose own date is not the China date', async () => {
    const local = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(local).not.toBe(chinaDate());
  });

  it('says the China date on the home page', async () => {
    const { year, month, day } = chinaParts();
    await page.getByText(`今天是 ${year}年${month}月${day}日`, { exact: false }).waitFor();
  });

  it('ends the list default window, the pickers today and a new bill stamp on the same China day', async () => {
    const today = chinaDate();
    await saveBill(portal.url, ROUTE, ORDER_NO, await tokenOf(page));
    await (await menuEntry(page, '出口业务', '出口订单')).click();
    await page.waitForURL(new RegExp(`${ROUTE}$`));

    const range = page.locator('form[aria-label="查询条件"] .ant-picker-range');
    await expect.poll(() => range.locator('input').nth(1).inputValue()).toBe(today);

    // A row is drawn in parts (the pinned columns apart from the others): find its index by the
    // number, then its stamp by the index.
    const row = shownTab(page)
      .locator('.ag-row[row-index]', { has: page.getByText(ORDER_NO, { exact: true }) })
      .first();
    await row.waitFor();
    const stamp = shownTab(page).locator(`.ag-row[row-index="${await row.getAttribute('row-index')}"] [col-id="createTime"]`);
    // Columns out of view are not drawn: scroll the grid to its right end, where the stamps are.
    await shownTab(page)
      .locator('.ag-body-horizontal-scroll-viewport')
      .evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
    expect((await stamp.textContent())?.trim().slice(0, 10)).toBe(today);

    await range.locator('input').nth(1).click();
    const todayCell = page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today').first();
    await todayCell.waitFor();
    expect(await todayCell.getAttribute('title')).toBe(today);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
});
