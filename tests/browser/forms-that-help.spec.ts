// Issue 11 point 9, forms that help, on a new 收款单 as a declarer meets it: inputs stop at the
// field's maximum length (with a counter where the limit matters), a number stops at its digits,
// an empty required field says so when it is left, the read-only fields only the server fills
// are not shown on a new bill, and the transmission company starts as the user's own.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoCustomsCode } from '../../server/company/demo-filing.ts';
import { demoAccounts, launchBrowser, logInAt, startPortal, watchPageErrors, type Portal } from './harness.ts';

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];
const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
const company = (JSON.parse(readFileSync(new URL('../../schemas/seed/demo.json', import.meta.url), 'utf8')) as { company: { code: string; name: string } })
  .company;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  errors = watchPageErrors(page);
  await logInAt(page, portal.url, admin.loginName, admin.password);
  await page.goto(`${portal.url}/details/export/receipt`);
  await page.locator('#root_orderNo').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The problem shown under the field whose input has this id. */
const fieldError = (id: string) =>
  page.locator(`#${id}`).locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " bill-field ")][1]').locator('.bill-field-error');

describe('issue 11 point 9: forms that help', () => {
  it('issue 11 point 9: text stops at its maximum length and counts where the limit matters', async () => {
    await page.locator('#root_payName').fill('汇'.repeat(120));
    expect(await page.locator('#root_payName').inputValue()).toBe('汇'.repeat(100));
    await page.locator('.bill-input-count', { hasText: '100 / 100' }).waitFor();
    await page.locator('#root_payCode').pressSequentially('9'.repeat(25));
    expect(await page.locator('#root_payCode').inputValue()).toBe('9'.repeat(18));
  });

  it('issue 11 point 9: a number stops at its digits (a 6th and 7th fraction digit, a 20th digit are refused)', async () => {
    const charge = page.locator('#root_charge');
    await charge.pressSequentially('12.1234567');
    expect(await charge.inputValue()).toBe('12.12345');
    await charge.fill('');
    await charge.pressSequentially('1'.repeat(21));
    expect(await charge.inputValue()).toBe('1'.repeat(19));
    // A sign the amount may not have is kept and marked, not dropped (issue 23 point 6).
    await charge.fill('');
    await charge.pressSequentially('-3');
    expect(await charge.inputValue()).toBe('-3');
    await expect.poll(() => fieldError('root_charge').textContent()).toBe('收款金额不能小于0');
  });

  it('issue 11 point 9: leaving an empty required field shows its required text', async () => {
    await page.locator('#root_orderNo').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => fieldError('root_orderNo').textContent()).toBe('请填写订单编号');
    await page.locator('#root_orderNo').fill('EO-BLUR-1');
    await page.keyboard.press('Tab');
    await expect.poll(() => fieldError('root_orderNo').count()).toBe(0);
  });

  it('issue 11 point 9: a new bill hides 状态, 申报时间, 创建时间 and 回执信息 and starts from the company’s transmission codes', async () => {
    for (const id of ['root_state', 'root_appTime', 'root_createTime', 'root_returnInfo']) expect(await page.locator(`#${id}:visible`).count()).toBe(0);
    for (const label of ['状态', '申报时间', '创建时间', '回执信息'])
      expect(await page.locator('label.bill-field-label', { hasText: new RegExp(`^${label}$`) }).count()).toBe(0);
    // The seeded company's filing is approved: copCode starts from its customs registration code (issue 12).
    expect(await page.locator('#root_copCode').inputValue()).toBe(demoCustomsCode(company.code));
    expect(await page.locator('#root_copName').inputValue()).toBe(company.name);
    expect(errors).toEqual([]);
  });
});
