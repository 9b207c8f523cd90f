// Issue 11 point 6, spec defaults: a new user of the demo company opens 出口订单 and sees every
// order of the last year (spec §9: declaration lists default to last year to today; it was 7
// days, 1 of 21 orders), the search form shows that window and says it is the default, and the
// first click on a sortable header sorts ascending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { chinaParts } from '#core/china-time.ts';
import { calendarDateOf, defaultDateWindow } from '#core/definition/date-window.ts';
import { demoAccounts, launchBrowser, logInAt, type Portal, shownTab, startPortal, watchPageErrors, menuEntry } from './harness.ts';
import { saveBill, tokenOf, totalOf } from './bill-fixtures.ts';

const ROUTE = '/bill/export/order';

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];
let total: number;

// The list's row calls; its total follows in a second call (part 'total', issue 26 point 1).
const isList = (request: Request) =>
  request.method() === 'POST' &&
  request.url().endsWith('/api/enterprise/expu/order/pageList') &&
  (request.postDataJSON() as { data?: { part?: string } } | null)?.data?.part !== 'total';
const listBody = async (action: () => Promise<unknown>) => {
  const [request] = await Promise.all([page.waitForRequest(isList), action()]);
  await request.response();
  return request.postDataJSON().data as { sorts: unknown[]; terms: { column: string; termType: string; value: unknown }[] };
};
const cell = (index: number, column: string) => shownTab(page).locator(`.ag-row[row-index="${index}"] [col-id="${column}"]`);

beforeAll(async () => {
  // The demo bills spread over the last year, as a new user of the demo company finds them.
  portal = await startPortal({ PORTAL_DEMO_BILLS: '20' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  errors = watchPageErrors(page);
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  await logInAt(page, portal.url, admin.loginName, admin.password);
  const token = await tokenOf(page);
  await saveBill(portal.url, ROUTE, 'EO-TODAY-1', token);
  total = await totalOf(portal.url, ROUTE, token);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('issue 11 point 6: spec defaults on 出口订单', () => {
  it('lists every order of the last year and shows the window it asks for', async () => {
    expect(total).toBeGreaterThan(10);
    const window = defaultDateWindow('1y', calendarDateOf(new Date()))!;
    const entry = await menuEntry(page, '出口业务', '出口订单');
    const body = await listBody(() => entry.click());
    expect(body.terms).toEqual([{ column: 'create_time', termType: 'btw', type: 'and', value: [window.begin, window.end] }]);
    await page.getByText(`共 ${total} 条`).waitFor();

    const form = page.locator('form[aria-label="查询条件"]');
    const inputs = form.locator('.ant-picker-range input');
    expect([await inputs.nth(0).inputValue(), await inputs.nth(1).inputValue()]).toEqual([window.begin.slice(0, 10), window.end.slice(0, 10)]);
    await form.getByText('默认查询近一年').waitFor();
    expect(window.begin.slice(0, 4)).toBe(String(chinaParts().year - 1));
  });

  it('sorts ascending on the first click of a sortable header, descending on the second', async () => {
    const header = shownTab(page).locator('.ag-header-cell[col-id="orderNo"] .ag-header-cell-label');
    let body = await listBody(() => header.click());
    expect(body.sorts).toEqual([{ name: 'order_no', order: 'asc' }]);
    await expect.poll(() => shownTab(page).locator('.ag-header-cell[col-id="orderNo"]').getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await cell(0, 'orderNo').textContent())! <= (await cell(1, 'orderNo').textContent())!).toBe(true);
    body = await listBody(() => header.click());
    expect(body.sorts).toEqual([{ name: 'order_no', order: 'desc' }]);
    await expect.poll(() => shownTab(page).locator('.ag-header-cell[col-id="orderNo"]').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await cell(0, 'orderNo').textContent())! >= (await cell(1, 'orderNo').textContent())!).toBe(true);
    expect(errors).toEqual([]);
  });
});
