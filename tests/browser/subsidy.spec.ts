// A new user applies for data verification (issue 14, spec §2, §3.5, §5, §9): the apply form from
// 申请核验, a bound receiving company found by name, a 20,000-row waybill import built with exceljs
// on the server's own template (progress shown while it runs), 提交申请 (提交申请成功, back to
// the list), the application approved at once (PORTAL_SUBSIDY_DELAY_MS=0), 查看 its detail, and
// 核验结果 with its rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, settled, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

const WAIT = { timeout: 60_000 };
const ROWS = 20_000;
const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;

/** POST `{ data }` to the portal as the signed-in page. */
function call<T>(page: Page, path: string, data: unknown = {}): Promise<{ code: number; message: string; data: T }> {
  return page.evaluate(
    async ([url, body]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ data: body }),
      });
      return response.json();
    },
    [path, data] as const,
  );
}

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[] = [];

beforeAll(async () => {
  portal = await startPortal({ PORTAL_SUBSIDY_DELAY_MS: '0' });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  errors = watchPageErrors(page);
  await logInAt(page, portal.url, admin.loginName, admin.password);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const spaced = (label: string) => new RegExp(`^\\s*${[...label].join('\\s*')}\\s*$`);
const button = (scope: Locator | Page, label: string) => scope.locator('button', { hasText: spaced(label) });
const visibleDialog = (shown: Page) => shown.locator('.ant-modal-wrap:visible [role="dialog"]');

async function choose(shown: Page, id: string, name: string) {
  const select = shownTab(shown).locator(`#${id}`);
  await select.click();
  await select.fill(name);
  await shown.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
}

async function pickDate(shown: Page, id: string, day: string) {
  const input = shownTab(shown).locator(`#${id}`);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

/** IATA master bill number: 3-digit prefix, 7-digit serial and its mod-7 check digit. */
function masterBillNo(index: number): string {
  const serial = 3_000_000 + index;
  return `784-${serial}${serial % 7}`;
}

/** The server's own template (下载模板's answer) filled with `count` rows, by its header titles. */
async function filledTemplate(shown: Page, count: number, receiver: string): Promise<Buffer> {
  const { data } = await call<{ downloadUri: string }>(shown, '/api/enterprise/subsidy/bill/downloadTemplate');
  const bytes = await shown.evaluate(async (uri) => {
    const response = await fetch(uri, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return [...new Uint8Array(await response.arrayBuffer())];
  }, data.downloadUri);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(bytes).buffer as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const value = (title: string, index: number): string | number => {
    if (title.includes('付款单位')) return '深圳市演示付款单位有限公司';
    if (title.includes('收款单位')) return receiver;
    if (title.includes('总运单号')) return masterBillNo(index);
    if (title.includes('提货时间')) return '2026-11-02 09:30:00';
    if (title.includes('航班号')) return `CZ${3000 + (index % 90)}`;
    if (title.includes('航班日期')) return '2026-11-01';
    if (title.includes('毛重')) return index % 3 === 0 ? 12.345 : 1000.5;
    return '';
  };
  for (let index = 0; index < count; index++) sheet.addRow(header.map((title) => value(title, index)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('数据核验申请', () => {
  it('申请核验：绑定企业、导入 20000 条运单（看到进度）、提交申请、核验完成后查看详情与核验结果', async () => {
    const shown = page;
    await shown.goto(`${portal.url}/rewardApplication`);
    expect(await shown.getByText(/建设中/).count()).toBe(0);
    await button(shownTab(shown), '申请核验').first().click();
    await shown.waitForURL(/\/rewardApplication\/apply\/apply/);
    const tab = shownTab(shown);
    await tab
      .getByText(/申请企业/)
      .first()
      .waitFor(WAIT);

    // Nothing filled: the spec's words, nothing sent.
    await button(tab, '提交申请').click();
    await shown.getByText('请完整填写申请数据').first().waitFor(WAIT);

    await choose(shown, 's0_applyType', '跨境电商零售出口(9610)');
    await choose(shown, 's0_companyType', '发货人');
    // A period long before the demo applications' (they cover the last weeks): periods may not overlap.
    await pickDate(shown, 's0_ckStartTime', '2025-03-01');
    await pickDate(shown, 's0_ckEndTime', '2025-03-31');
    await tab.locator('#s0_note').fill('十一月出口运单核验');

    // The bound company: found by a part of its name, chosen.
    await tab.getByLabel('企业名称').fill('有限');
    await button(tab, '查询').click();
    const results = tab.getByTestId('company-results');
    await results.waitFor(WAIT);
    const receiver = ((await results.locator('tbody tr').first().locator('td').first().textContent()) ?? '').trim();
    await button(results, '选择').first().click();
    await tab.getByTestId('chosen-companies').getByText(receiver).waitFor(WAIT);

    // 20,000 waybills on the server's template; the progress shows while it runs.
    const workbook = await filledTemplate(shown, ROWS, receiver);
    await button(tab, '导入运单号').click();
    const dialog = visibleDialog(shown);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'waybills.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await dialog.getByText('waybills.xlsx').waitFor(WAIT);
    await (await settled(button(dialog, '开始导入'))).click();
    await dialog.getByText(/已读取/).waitFor(WAIT);
    await dialog.getByText('导入完成').waitFor({ timeout: 120_000 });
    await dialog.getByText(`已读取 ${ROWS.toLocaleString('en-US')} / ${ROWS.toLocaleString('en-US')} 行`).waitFor(WAIT);
    await button(dialog, '关闭').click();
    await tab.getByTestId('imported-bills').getByText(`共 ${ROWS} 条`).waitFor(WAIT);
    await tab.getByTestId('imported-bills').getByText(masterBillNo(0)).waitFor(WAIT);

    await button(tab, '提交申请').click();
    // Success, or the refusal's alert (错误提示) — whose text then says why the test failed.
    const refusal = shown.locator('.ant-modal-confirm', { hasText: '错误提示' });
    await shown.getByText('提交申请成功').first().or(refusal).first().waitFor(WAIT);
    expect(await refusal.count(), (await refusal.textContent().catch(() => null)) ?? '').toBe(0);
    await shown.waitForURL(/\/rewardApplication$/);

    // Approved at once (PORTAL_SUBSIDY_DELAY_MS=0): the row says 核验完成.
    const list = shownTab(shown);
    const row = list.locator('.ag-row[row-index="0"]');
    await row.getByText('核验完成').waitFor(WAIT);

    // 查看: the detail page, read-only, with the imported rows.
    await row
      .locator('[col-id="__operation"]')
      .getByRole('button', { name: /查\s*看/ })
      .click();
    await shown.waitForURL(/\/rewardApplication\/apply\/detail\?id=/);
    const detail = shownTab(shown);
    await detail.getByTestId('subsidy-state').filter({ hasText: '核验完成' }).waitFor(WAIT);
    await detail.getByText('十一月出口运单核验').waitFor(WAIT);
    await detail.getByTestId('imported-bills').getByText(`共 ${ROWS} 条`).waitFor(WAIT);
    await button(detail, '返回').click();
    await shown.waitForURL(/\/rewardApplication$/);

    // 核验结果: the result rows in a dialog.
    await shownTab(shown)
      .locator('.ag-row[row-index="0"] [col-id="__operation"]')
      .getByRole('button', { name: /核\s*验\s*结\s*果/ })
      .click();
    const resultDialog = visibleDialog(shown);
    await resultDialog.getByTestId('subsidy-results').waitFor(WAIT);
    await resultDialog.locator('.ant-table-tbody tr.ant-table-row').first().waitFor(WAIT);
    expect(await resultDialog.getByText('数据核验申请已收到，正在处理中，请耐心等待反馈核验结果！').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 300_000);
});
