// Issue 11 point 5: buttons the spec grants (§6). 出口订单's list shows 删除 to a user holding
// the delete code; it deletes a 暂存 bill after the confirmation, is disabled while a declared
// bill is selected, and the server refuses a declared bill sent anyway. The seeded sub-account,
// which may not declare on the list, sees no 保存并申报 on the detail page either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, type Portal, shownTab, startPortal, watchPageErrors, settled } from './harness.ts';
import { definitionOf, envelopeOf, linkField, requiredBill, tokenOf } from './bill-fixtures.ts';

const ROUTE = '/bill/export/order';
const PREFIX = 'EO-GRANT-';

let portal: Portal;
let browser: Browser;

const token = (page: Page) => tokenOf(page);
const call = <T>(path: string, data: unknown, bearer: string) => envelopeOf<T>(portal.url, path, data, bearer);

/** A bill of the definition's required fields named `name`, saved (or saved and declared); answers its id. */
async function billOf(name: string, declare: boolean, bearer: string): Promise<number> {
  const definition = await definitionOf(portal.url, ROUTE, bearer);
  const bill = { ...(await requiredBill(portal.url, definition, bearer)), [linkField(definition)]: name };
  const { ui } = definition;
  const saved = await call<{ id: number }>(`/api/enterprise${ui.api.base}/${declare ? ui.api.saveAndDeclare : ui.api.save}`, bill, bearer);
  if (saved.code !== 0) throw new Error(`${name}: ${saved.message}`);
  return saved.data.id;
}

// By text: the accessible name of a button with an icon also holds the icon's label.
const button = (page: Page, text: string) => page.locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const row = (page: Page, name: string) => shownTab(page).locator('.ag-row[row-index]', { has: page.getByText(name, { exact: true }) });

beforeAll(async () => {
  portal = await startPortal({ PORTAL_SIMULATOR_DELAY_MS: '0' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('issue 11 point 5: buttons the spec grants', () => {
  const [admin, subAccount] = [demoAccounts().find((a) => a.userType === 'ADMIN')!, demoAccounts().find((a) => a.userType !== 'ADMIN')!];
  let declaredId = 0;
  let draftForSubAccount = 0;
  let keepName = '';
  // Bills of one run of the first test (a retry writes new ones rather than meeting the old).
  let run = 0;

  it('出口订单 shows 删除: it deletes a 暂存 bill, is disabled for a declared one, and the server refuses that one', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);
    const bearer = await token(page);
    run += 1;
    const [draftName, declaredName] = [`${PREFIX}${run}-DRAFT`, `${PREFIX}${run}-DECLARED`];
    keepName = `${PREFIX}${run}-KEEP`;
    await billOf(draftName, false, bearer);
    declaredId = await billOf(declaredName, true, bearer);
    draftForSubAccount = await billOf(keepName, false, bearer);

    await page.goto(`${portal.url}${ROUTE}`);
    await row(page, draftName).waitFor();
    await row(page, declaredName).waitFor();
    await button(page, '删除').waitFor();

    // A declared bill selected: 删除 is disabled, as 申报 is.
    await row(page, declaredName).locator('.ag-selection-checkbox input').check();
    await expect.poll(() => button(page, '删除').isDisabled()).toBe(true);
    await row(page, declaredName).locator('.ag-selection-checkbox input').uncheck();

    // The 暂存 one: asked, deleted, gone from the list.
    await row(page, draftName).locator('.ag-selection-checkbox input').check();
    await expect.poll(() => button(page, '删除').isDisabled()).toBe(false);
    await button(page, '删除').click();
    await page.getByText('是否删除该条记录?').waitFor();
    const deleted = page.waitForResponse((response) => response.url().endsWith('/deleteByIds'));
    await (await settled(button(page, '确定'))).click();
    expect((await (await deleted).json()).code).toBe(0);
    await expect.poll(() => row(page, draftName).count()).toBe(0);
    await row(page, declaredName).waitFor();

    // Sent anyway (another tab, an old page): the server refuses and deletes nothing.
    const refused = await call<null>('/api/enterprise/expu/order/deleteByIds', { ids: [declaredId] }, bearer);
    expect(refused.code).toBe(-1);
    expect(refused.message).toMatch(new RegExp(`^${declaredName}：当前状态「.+」不允许删除$`));
    await page.reload();
    await row(page, declaredName).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the sub-account, without declare, sees neither 申报 nor 删除 on the list and no 保存并申报 on the detail page', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, subAccount.loginName, subAccount.password);
    await page.goto(`${portal.url}${ROUTE}`);
    await row(page, keepName).waitFor();
    expect(await button(page, '申报').count()).toBe(0);
    expect(await button(page, '删除').count()).toBe(0);

    await page.goto(`${portal.url}/details/export/order?id=${draftForSubAccount}`);
    await button(page, '编辑').click();
    await button(page, '保存').waitFor();
    expect(await button(page, '保存并申报').count()).toBe(0);

    // Nor can it declare by calling the server directly.
    const bearer = await token(page);
    const declared = await call<null>('/api/enterprise/expu/order/saveAndApply', { id: draftForSubAccount }, bearer);
    expect(declared.code).toBe(-1);
    expect(declared.message).toBe('拒绝访问');
    expect(errors).toEqual([]);
    await page.close();
  });
});
