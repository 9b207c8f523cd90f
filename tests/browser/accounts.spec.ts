// Accounts and passwords as new users meet them (bill-families-and-screens.md §2 /account,
// /account/add, §4, §5, §6, §8): the main account creates a sub-account, the sub-account logs in
// elsewhere and sees only itself, the main account bans it with the switch and its next step
// ends on the login page; and a user changes the own password from the header and logs in with it.
// The portal of this file has its own database: the seeded accounts changed here are no one else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  demoAccounts,
  fillLoginForm,
  launchBrowser,
  logInAt,
  shownTab,
  startPortal,
  watchPageErrors,
  type Portal,
  settled,
  menuEntry,
  chooseInUserMenu,
} from './harness.ts';

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

/** Opens 系统管理 › 账号管理 from the side menu. */
async function openAccountList(page: Page) {
  await (await menuEntry(page, '系统管理', '账号管理')).click();
  await page.waitForURL(/\/account$/);
}

/** The list row whose login name is exactly `loginName` (zhaolei@admin also contains admin). */
const rowOf = (page: Page, loginName: string) =>
  shownTab(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByText(loginName, { exact: true }) });

describe('账号管理', () => {
  it('主账号新增子账号；子账号只看到自己；主账号禁止其登录后，子账号的下一步回到登录页', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const adminContext = await browser.newContext();
    const page = await adminContext.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);
    await openAccountList(page);
    await rowOf(page, admin.loginName).first().waitFor();
    expect(
      await shownTab(page)
        .getByText(/建设中/)
        .count(),
    ).toBe(0);

    await shownTab(page)
      .getByRole('button', { name: /新增子账号/ })
      .click();
    await page.waitForURL(/\/account\/add$/);
    const form = shownTab(page);
    await form.getByText(`@${admin.loginName}`, { exact: true }).waitFor();
    // 保存 with nothing typed: the form's own messages (§5).
    await form.getByRole('button', { name: /保\s*存/ }).click();
    for (const text of ['请输入用户名', '请输入密码', '请再次输入密码']) await form.getByText(text).first().waitFor();

    const password = 'Zhao#Lei2025';
    // A name of its own per attempt (a retried test meets the account of the first one).
    const name = `zhaolei${Date.now() % 100000}`;
    await form.getByLabel('登录名').fill(name);
    await form.getByLabel('密码', { exact: true }).fill(password);
    await form.getByLabel('确认密码').fill('Zhao#Lei2026');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.getByText('两次输入密码不一致!').waitFor();
    await form.getByLabel('确认密码').fill(password);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('创建成功！').first().waitFor();
    await page.waitForURL(/\/account$/);
    const subLogin = `${name}@${admin.loginName}`;
    await rowOf(page, subLogin).waitFor();
    expect(await rowOf(page, subLogin).textContent()).toContain('普通用户');
    expect(await rowOf(page, subLogin).textContent()).toContain('有效');

    // The sub-account, in a browser of its own, sees its own row and no admin controls.
    const subContext = await browser.newContext();
    const subPage = await subContext.newPage();
    const subErrors = watchPageErrors(subPage);
    await logInAt(subPage, portal.url, subLogin, password);
    await openAccountList(subPage);
    await rowOf(subPage, subLogin).waitFor();
    expect(await shownTab(subPage).locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await rowOf(subPage, admin.loginName).count()).toBe(0);
    expect(
      await shownTab(subPage)
        .getByRole('button', { name: /新增子账号/ })
        .count(),
    ).toBe(0);
    expect(await shownTab(subPage).getByRole('switch').count()).toBe(0);

    // The main account bans it with the row's switch.
    await rowOf(page, subLogin)
      .getByRole('switch', { name: `禁止登录：${subLogin}` })
      .click();
    await page.getByText('操作成功！').first().waitFor();
    await expect.poll(async () => rowOf(page, subLogin).textContent()).toContain('冻结');

    // The sub-account's next step (another page) finds its session ended: the login page.
    await (await menuEntry(subPage, '出口业务', '出口订单')).click();
    await subPage.waitForURL(/\/login/);
    await subPage.getByRole('button', { name: /登\s*录/ }).waitFor();
    // And it cannot log in again while banned. In a new tab: the ended session's page reloads
    // itself a second after its message (spec §8.2), which would empty a form filled meanwhile.
    const again = await subContext.newPage();
    const againErrors = watchPageErrors(again);
    await again.goto(`${portal.url}/login`);
    await fillLoginForm(again, subLogin, password);
    await again.getByText('该账号已被冻结').first().waitFor();
    expect(again.url()).toMatch(/\/login/);
    expect(againErrors).toEqual([]);

    expect(errors).toEqual([]);
    expect(subErrors).toEqual([]);
    await subContext.close();
    await adminContext.close();
  });

  it('用户从页头“修改密码”修改自己的密码，之后用新密码登录', async () => {
    const declarer = demoAccounts().find((account) => account.userType === 'USER')!;
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, declarer.loginName, declarer.password);

    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await chooseInUserMenu(page, '修改密码', () => dialog.waitFor({ timeout: 5000 }));
    expect(await dialog.getByText('功能建设中').count()).toBe(0);
    const newPassword = 'Li#XiaoWen2025';
    await dialog.getByLabel('原始密码').fill(declarer.password);
    await dialog.getByLabel('新密码').fill(declarer.password);
    await dialog.getByLabel('确认密码').fill(declarer.password);
    await (await settled(dialog.getByRole('button', { name: /确\s*定/ }))).click();
    await dialog.getByText('原密码与新密码不能相同!').waitFor();
    await dialog.getByLabel('新密码').fill(newPassword);
    await dialog.getByLabel('确认密码').fill(newPassword);
    await (await settled(dialog.getByRole('button', { name: /确\s*定/ }))).click();
    await page.getByText('修改成功！').first().waitFor();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await fillLoginForm(page, declarer.loginName, newPassword);
    await page.waitForURL(/\/home$/);
    await page.getByText(declarer.username).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
