// Issue 23 point 5, lists that go stale, on 出口订单 at 1440×900: a value saved in a bill's detail
// tab shows in its list tab without 查询; states moved behind the list's back (as receipts move
// them) show their counts after 查询, and without it when the user comes back to the window;
// an Excel查询 counts only what its file found and names the number that matched nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { InventoryBills, PortalApi } from './export-inventory-fixtures.ts';
import { ListPage, spaced } from './export-inventory-page.ts';
import { demoAccounts, launchBrowser, logInAt, settled, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

const ROUTE = '/bill/export/order';
const VIEWPORT = { width: 1440, height: 900 };
const WAIT = { timeout: 15_000 };
/** The order states the tests move bills between: 暂存 and 海关审结 (schemas/seed/states.json). */
const [DRAFT, CLEARED] = ['0', '399'];

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];
let bills: InventoryBills;
let list: ListPage;
let states: Map<string, string>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lists-true-'));
  const file = join(dataDir, 'portal.sqlite');
  portal = await startPortal({ DATABASE_URL: file });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: VIEWPORT });
  errors = watchPageErrors(page);
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  await logInAt(page, portal.url, admin.loginName, admin.password);
  const api = new PortalApi(portal.url, (await page.evaluate(() => localStorage.getItem('token')))!);
  bills = await InventoryBills.open(api, ROUTE, file);
  list = new ListPage(page, bills.definition);
  states = await api.stateNames(bills.definition);
}, 180_000);

afterAll(async () => {
  bills?.close();
  await browser?.close();
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A draft order numbered `number` whose one goods line adds up to its 商品价格 (12). */
async function order(number: string): Promise<number> {
  const [unit] = await bills.api.dictionary('unit');
  const [currency] = await bills.api.dictionary('currency');
  const line = { gnum: 1, itemNo: 'A1', itemName: '测试商品', qty: 1, unit: unit.value, price: 12, totalPrice: 12, currency: currency.value };
  return bills.save(number, { goodsValue: 12, freight: 12, lines: [line] });
}

const portalTab = (title: string) => page.locator('.ant-tabs-tab', { has: page.getByText(title, { exact: true }) });
const cellOf = (number: string, field: string) => list.row(number).locator(`[col-id="${field}"]`);
const countOf = (state: string) => list.count(states.get(state)!);
/** 全部, 暂存 and 海关审结 as the state filter shows them. */
const counts = async () => [await list.count('全部'), await countOf(DRAFT), await countOf(CLEARED)];

async function showList(prefix: string): Promise<void> {
  if (new URL(page.url()).pathname !== ROUTE) await list.listAfter(() => page.goto(`${portal.url}${ROUTE}`));
  await list.search('订单编号', prefix);
}

describe('issue 23 point 5: lists that stay true', () => {
  it('issue 23 point 5: a value saved in a bill’s detail tab shows in its list tab without 查询', async () => {
    const number = `EO-FRESH-A${Date.now() % 100000}`;
    await order(number);
    await showList(number);
    expect((await cellOf(number, 'freight').textContent())?.trim()).toMatch(/^12(\.0+)?$/);

    // The detail opens in a tab of its own; the list waits, hidden, in its tab.
    await list.row(number).locator('a', { hasText: number }).click();
    await page.waitForURL(/\/details\/export\/order\?id=/);
    const detail = shownTab(page);
    await detail.locator('button', { hasText: spaced('编辑') }).click();
    const freight = detail.getByLabel('运杂费', { exact: true });
    await freight.fill('34.5');
    await freight.press('Tab');
    await detail
      .locator('button', { hasText: spaced('保存') })
      .first()
      .click();
    await (await settled(page.locator('.ant-modal-confirm', { hasText: '确定保存当前单据吗？' }).locator('button', { hasText: spaced('确定') }))).click();
    await detail.locator('button', { hasText: spaced('编辑') }).waitFor(WAIT);

    // Back in the list's tab, without 查询: the new value.
    await portalTab('出口订单').click();
    await page.waitForURL((url) => url.pathname === ROUTE);
    await expect.poll(async () => (await cellOf(number, 'freight').textContent())?.trim(), WAIT).toMatch(/^34\.50*$/);
    expect(errors).toEqual([]);
  });

  it('issue 23 point 5: states moved behind the list’s back show in the counts after 查询, and without it when the user comes back to the window', async () => {
    const prefix = `EO-FRESH-B${Date.now() % 100000}-`;
    const ids = [await order(`${prefix}1`), await order(`${prefix}2`), await order(`${prefix}3`)];
    await showList(prefix);
    await expect.poll(() => countOf(DRAFT), WAIT).toBe(3);

    // A receipt clears the first one: 查询 (same conditions) counts again.
    await bills.setState(ids[0], CLEARED);
    await list.refresh();
    await expect.poll(() => countOf(DRAFT), WAIT).toBe(2);
    expect(await countOf(CLEARED)).toBe(1);

    // Another receipt while the user is in another window: coming back is enough, rows and counts.
    await bills.setState(ids[1], CLEARED);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => countOf(CLEARED), WAIT).toBe(2);
    expect(await countOf(DRAFT)).toBe(1);
    await expect.poll(() => list.stateOf(`${prefix}2`), WAIT).toBe(states.get(CLEARED));
    expect(errors).toEqual([]);
  });

  it('issue 23 point 5: Excel查询 counts only what its file found and names the number that matched nothing', async () => {
    const prefix = `EO-FRESH-C${Date.now() % 100000}-`;
    await order(`${prefix}1`);
    const second = await order(`${prefix}2`);
    await order(`${prefix}3`);
    await bills.setState(second, CLEARED);
    await showList(prefix);
    // The search lists three: two drafts, one cleared.
    await expect.poll(counts, WAIT).toEqual([3, 2, 1]);

    const file = join(dataDir, '查询订单.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('查询');
    for (const row of [['订单编号'], [`${prefix}1`], ['NOSUCHORDER123'], [`${prefix}2`]]) sheet.addRow(row);
    await workbook.xlsx.writeFile(file);

    await list.button('Excel查询').click();
    const dialog = list.dialog('Excel查询');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText('查询订单.xlsx').waitFor(WAIT);
    await list.answerAfter('/queryByFile', async () => (await settled(dialog.locator('button', { hasText: spaced('查询') }))).click());

    // Two rows found: 全部 2, one in each state; the number that found nothing is named.
    await expect.poll(counts, WAIT).toEqual([2, 1, 1]);
    expect(await list.rows().count()).toBeGreaterThanOrEqual(2);
    const unmatched = shownTab(page).getByTestId('file-query-unmatched');
    await unmatched.waitFor(WAIT);
    expect(await unmatched.textContent()).toContain('NOSUCHORDER123');
    expect(await unmatched.textContent()).not.toContain(`${prefix}1`);

    // Leaving the Excel query counts the search again.
    await list.listAfter(() => shownTab(page).locator('button', { hasText: '退出 Excel 查询' }).click());
    await expect.poll(counts, WAIT).toEqual([3, 2, 1]);
    expect(errors).toEqual([]);
  });
});
