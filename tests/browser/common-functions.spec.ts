// A user customises the common functions (bill-families-and-screens.md §2 /home, /commonFun):
// the home page starts with the default shortcuts, 修改密码 opens the dialog, 自定义 leads to the
// screen, the user ticks with the keyboard and the mouse, saves, and the home page follows, also
// after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, fillLoginForm, launchBrowser, startPortal, watchPageErrors, type Portal, settled } from './harness.ts';

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

const shortcutsCard = (page: Page) => page.locator('.ant-card', { hasText: '快捷入口' });
const shortcutNames = async (page: Page) =>
  (await shortcutsCard(page).locator('.ant-card-body button').allTextContents()).map((text) => text.replace(/\s+/g, ''));

describe('常用功能', () => {
  it('自定义常用功能后，首页的快捷入口随之改变', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${portal.url}/login`);
    await fillLoginForm(page, admin.loginName, admin.password);
    await page.waitForURL(/\/home$/);

    // Nothing saved yet: the default, pages from each menu group in turn, then 修改密码. The home
    // page draws once the signed-in chunks are in (the login page no longer carries them).
    await shortcutsCard(page).locator('.ant-card-body button').first().waitFor();
    await expect
      .poll(() => shortcutNames(page), { timeout: 10_000 })
      .toEqual(['出口订单', '进口订单', '结汇申请', '数据核验申请', '业务统计', '通知公告', '企业备案', '账号管理', '修改密码']);

    await shortcutsCard(page)
      .getByRole('button', { name: /修改密码/ })
      .click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.waitFor();
    await (await settled(dialog.getByRole('button', { name: /取\s*消/ }))).click();
    await dialog.waitFor({ state: 'hidden' });

    await shortcutsCard(page).getByRole('button', { name: '自定义' }).click();
    await page.waitForURL(/\/commonFun$/);
    const basic = page.getByRole('group', { name: '基础功能' });
    const imports = page.getByRole('group', { name: '进口业务' });
    const exports = page.getByRole('group', { name: '出口业务' });
    await exports.getByLabel('出口订单').waitFor();
    expect(await exports.getByLabel('出口订单').isChecked()).toBe(true);
    expect(await imports.getByLabel('支付单').isChecked()).toBe(false);
    expect(await page.getByText(/建设中/).count()).toBe(0);

    // With the keyboard: focus a box and press Space; then the mouse for the rest.
    await imports.getByLabel('电子税单').focus();
    await page.keyboard.press('Space');
    expect(await imports.getByLabel('电子税单').isChecked()).toBe(true);
    for (const name of ['出口订单', '出口清单']) await exports.getByText(name, { exact: true }).click();
    for (const name of ['进口订单', '支付单']) await imports.getByText(name, { exact: true }).click();
    for (const name of ['结汇申请', '数据核验申请', '业务统计', '通知公告', '企业备案', '账号管理']) await basic.getByText(name, { exact: true }).click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('保存成功').first().waitFor();

    // Back on the home tab, the shortcuts follow the choice, in menu order.
    await page.getByRole('tablist').getByText('首页', { exact: true }).click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => shortcutNames(page), { timeout: 10_000 }).toEqual(['出口清单', '支付单', '电子税单', '修改密码']);
    await shortcutsCard(page)
      .getByRole('button', { name: /出口清单/ })
      .click();
    await page.waitForURL(/\/bill\/export\/inventory$/);

    await page.goto(`${portal.url}/home`);
    await expect.poll(() => shortcutNames(page), { timeout: 10_000 }).toEqual(['出口清单', '支付单', '电子税单', '修改密码']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
