// Issue 23 point 9: the spec's texts, verbatim. A settlement revoke without a reason says
// 申请撤销理由不能为空 (platform §5.2); the waybill import's one-file refusal is the spec's one message
// 仅支持导入一份文件, 请先移除已上传文件再重新上传 (bill-families §5), whether two files come at once or
// a second after the first; and the export of the data-check results (核验结果) says it covers only
// data where the company is the declaring enterprise (platform §8.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chinaDateTime } from '#core/china-time.ts';
import { demoAccounts, launchBrowser, logInAt, settled, shownTab, watchPageErrors } from './harness.ts';
import { AGENT, COMMERCE, SettlementPortal } from './settlement-fixtures.ts';

let portal: SettlementPortal;
let browser: Browser;
let page: Page;
let errors: string[];
const WAIT = { timeout: 30_000 };
const ONE_FILE = '仅支持导入一份文件, 请先移除已上传文件再重新上传';

beforeAll(async () => {
  portal = await SettlementPortal.start();
  // An application the bank is reviewing (审核中): the one 撤销 is offered on.
  const time = chinaDateTime();
  portal.db
    .prepare(
      `insert into settlement_declare (company_code, agent_name, ebc_code, ebc_name, ie_type, bank_code, bank_name, note, declare_no, state,
         total_amount, total_count, already_amount, currency, audit_opinion, review_due_at, app_time, create_time, update_time)
       values (?, ?, ?, ?, 'EXP', '104', '中国银行', null, 'JH2026112700000091', 'audit', '100', 1, '0', '502', null, null, ?, ?, ?)`,
    )
    .run(AGENT.code, AGENT.name, COMMERCE.code, COMMERCE.name, time, time, time);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  errors = watchPageErrors(page);
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  await logInAt(page, portal.url, admin.loginName, admin.password);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const spaced = (label: string) => new RegExp(label.split('').join('\\s*'));
const visibleDialog = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const excel = (name: string) => ({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK') });

describe('issue 23 point 9: spec texts verbatim', () => {
  it('issue 23 point 9: 申请撤销理由不能为空, the one-file message and the data-check export note', async () => {
    // Settlement revoke without a reason.
    await page.goto(`${portal.url}/exchangeSettlement`);
    const row = shownTab(page).locator('.ag-row', { hasText: '审核中' }).first();
    await row.waitFor(WAIT);
    await row
      .locator('[col-id="__operation"]')
      .getByRole('button', { name: spaced('撤销') })
      .click();
    const reason = page.getByRole('dialog').filter({ hasText: '撤销原因' });
    await (await settled(reason.getByRole('button', { name: spaced('确定') }))).click();
    await reason.getByText('申请撤销理由不能为空').waitFor(WAIT);
    await page.keyboard.press('Escape');

    // The waybill import: two files at once, then a second one after the first.
    await page.goto(`${portal.url}/rewardApplication/apply/apply`);
    await shownTab(page)
      .getByRole('button', { name: spaced('导入运单号') })
      .click();
    const dialog = visibleDialog();
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles([excel('a.xlsx'), excel('b.xlsx')]);
    await expect.poll(() => dialog.getByTestId('import-problem').textContent(), WAIT).toBe(ONE_FILE);
    await input.setInputFiles([excel('first.xlsx')]);
    await dialog.getByText('first.xlsx').waitFor(WAIT);
    await input.setInputFiles([excel('second.xlsx')]);
    await expect.poll(() => dialog.getByTestId('import-problem').textContent(), WAIT).toBe(ONE_FILE);
    await page.keyboard.press('Escape');

    // 核验结果 of the demo's verified application: 导出 and what it covers.
    await page.goto(`${portal.url}/rewardApplication`);
    const verified = shownTab(page).locator('.ag-row', { hasText: '核验完成' }).first();
    await verified.waitFor(WAIT);
    await verified
      .locator('[col-id="__operation"]')
      .getByRole('button', { name: spaced('核验结果') })
      .click();
    const results = visibleDialog();
    await results.getByRole('button', { name: spaced('导出') }).waitFor(WAIT);
    await results.getByText('导出的数据仅包含申报企业为本企业的数据').waitFor(WAIT);
    expect(errors).toEqual([]);
  }, 120_000);
});
