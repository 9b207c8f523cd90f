// The whole settlement chain as two new users would go through it (issue 13): the agent (the demo
// company) asks the commerce company for authorisation and the commerce company agrees; the agent
// builds an application from 100 released inventories of that company on the detail page,
// submits it with a bank on /exchangeSettlement and sees the bank approve it; writes it off in two
// parts on /settlementVerification, revokes one write-off with a reason and finds it in the
// cancellation history. Every screen is the generic list of a definition or a settlement dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, otherDemoCompanies, shownTab, watchPageErrors, settled } from './harness.ts';
import { COMMERCE, SettlementPortal } from './settlement-fixtures.ts';

let portal: SettlementPortal | null = null;
let browser: Browser;
const WAIT = { timeout: 30_000 };
/** 0.1, 0.2 and 100.00001 over 100 bills: 33 × 100.30001 + 0.1. */
const TOTAL = '3310.00033';

beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Each attempt (a retry too) starts on a portal of its own: the chain cannot be asked twice. */
async function freshPortal(): Promise<SettlementPortal> {
  await portal?.stop();
  portal = await SettlementPortal.start();
  return portal;
}

const spaced = (label: string) => new RegExp(label.split('').join('\\s*'));
const button = (page: Page, label: string) => shownTab(page).getByRole('button', { name: spaced(label) });
const said = (page: Page, text: string) => page.getByText(text).first().waitFor(WAIT);
/** The operation-column link `label` in the grid row that shows `text`. */
async function rowAction(page: Page, text: string, label: string) {
  const index = await shownTab(page).locator('.ag-row', { hasText: text }).first().getAttribute('row-index');
  await shownTab(page)
    .locator(`.ag-row[row-index="${index}"] [col-id="__operation"]`)
    .getByRole('button', { name: spaced(label) })
    .click();
}

async function signedIn(portal: SettlementPortal, loginName: string, password: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await logInAt(page, portal.url, loginName, password);
  return { page, errors };
}

describe('结汇全流程', () => {
  it('授权 → 100 张清单的结汇申请 → 选择银行提交 → 审核通过 → 分两次核销 → 撤销一次 → 撤销历史', async () => {
    const agentAdmin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const commerceAdmin = otherDemoCompanies()
      .find((other) => other.role === 'commerce')!
      .accounts.find((account) => account.userType === 'ADMIN')!;
    const portal = await freshPortal();
    portal.releasedInventories(100, { prefix: 'CH' });

    // The agent asks the commerce company for authorisation.
    const agent = await signedIn(portal, agentAdmin.loginName, agentAdmin.password);
    const page = agent.page;
    await page.goto(`${portal.url}/settlementAuthorization/apply`);
    await button(page, '申请授权').click();
    const choose = page.getByRole('dialog').filter({ hasText: '选择企业' });
    await choose.getByLabel('企业名称').fill(COMMERCE.name.slice(3, 7));
    await choose.getByRole('button', { name: spaced('查询') }).click();
    await choose.getByText(COMMERCE.name).click();
    await choose.getByRole('button', { name: spaced('申请') }).click();
    await said(page, '申请成功');

    // The commerce company agrees.
    const shop = await signedIn(portal, commerceAdmin.loginName, commerceAdmin.password);
    await shop.page.goto(`${portal.url}/settlementAuthorization/confirm`);
    await shownTab(shop.page).locator('.ag-row', { hasText: '待审核' }).first().waitFor(WAIT);
    await rowAction(shop.page, '待审核', '同意');
    await said(shop.page, '授权操作成功');

    // The agent builds an application from the 100 inventories: 新增 on the list, then two pages of 50.
    await page.goto(`${portal.url}/exchangeSettlement`);
    expect(await page.getByText(/建设中/).count()).toBe(0);
    await button(page, '新增').click();
    await shownTab(page).getByText('新增结汇申请').waitFor(WAIT);
    await shownTab(page).getByText(COMMERCE.name).waitFor(WAIT);
    await button(page, '保存').click();
    await said(page, '保存成功！');
    await page.waitForURL(/params=/, WAIT);
    const panel = '[role="tabpanel"]:not([aria-hidden="true"])';
    const candidates = shownTab(page).locator(`${panel} .ag-row [col-id="invtNo"]`);
    await shownTab(page).getByLabel('清单编号').fill('INVCH');
    await button(page, '查询').click();
    for (const remaining of [100, 50]) {
      await expect.poll(() => shownTab(page).getByText(`共 ${remaining} 条`).count(), WAIT).toBeGreaterThan(0);
      await shownTab(page).locator(`${panel} .ag-header-select-all`).first().click();
      await shownTab(page).getByText('已选择 50 条').waitFor(WAIT);
      await button(page, '添加').click();
      await said(page, '操作成功！');
      await expect.poll(() => shownTab(page).getByTestId('total-count').textContent(), WAIT).toBe(String(150 - remaining));
    }
    expect(await shownTab(page).getByTestId('total-amount').textContent()).toBe(TOTAL);
    await shownTab(page).getByText('暂无可添加的清单').waitFor(WAIT);
    expect(await candidates.count()).toBe(0);
    await button(page, '返回').click();
    await page.waitForURL(/\/exchangeSettlement$/, WAIT);

    // 提交 with a bank; the bank (no delay) approves it.
    await shownTab(page).locator('.ag-row', { hasText: '待生成' }).first().waitFor(WAIT);
    await rowAction(page, TOTAL, '提交');
    const submit = page.getByRole('dialog').filter({ hasText: '银行' });
    await submit.getByLabel('银行').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('中国银行', { exact: true }).click();
    await submit.getByLabel('备注').fill('第一笔出口收汇');
    await submit.getByRole('button', { name: spaced('提交') }).click();
    await said(page, '操作成功！');
    await shownTab(page).locator('.ag-row', { hasText: '审核通过' }).first().waitFor(WAIT);

    // Two partial write-offs.
    await page.goto(`${portal.url}/settlementVerification`);
    for (const amount of ['1000', '500.5']) {
      await button(page, '申请核销').click();
      const writeOff = page.getByRole('dialog').filter({ hasText: '核销金额' });
      const input = writeOff.getByRole('textbox', { name: /^核销金额/ }).first();
      await input.fill(amount);
      await input.blur();
      await writeOff.getByRole('button', { name: spaced('提交') }).click();
      await said(page, '提交核销申请成功');
      await writeOff.waitFor({ state: 'hidden', ...WAIT });
    }
    await expect
      .poll(() => shownTab(page).locator('.ag-row [col-id="verificationAmount"]').allTextContents(), WAIT)
      .toEqual(expect.arrayContaining(['1000', '500.5']));

    // Revoke the second write-off with a reason; it is in the history.
    const second = await shownTab(page).locator('.ag-row', { hasText: '500.5' }).first().getAttribute('row-index');
    await shownTab(page).locator(`.ag-row[row-index="${second}"] .ag-selection-checkbox input`).first().click();
    await button(page, '撤销申请').click();
    const reason = page.getByRole('dialog').filter({ hasText: '撤销原因' });
    await reason.getByRole('textbox').fill('金额填写有误');
    await (await settled(reason.getByRole('button', { name: spaced('确定') }))).click();
    await said(page, '申请撤销成功');
    await shownTab(page).locator('.ag-row', { hasText: '已撤销' }).first().waitFor(WAIT);
    await button(page, '查看撤销历史').click();
    const history = page.getByRole('dialog').filter({ hasText: '查看撤销历史' });
    await history.getByText('金额填写有误').waitFor(WAIT);

    expect(agent.errors).toEqual([]);
    expect(shop.errors).toEqual([]);
  }, 300_000);
});
