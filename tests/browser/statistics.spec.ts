// /statistics as a new user meets it (issue 14): on demo bills, a year of the e-commerce company
// tab for business mode 9610 shows rows, the 合计 row and the chart; a header sorts on the server;
// 导出 opens an .xlsx workbook. A range over a year is refused before any call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chinaDate } from '#core/china-time.ts';
import { demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

const LIST = '/api/enterprise/agent/counts/list';
const DAY = 86_400_000;

let portal: Portal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // Demo bills on: export inventories over the last year (most of them 9610, released or finished).
  portal = await startPortal({ PORTAL_DEMO_BILLS: '20' });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function pickDate(label: string, value: string) {
  const input = shownTab(page).getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('业务统计', () => {
  it('runs a year of statistics, sorts on the server, draws the chart and exports a workbook', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);
    await page.goto(`${portal.url}/statistics`);
    const tab = shownTab(page);
    await tab.getByRole('tab', { name: '电商企业' }).waitFor();

    // Two years: refused before any call.
    let calls = 0;
    page.on('request', (request) => void (request.url().endsWith(LIST) && (calls += 1)));
    const today = chinaDate();
    await pickDate('开始日期', chinaDate(Date.now() - 2 * 365 * DAY));
    await pickDate('结束日期', today);
    // A searchable select: type the code, take the option it leaves.
    const mode = tab.getByLabel('业务模式', { exact: true });
    await mode.click();
    await mode.fill('9610');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '9610' }).waitFor();
    await mode.press('Enter');
    await expect.poll(() => tab.locator('.ant-form-item', { hasText: '业务模式' }).textContent()).toContain('9610');
    await tab.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('统计时间范围不能超过一年').waitFor();
    expect(calls).toBe(0);

    // One year.
    await pickDate('开始日期', chinaDate(Date.now() - 364 * DAY));
    const [answered] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(LIST)),
      tab.getByRole('button', { name: /查\s*询/ }).click(),
    ]);
    const answer = (await answered.json()).data as { total: number; sum: { total: number; goodsValue: string } };
    expect(answer.total).toBeGreaterThan(0);
    const rows = tab.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(Math.min(answer.total, 50));
    const totals = tab.locator('.statistics-totals');
    await expect.poll(() => totals.textContent()).toContain('合计');
    expect(await totals.textContent()).toContain(answer.sum.goodsValue);
    const chart = tab.getByTestId('statistics-chart');
    await chart.locator('canvas').first().waitFor({ timeout: 30_000 });
    // 票数, 货值 and 毛重, each drawn over the range (by day, or by month for a longer one).
    const captions = await chart.locator('figcaption').allTextContents();
    expect(captions.map((caption) => caption.replace(/（按[日月]）$/, ''))).toEqual(['票数', '货值（元）', '毛重（千克）']);
    await expect.poll(() => chart.locator('figure canvas').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);

    // Sort by goods value: the server is asked with that sort.
    const [sorted] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith(LIST)),
      tab.locator('.ant-table-thead th', { hasText: '货值（元）' }).click(),
    ]);
    expect(sorted.postDataJSON().data.sorts).toEqual([{ name: 'goods_value', order: 'desc' }]);
    await expect.poll(() => tab.locator('.ant-table-thead th[aria-sort="descending"]').textContent()).toContain('货值（元）');

    // Export: the workbook opens in a new window.
    const [exported, opened] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/exportAgent')),
      page.context().waitForEvent('request', (request) => request.url().includes('/api/file/download/')),
      tab.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    const uri = (await exported.json()).data.downloadUri as string;
    expect(opened.url()).toBe(`${portal.url}${uri}`);
    const file = await fetch(opened.url());
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    for (const other of page.context().pages()) if (other !== page) await other.close().catch(() => undefined);
    expect(errors).toEqual([]);
  }, 180_000);
});
