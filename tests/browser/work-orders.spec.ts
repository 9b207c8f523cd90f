// Work orders and feedback as a user meets them (bill-families-and-screens.md §2 /workorder,
// /workorder/edit, /workorder/show/{id}, /feedback, §3.3, §4, §5, §8; issue 14): from the header's
// 提交工单 the user fills the ticket form and attaches a PNG screenshot, submits after the question,
// lands on /workorder and sees the ticket 待处理; the operator's command (npm run workorder, against
// the same database) moves it to 处理中 and closes it with a result, which the detail page shows
// with the screenshot to download; then the header's 意见反馈 sends a feedback and the form clears.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal, settled, chooseInUserMenu } from './harness.ts';

const root = new URL('../..', import.meta.url).pathname;
const WAIT = { timeout: 15_000 };
// A 1×1 PNG: the server tells the type from these bytes.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const TITLE = '出口清单申报提示系统异常';
const RESULT = '已修复申报通道，请重新申报。';

let browser: Browser;
let portal: Portal;
let dataDir = '';
let databaseUrl = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-workorder-'));
  databaseUrl = join(dataDir, 'portal.sqlite');
  browser = await launchBrowser();
  // The portal's database is known here, so the operator's command can reach it.
  portal = await startPortal({ DATABASE_URL: databaseUrl });
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });

async function fill(page: Page, id: string, value: string) {
  const input = shownTab(page).locator(`#${id}`);
  await input.fill(value);
  await input.blur();
}

function operator(...args: string[]): string {
  return execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/workorder.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}

describe('工单与意见反馈', () => {
  it('从页头提交带截图的工单，列表显示待处理，运维处理并关闭后详情页显示处理结果与截图；提交意见反馈', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);

    // The list is open already (empty); it must show the new ticket without 查询.
    await page.goto(`${portal.url}/workorder`);
    await shownTab(page).getByText('待处理').first().waitFor(WAIT);
    await shownTab(page)
      .getByRole('button', { name: /新\s*增/ })
      .waitFor(WAIT);
    expect(await page.getByText(/建设中/).count()).toBe(0);

    // 提交工单 from the header opens the ticket form, empty and editable.
    await chooseInUserMenu(page, '提交工单', () => page.waitForURL(/\/workorder\/edit$/, { timeout: 5000 }));
    const form = shownTab(page);
    await form.locator('#s0_ticketTitle').waitFor(WAIT);
    expect(await page.getByText(/建设中/).count()).toBe(0);
    // 提交 with nothing filled: the spec's own messages.
    await button(form, '提交').click();
    await form.getByText('请选择工单类型').waitFor(WAIT);
    await form.getByText('请填写工单内容详情').waitFor(WAIT);

    // The type: type to search, then pick the option (a click event: under load the list may
    // still be placed outside the viewport while it measures itself).
    const type = form.locator('#s0_ticketType');
    await type.click();
    await type.fill('申报');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '申报' }).first().dispatchEvent('click');
    await form.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: '申报' }).first().waitFor(WAIT);
    await fill(page, 's0_ticketTitle', TITLE);
    await fill(page, 's0_ticketContent', '申报出口清单时页面提示系统异常，请协助排查。');
    await fill(page, 's0_telephone', '13812345678');

    // A screenshot: the dialog checks it, the server stores it; the page lists it until the submit.
    await button(form, '上传截图').click();
    const dialog = page.getByRole('dialog', { name: '上传截图' });
    await dialog.locator('input[type=file]').setInputFiles({ name: '报错截图.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('报错截图.png').waitFor();
    await button(dialog, '上传').click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await form.getByRole('cell', { name: '报错截图.png' }).waitFor(WAIT);

    await button(form, '提交').click();
    await page.locator('.ant-modal-confirm').getByText('是否提交工单?').waitFor(WAIT);
    await (await settled(button(page.locator('.ant-modal-confirm'), '确定'))).click();
    await page.getByText('提交工单成功！').first().waitFor(WAIT);
    await page.waitForURL(/\/workorder$/, WAIT);

    // The list: the new ticket, pending, its type in the list's reading.
    const list = shownTab(page);
    const rowIndex = await list.locator('.ag-row', { hasText: TITLE }).first().getAttribute('row-index', WAIT);
    const row = list.locator(`.ag-row[row-index="${rowIndex}"]`);
    await expect.poll(() => row.allTextContents(), WAIT).toEqual(expect.arrayContaining([expect.stringContaining('待处理')]));
    expect((await row.allTextContents()).join(' ')).toContain('申报');
    await list
      .getByText(/待处理\s*[（(]?\s*1/)
      .first()
      .waitFor(WAIT);
    const ticketNum = ((await row.locator('[col-id="ticketNum"]').first().textContent()) ?? '').trim();
    expect(ticketNum).toMatch(/^GD\d{18}$/);

    // The operator takes it up; the detail page says 处理中.
    expect(operator('progress', ticketNum)).toContain('process');
    await row.locator('[col-id="ticketNum"]').first().getByText(ticketNum).click();
    await page.waitForURL(/\/workorder\/show\/\d+$/, WAIT);
    const detail = shownTab(page);
    await detail.getByText('处理中').first().waitFor(WAIT);
    await detail.getByText(TITLE).waitFor(WAIT);
    // The detail's reading of the type: '1' is 技术问题.
    await detail.getByText('技术问题').waitFor(WAIT);

    // The operator closes it with a result; the user reads it, and the screenshot, after a reload.
    expect(operator('close', ticketNum, '--result', RESULT)).toContain('stop');
    await page.reload();
    const closed = shownTab(page);
    await closed.getByText('已关闭').first().waitFor(WAIT);
    await closed.getByText(RESULT).waitFor(WAIT);
    await closed.getByText('报错截图.png').waitFor(WAIT);
    const link = closed.getByRole('link', { name: '下载 报错截图.png' });
    const href = await link.getAttribute('href');
    const screenshot = await page.request.get(`${portal.url}${href}`);
    expect(Buffer.from(await screenshot.body()).equals(PNG)).toBe(true);

    // 意见反馈 from the header: the phone is checked, the question asked, then 反馈成功！ and empty.
    await chooseInUserMenu(page, '意见反馈', () => page.waitForURL(/\/feedback$/, { timeout: 5000 }));
    const feedback = shownTab(page);
    await fill(page, 's0_content', '希望工单列表可以按处理结果搜索。');
    await fill(page, 's0_phone', '12345');
    await feedback.getByText('请填写正确手机号码').waitFor(WAIT);
    await fill(page, 's0_phone', '13912345678');
    await button(feedback, '提交').click();
    await page.locator('.ant-modal-confirm').getByText('是否提交反馈信息?').waitFor(WAIT);
    await (await settled(button(page.locator('.ant-modal-confirm'), '确定'))).click();
    await page.getByText('反馈成功！').first().waitFor(WAIT);
    await expect.poll(() => feedback.locator('#s0_content').inputValue(), WAIT).toBe('');
    expect(errors).toEqual([]);
  });
});
