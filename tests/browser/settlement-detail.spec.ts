// The settlement application detail page as the agent would use it (issue 13,
// platform-and-settlement.md §2.6, §5.3, §7.7): 新增 by its address, choose the commerce company
// that authorised the agent, 保存 (保存成功！) and continue in edit mode; select every candidate
// on the page, 添加 (操作成功！) and see the server's totals; 删除 one after the confirmation; open
// a bill's details with its goods line; 返回 to the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, shownTab, watchPageErrors, settled } from './harness.ts';
import { COMMERCE, SettlementPortal, type ReleasedInventory } from './settlement-fixtures.ts';

let portal: SettlementPortal;
let browser: Browser;
let bills: ReleasedInventory[];
/** Each attempt (a retry too) makes bills of its own, found by their number's prefix. */
let attempt = 0;
const WAIT = { timeout: 20_000 };

beforeAll(async () => {
  portal = await SettlementPortal.start();
  portal.authorise();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const button = (page: Page, label: string) => shownTab(page).getByRole('button', { name: new RegExp(label.split('').join('\\s*')) });
const totalCount = (page: Page) => shownTab(page).getByTestId('total-count');
const PANEL = '[role="tabpanel"]:not([aria-hidden="true"])';
/** One cell per row: AG Grid splits a row over its pinned and centre containers. */
const gridRows = (page: Page) => shownTab(page).locator(`${PANEL} .ag-row [col-id="invtNo"]`);
const rowPart = (page: Page, index: number, inside: string) => shownTab(page).locator(`${PANEL} .ag-row[row-index="${index}"] ${inside}`).first();

describe('结汇申请详情', () => {
  it('新增结汇申请，添加与删除清单，查看清单详情，返回', async () => {
    const prefix = `SD${'ABCDEFGH'[attempt++]}`;
    // 0.1 + 0.2 + 100.00001, four times: exactly 401.20004.
    bills = portal.releasedInventories(12, { prefix });
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors = watchPageErrors(page);
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    await logInAt(page, portal.url, admin.loginName, admin.password);

    // 新增 by the address: the only authorised company is chosen, 出口 by default.
    await page.goto(`${portal.url}/exchangeSettlement/applicationDetail`);
    await shownTab(page).getByText('新增结汇申请').waitFor(WAIT);
    await shownTab(page).getByText(COMMERCE.name).waitFor(WAIT);
    await shownTab(page).getByLabel('备注').fill('浏览器测试');
    await button(page, '保存').click();
    await page.getByText('保存成功！').first().waitFor(WAIT);
    await page.waitForURL(/params=/, WAIT);
    const params = JSON.parse(new URL(page.url()).searchParams.get('params')!) as { type: string; billType: string; id: number };
    expect(params).toMatchObject({ type: 'edit', billType: 'export' });
    await expect.poll(() => shownTab(page).getByTestId('declare-no').textContent(), WAIT).toBe('待生成');
    expect(await totalCount(page).textContent()).toBe('0');

    // This attempt's bills, by the 清单编号 search; 添加 without a selection warns; then every candidate of the page.
    await gridRows(page).first().waitFor(WAIT);
    await shownTab(page).getByLabel('清单编号').fill(`INV${prefix}`);
    await button(page, '查询').click();
    await expect.poll(() => gridRows(page).count(), WAIT).toBe(12);
    await button(page, '添加').click();
    await page.getByText('请选择需要添加的清单').first().waitFor(WAIT);
    await shownTab(page).locator(`${PANEL} .ag-header-select-all`).first().click();
    await shownTab(page).getByText('已选择 12 条').waitFor(WAIT);
    await button(page, '添加').click();
    await page.getByText('操作成功！').first().waitFor(WAIT);
    await expect.poll(() => totalCount(page).textContent(), WAIT).toBe('12');
    expect(await shownTab(page).getByTestId('total-amount').textContent()).toBe('401.20004');
    await shownTab(page).getByText('暂无可添加的清单').waitFor(WAIT);

    // 删除 one attached bill after the confirmation.
    await shownTab(page).getByRole('tab', { name: '已添加清单' }).click();
    await gridRows(page).first().waitFor(WAIT);
    await expect.poll(() => gridRows(page).count(), WAIT).toBe(12);
    await rowPart(page, 0, '.ag-selection-checkbox input').click();
    await shownTab(page).getByText('已选择 1 条').waitFor(WAIT);
    await button(page, '删除').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定从结汇申请中删除所选的 1 张清单吗？' });
    await confirm.waitFor(WAIT);
    await (await settled(confirm.getByRole('button', { name: /确\s*定/ }))).click();
    await page.getByText('操作成功！').first().waitFor(WAIT);
    await expect.poll(() => totalCount(page).textContent(), WAIT).toBe('11');
    await expect.poll(() => gridRows(page).count(), WAIT).toBe(11);

    // The bill-details panel: the head and its goods line.
    const firstNo = (await rowPart(page, 0, '[col-id="invtNo"]').textContent())!.trim();
    const bill = bills.find((made) => made.invtNo === firstNo)!;
    await rowPart(page, 0, '[col-id="details"] button').click();
    const drawer = page.getByRole('dialog').filter({ hasText: '清单详情' });
    await drawer.waitFor(WAIT);
    await drawer.getByText('商品信息').waitFor(WAIT);
    await drawer.getByRole('cell', { name: bill.amount, exact: true }).first().waitFor(WAIT);
    // Escape closes the panel (keyboard).
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...WAIT });

    // 返回: the list.
    await button(page, '返回').click();
    await page.waitForURL(/\/exchangeSettlement$/, WAIT);
    expect(errors).toEqual([]);
  }, 240_000);
});
