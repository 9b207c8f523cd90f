// A new user's first visit: redirected to login, logs in with the demo account, sees the menu,
// opens two pages in tabs, reloads (tabs and session survive), and logs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, fillLoginForm, launchBrowser, startPortal, watchPageErrors, type Portal, settled, menuEntry } from './harness.ts';

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

/**
 * Opens the user dropdown and chooses 退出登录. The dropdown animates in while the page behind
 * it may still be rendering (the list page loads its grid), so a click can land before the item
 * is ready: try again until the confirmation shows, as a user would.
 */
async function openLogoutConfirmation(page: Page) {
  const confirmation = page.getByText('确认退出当前用户?');
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    try {
      await confirmation.waitFor({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) {
        await page.screenshot({ path: '.tmp/logout-failure.png' }).catch(() => undefined);
        throw error;
      }
      await page.keyboard.press('Escape');
    }
  }
}

async function logIn(page: Page, loginName: string, password: string) {
  await fillLoginForm(page, loginName, password);
}

describe('登录与门户外壳', () => {
  it('未登录访问页面会跳到登录页，并给出四条校验提示', async () => {
    const page = await browser.newPage();
    await page.goto(`${portal.url}/home`);
    await page.waitForURL(/\/login\?redirect=%2Fhome/);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    for (const text of ['请输入企业账号', '请输入密码', '请输入验证码', '请拖动滑块完成验证']) {
      await page.getByText(text).first().waitFor();
    }
    await page
      .getByText(/非涉密/)
      .first()
      .waitFor();
    await page.close();
  });

  it('登录、看到菜单、打开两个标签、刷新后仍在、退出登录', async () => {
    const admin = demoAccounts().find((a) => a.userType === 'ADMIN')!;
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${portal.url}/login`);
    await logIn(page, admin.loginName, admin.password);
    await page.waitForURL(/\/home$/);
    await page.getByText(admin.username).first().waitFor();
    await page.getByText('1.2.6').first().waitFor();

    await (await menuEntry(page, '出口业务', '出口订单')).click();
    await page.waitForURL(/\/bill\/export\/order$/);
    await (await menuEntry(page, '系统管理', '账号管理')).click();
    await page.waitForURL(/\/account$/);

    const tabs = page.getByRole('tablist');
    for (const title of ['首页', '出口订单', '账号管理']) {
      await tabs.getByText(title, { exact: true }).waitFor();
    }

    await page.reload();
    await page.waitForURL(/\/account$/);
    for (const title of ['首页', '出口订单', '账号管理']) {
      await tabs.getByText(title, { exact: true }).waitFor();
    }
    await tabs.getByText('出口订单', { exact: true }).click();
    await page.waitForURL(/\/bill\/export\/order$/);
    // The list page has loaded (its search form is there) before the user opens the header menu.
    // Found inside the form, ending in 查询: its accessible name may also hold its icon's label.
    await page
      .getByRole('form', { name: '查询条件' })
      .getByRole('button', { name: /(^|\s)查\s*询$/ })
      .waitFor();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    await openLogoutConfirmation(page);
    await (await settled(page.getByRole('button', { name: /确\s*定/ }))).click();
    await page.getByText('已退出!').waitFor();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The session ended on the server too: the old token opens nothing any more.
    const replay = await fetch(`${portal.url}/api/dictionary/item/queryByCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { dicCode: 'currency' } }),
    });
    expect(replay.status).toBe(401);

    await page.goto(`${portal.url}/account`);
    await page.waitForURL(/\/login\?redirect=%2Faccount/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('错误密码给出提示并刷新验证码，登录后回到原先要去的页面', async () => {
    const admin = demoAccounts().find((a) => a.userType === 'ADMIN')!;
    const page = await browser.newPage();
    await page.goto(`${portal.url}/account`);
    await page.waitForURL(/\/login\?redirect=/);
    const captcha = page.locator('img[src*="defaultKaptcha"]');
    const before = await captcha.getAttribute('src');
    await logIn(page, admin.loginName, 'Wrong#Password1');
    await page.getByText('账号或密码错误').first().waitFor();
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(before);
    await logIn(page, admin.loginName, admin.password);
    await page.waitForURL(/\/account$/);
    await page.close();
  });

  it('子账号登录后标明为普通用户，其菜单不带被收回的按钮代码', async () => {
    const operator = demoAccounts().find((a) => a.userType !== 'ADMIN')!;
    const page = await browser.newPage();
    await page.goto(`${portal.url}/login`);
    await logIn(page, operator.loginName, operator.password);
    await page.waitForURL(/\/home$/);
    await page.getByText('普通用户').first().waitFor();
    const accountCodes = await page.evaluate(() => {
      type Node = { uri: string; children?: Node[]; buttonVos: { code: string }[] };
      const find = (nodes: Node[]): Node | undefined => nodes.map((n) => (n.uri === '/account' ? n : find(n.children ?? []))).find(Boolean);
      return find(JSON.parse(localStorage.getItem('modules') ?? '[]'))?.buttonVos.map((b) => b.code);
    });
    expect(accountCodes).toBeDefined();
    expect(accountCodes).not.toContain('add');
    expect(accountCodes).not.toContain('delete');
    await page.close();
  });
});
