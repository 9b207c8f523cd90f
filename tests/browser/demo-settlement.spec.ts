// Issue 23 point 2: the demo walks settlement. A fresh portal with its default settings — demo
// bills on, the bank with its own delay — shows the demo company an application in each state
// (待生成, 申报中, 审核中, 审核通过, 审核不通过, 已撤销 with its history) and write-offs; the user
// revokes the 审核中 one, submits the 待生成 one and sees the bank not decide at once (申报中), and a
// new application for the authorised commerce company finds released inventories to add.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, otherDemoCompanies, settled, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

let portal: Portal;
let browser: Browser;
const WAIT = { timeout: 30_000 };
/** §4.1's states, as the list's state column names them. */
const STATES = ['待生成', '申报中', '审核中', '审核通过', '审核不通过', '已撤销'];

beforeAll(async () => {
  // PORTAL_BANK_DELAY_MS '' is the default (the harness makes the bank decide at once otherwise).
  portal = await startPortal({ PORTAL_DEMO_BILLS: '2', PORTAL_BANK_DELAY_MS: '' });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const spaced = (label: string) => new RegExp(label.split('').join('\\s*'));
const button = (page: Page, label: string) => shownTab(page).getByRole('button', { name: spaced(label) });
const said = (page: Page, text: string) => page.getByText(text).first().waitFor(WAIT);
/** Rows of the list (all on its first page) whose state column says `stateName`. */
const count = async (page: Page, stateName: string) =>
  (
    await shownTab(page)
      .locator('.ag-row [col-id="state"]')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()))
  ).filter((text) => text === stateName).length;

/** The operation-column link `label` in the grid row that shows `text`. */
async function rowAction(page: Page, text: string, label: string) {
  const index = await shownTab(page).locator('.ag-row', { hasText: text }).first().getAttribute('row-index');
  await shownTab(page)
    .locator(`.ag-row[row-index="${index}"] [col-id="__operation"]`)
    .getByRole('button', { name: spaced(label) })
    .click();
}

describe('issue 23 point 2: demo data for settlement', () => {
  it('issue 23 point 2: the demo walks settlement: every state, write-offs, 审核中 to revoke, a bank that takes its time, inventories to add', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const commerce = otherDemoCompanies().find((other) => other.role === 'commerce')!.company;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);

    // An application in each state.
    await page.goto(`${portal.url}/exchangeSettlement`);
    await shownTab(page).locator('.ag-row').first().waitFor(WAIT);
    for (const state of STATES) await expect.poll(() => count(page, state), { ...WAIT, message: state }).toBeGreaterThanOrEqual(1);
    const revoked = await count(page, '已撤销');
    await button(page, '查看撤销历史').click();
    const history = page.getByRole('dialog').filter({ hasText: '查看撤销历史' });
    await history.locator('.ag-row').first().waitFor(WAIT);
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden', ...WAIT });

    // 撤销 on the application in review.
    await rowAction(page, '审核中', '撤销');
    const reason = page.getByRole('dialog').filter({ hasText: '撤销原因' });
    await reason.getByRole('textbox').fill('银行账户变更');
    await (await settled(reason.getByRole('button', { name: spaced('确定') }))).click();
    await said(page, '申请撤销成功');
    await expect.poll(() => count(page, '已撤销'), WAIT).toBe(revoked + 1);

    // 提交 the application waiting to be submitted: the bank has not decided yet.
    const declaring = await count(page, '申报中');
    await rowAction(page, '待生成', '提交');
    const submit = page.getByRole('dialog').filter({ hasText: '银行' });
    await submit.getByLabel('银行').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('中国银行', { exact: true }).click();
    await submit.getByRole('button', { name: spaced('提交') }).click();
    await said(page, '操作成功！');
    await expect.poll(() => count(page, '申报中'), WAIT).toBe(declaring + 1);

    // Write-offs of the approved applications.
    await page.goto(`${portal.url}/settlementVerification`);
    await shownTab(page).locator('.ag-row').first().waitFor(WAIT);
    await expect.poll(() => count(page, '审核通过'), WAIT).toBeGreaterThanOrEqual(1);
    await expect.poll(() => count(page, '已撤销'), WAIT).toBeGreaterThanOrEqual(1);

    // A new application for the authorised commerce company: released inventories to add.
    await page.goto(`${portal.url}/exchangeSettlement`);
    await button(page, '新增').click();
    await shownTab(page).getByText('新增结汇申请').waitFor(WAIT);
    await shownTab(page).getByText(commerce.name).waitFor(WAIT);
    await button(page, '保存').click();
    await said(page, '保存成功！');
    await page.waitForURL(/params=/, WAIT);
    const panel = '[role="tabpanel"]:not([aria-hidden="true"])';
    await shownTab(page).locator(`${panel} .ag-row [col-id="invtNo"]`).first().waitFor(WAIT);
    expect(await shownTab(page).getByText('暂无可添加的清单').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);
});
