// A company admin keeps the company's parameters (bill-families-and-screens.md §2 /parametersSetting,
// §3.10, §5): adds one, sees it in the table, edits it, is asked for a missing value, and deletes
// it after 是否删除该条记录?.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal, settled } from './harness.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const form = (page: Page) => shownTab(page).getByRole('form');
const rowOf = (page: Page, text: string) => shownTab(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: text });
const button = (name: RegExp) => ({ name });

describe('参数设置', () => {
  it('新增、编辑并删除一个企业参数', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);
    await page.goto(`${portal.url}/parametersSetting`);
    await shownTab(page).getByText('暂无参数').waitFor();
    expect(await page.getByText(/建设中/).count()).toBe(0);

    // A missing value is asked for, and nothing is sent.
    await form(page).getByLabel('类型').fill('declare');
    await form(page).getByLabel('代码').fill('copCode');
    await form(page)
      .getByRole('button', button(/保\s*存/))
      .click();
    await form(page).getByText('请填写值').waitFor();

    await form(page).getByLabel('值').fill('4401960001');
    await form(page)
      .getByRole('button', button(/保\s*存/))
      .click();
    await page.getByText('保存成功').first().waitFor();
    await rowOf(page, 'copCode').waitFor();
    expect(await rowOf(page, 'copCode').textContent()).toContain('4401960001');
    await expect.poll(() => form(page).getByLabel('代码').inputValue()).toBe('');

    // Edit it.
    await rowOf(page, 'copCode')
      .getByRole('button', button(/编\s*辑/))
      .click();
    await expect.poll(() => form(page).getByLabel('值').inputValue()).toBe('4401960001');
    await form(page).getByLabel('值').fill('4401960002');
    await form(page)
      .getByRole('button', button(/保\s*存/))
      .click();
    await expect.poll(async () => rowOf(page, 'copCode').textContent()).toContain('4401960002');
    expect(await shownTab(page).locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);

    // Delete it, after the confirmation.
    await rowOf(page, 'copCode')
      .getByRole('button', button(/删\s*除/))
      .click();
    const dialog = page.getByRole('dialog').filter({ hasText: '是否删除该条记录?' });
    await dialog.waitFor();
    await (await settled(dialog.getByRole('button', button(/确\s*定/)))).click();
    await page.getByText('删除成功').first().waitFor();
    await shownTab(page).getByText('暂无参数').waitFor();

    // And after a reload the list is what the server holds.
    await page.reload();
    await shownTab(page).getByText('暂无参数').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
