// Issue 11 point 10, tables that fit, at 1440×900 with a few demo bills per family (three: with
// one, the seed has no released inventory for the cancel requests to refer to): the key amount
// (收款金额) and the state stay on screen, a list of a few rows is a grid as short as its rows,
// and 资料下载's time column shows the whole stamp.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, startPortal, watchPageErrors, type Portal } from './harness.ts';

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];
const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
const VIEWPORT = { width: 1440, height: 900 };

beforeAll(async () => {
  portal = await startPortal({ PORTAL_DEMO_BILLS: '3' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: VIEWPORT });
  errors = watchPageErrors(page);
  await logInAt(page, portal.url, admin.loginName, admin.password);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The box of a grid header cell, as the user sees it. */
async function headerBox(colId: string) {
  const header = page.locator(`[data-testid="bill-grid"] .ag-header-cell[col-id="${colId}"]`).first();
  await header.waitFor();
  const box = await header.boundingBox();
  if (!box) throw new Error(`no box for ${colId}`);
  return box;
}

describe('issue 11 point 10: tables that fit', () => {
  it('issue 11 point 10: at 1440×900 收款单 shows 收款金额 and the state on screen, and its one row in a grid as short as its rows', async () => {
    await page.goto(`${portal.url}/bill/export/receipt`);
    await page.locator('[data-testid="bill-grid"] .ag-row').first().waitFor();
    for (const colId of ['charge', 'state', 'orderNo']) {
      const box = await headerBox(colId);
      expect(box.x, colId).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, colId).toBeLessThanOrEqual(VIEWPORT.width);
    }
    // A row is drawn once in the pinned part and once in the scrolled part: count its index.
    const rows = new Set(
      await page.locator('[data-testid="bill-grid"] .ag-row[row-index]').evaluateAll((all) => all.map((row) => row.getAttribute('row-index'))),
    ).size;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(3);
    // The header (38 px), the rows (36 px each), a horizontal scroll bar and the borders: no blank area.
    const grid = await page.getByTestId('bill-grid').boundingBox();
    expect(grid!.height).toBeLessThanOrEqual(38 + rows * 36 + 30);
    // and every row shows whole: the last one ends inside the grid.
    const last = await page
      .locator(
        `[data-testid="bill-grid"] .ag-center-cols-container .ag-row[row-index="${rows - 1}"], [data-testid="bill-grid"] .ag-row[row-index="${rows - 1}"]`,
      )
      .last()
      .boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(grid!.y + grid!.height);
  });

  it('issue 11 point 10: 资料下载 shows the full time stamp', async () => {
    await page.goto(`${portal.url}/archive`);
    const cell = page.locator('[data-testid="bill-grid"] .ag-row .ag-cell[col-id="createTime"]').first();
    await cell.waitFor();
    expect(await cell.textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The text's own width against the room its cell gives it (AG Grid cuts it with an ellipsis).
    const fits = await cell.evaluate((element) => {
      const value = element.querySelector('.ag-cell-value') ?? element;
      const range = document.createRange();
      range.selectNodeContents(value);
      return { text: range.getBoundingClientRect().width, room: value.getBoundingClientRect().width };
    });
    expect(fits.text).toBeLessThanOrEqual(fits.room);
    expect(errors).toEqual([]);
  });
});
