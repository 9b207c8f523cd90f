// Authorisation between two companies as their users would do it (bill-families-and-screens.md
// §2 /settlementAuthorization, §4, §8): the agent (the demo company) searches the commerce company
// by name and asks it; the commerce company agrees (授权操作成功); the agent sees 已授权; the
// commerce company takes it back after 确认回收企业授权? (回收授权成功) and the agent sees 已回收.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, otherDemoCompanies, shownTab, startPortal, watchPageErrors, type Portal, settled } from './harness.ts';

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

const gridRow = (page: Page, text: string) => shownTab(page).locator('.ag-row', { hasText: text });
const actionsOf = (page: Page) => shownTab(page).locator('.ag-row [col-id="__operation"]');

async function signedIn(loginName: string, password: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await logInAt(page, portal.url, loginName, password);
  return { page, errors };
}

describe('结汇授权', () => {
  it('代理企业申请授权，电商企业同意后回收', async () => {
    const agentAdmin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const commerce = otherDemoCompanies().find((other) => other.role === 'commerce')!;
    const commerceAdmin = commerce.accounts.find((account) => account.userType === 'ADMIN')!;

    // The agent asks.
    const agent = await signedIn(agentAdmin.loginName, agentAdmin.password);
    await agent.page.goto(`${portal.url}/settlementAuthorization/apply`);
    await shownTab(agent.page).getByRole('button', { name: '申请授权' }).waitFor();
    expect(await agent.page.getByText(/建设中/).count()).toBe(0);
    await shownTab(agent.page).getByRole('button', { name: '申请授权' }).click();
    const dialog = agent.page.getByRole('dialog').filter({ hasText: '选择企业' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: /申\s*请/ }).isDisabled()).toBe(true);
    // Nothing is searched without a name.
    await (await settled(dialog.getByRole('button', { name: /查\s*询/ }))).click();
    await dialog.getByText('请输入企业名称').waitFor();
    await dialog.getByLabel('企业名称').fill(commerce.company.name.slice(3, 7));
    await dialog.getByRole('button', { name: /查\s*询/ }).click();
    await dialog.getByText(commerce.company.name).click();
    await dialog.getByRole('button', { name: /申\s*请/ }).click();
    await agent.page.getByText('申请成功').first().waitFor();
    await gridRow(agent.page, commerce.company.name).filter({ hasText: '待审核' }).waitFor();

    // The commerce company agrees.
    const shop = await signedIn(commerceAdmin.loginName, commerceAdmin.password);
    await shop.page.goto(`${portal.url}/settlementAuthorization/confirm`);
    await gridRow(shop.page, '待审核').waitFor();
    await actionsOf(shop.page)
      .getByRole('button', { name: /同\s*意/ })
      .click();
    await shop.page.getByText('授权操作成功').first().waitFor();
    await gridRow(shop.page, '已授权').waitFor();

    // The agent sees it approved, filtered by the state checkbox.
    await agent.page.reload();
    await shownTab(agent.page).getByRole('checkbox', { name: '已授权' }).check();
    await gridRow(agent.page, commerce.company.name).filter({ hasText: '已授权' }).waitFor();

    // The commerce company takes it back after the confirmation.
    await actionsOf(shop.page)
      .getByRole('button', { name: /回\s*收/ })
      .click();
    const confirm = shop.page.getByRole('dialog').filter({ hasText: '确认回收企业授权?' });
    await confirm.waitFor();
    await (await settled(confirm.getByRole('button', { name: /确\s*定/ }))).click();
    await shop.page.getByText('回收授权成功').first().waitFor();
    await gridRow(shop.page, '已回收').waitFor();

    await agent.page.reload();
    await shownTab(agent.page).getByRole('checkbox', { name: '已回收' }).check();
    await gridRow(agent.page, commerce.company.name).filter({ hasText: '已回收' }).waitFor();

    expect(agent.errors).toEqual([]);
    expect(shop.errors).toEqual([]);
  });
});
