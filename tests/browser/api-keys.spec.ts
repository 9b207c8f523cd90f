// 接口密钥 as a company meets it (issue 27 point 1, docs/open-api.md §1): the main account opens
// 系统管理 › 接口密钥, finds no key, creates one for 出口订单 and copies its key id and secret from
// the dialog — the one time the secret is shown; the list then shows the key and never the secret.
// The company's own system (here the test process, signing with node:crypto as the docs tell an ERP
// developer) calls GET /api/open/v1/ping with it, and the list shows when the key was last used.
// The main account revokes it after the confirmation and the next signed call is refused. A
// sub-account has no 接口密钥 in its menu, and the address opened by hand shows no key management.
// The portal of this file has its own database: the keys made here are no one else's.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG_FORBIDDEN } from '#core/messages.ts';
import { OPEN_API_BASE, OPEN_API_DOCS_PATH, OPEN_API_DOCUMENT_PATH } from '#core/open-api.ts';
import { signedFetch, type ApiKeyPair } from '../api/open-api-signing.ts';
import { demoAccounts, launchBrowser, logInAt, menuEntry, settled, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

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

/** The demo company, from the seed file as the accounts are. */
const demoCompany = (): { code: string; name: string } =>
  (JSON.parse(readFileSync(new URL('../../schemas/seed/demo.json', import.meta.url), 'utf8')) as { company: { code: string; name: string } }).company;

const PING = `${OPEN_API_BASE}/ping`;
/** A time as the portal shows every time (China wall clock). */
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** The two scopes the key is given, as the dialog labels them (the family's title and the action). */
const SCOPE_LABELS = ['出口订单：查询', '出口订单：新增/修改'];

/** Opens 系统管理 › 接口密钥 from the side menu. */
async function openApiKeys(page: Page) {
  await (await menuEntry(page, '系统管理', '接口密钥')).click();
  await page.waitForURL(/\/apiKey$/);
  await shownTab(page).getByRole('button', { name: '新建密钥' }).waitFor();
}

/** The list row of the key `keyId`, once the list has it. */
async function keyRow(page: Page, keyId: string): Promise<Locator> {
  const row = shownTab(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByText(keyId, { exact: true }) });
  await row.waitFor();
  return row;
}

/** The text of the row's cell under the column header `title`. */
async function cellText(page: Page, row: Locator, title: string): Promise<string> {
  const headers = (await shownTab(page).locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(title);
  expect(index, `column ${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return ((await row.locator('td').nth(index).textContent()) ?? '').trim();
}

/**
 * Clicks the copy button of a row of the dialog and reads the clipboard, as a user pasting the value
 * elsewhere gets it. The button is found by its class: its name turns into 已复制 once it copied.
 */
async function copied(page: Page, row: Locator): Promise<string> {
  await (await settled(row.locator('button.ant-typography-copy'))).click();
  await row.locator('button.ant-typography-copy-success').waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('接口密钥', () => {
  it('主账号新建密钥（密钥只显示一次）、以它签名调用开放接口、吊销后调用被拒绝', async ({ task }) => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);
    await openApiKeys(page);
    const tab = shownTab(page);
    // A fresh company has no key (a retry finds the key of the first attempt).
    if (!task.result?.retryCount) await tab.getByText(/^暂无接口密钥/).waitFor();

    // 新建密钥: a name and two scopes of 出口订单.
    await tab.getByRole('button', { name: '新建密钥' }).click();
    const form = page.getByRole('dialog', { name: '新建接口密钥' });
    await form.waitFor();
    const name = `ERP 正式环境 ${Date.now() % 100000}`;
    await form.getByLabel('密钥名称').fill(name);
    for (const label of SCOPE_LABELS) await form.getByRole('checkbox', { name: label, exact: true }).check();
    await (await settled(form.getByRole('button', { name: /创\s*建/ }))).click();

    // The secret, this one time, with the key id: copied with their buttons.
    const shown = page.getByRole('dialog', { name: '接口密钥已创建' });
    await shown.getByText('密钥只显示这一次').waitFor();
    const idRow = shown.locator('tr').filter({ hasText: '密钥ID' });
    const secretRow = shown.locator('tr').filter({ hasText: /^密钥sk_/ });
    await secretRow.getByRole('button', { name: '复制密钥' }).waitFor();
    const key: ApiKeyPair = { keyId: await copied(page, idRow), secret: await copied(page, secretRow) };
    expect(key.keyId).toMatch(/^ak_[0-9a-f]{20}$/);
    expect(key.secret).toMatch(/^sk_[A-Za-z0-9_-]{20,}$/);
    // What was copied is what the dialog shows.
    expect((await idRow.locator('td').textContent())?.trim()).toBe(key.keyId);
    expect((await secretRow.locator('td').textContent())?.trim()).toBe(key.secret);
    expect(await shown.locator('tr').filter({ hasText: '名称' }).first().textContent()).toContain(name);

    await (await settled(shown.getByRole('button', { name: '我已保存' }))).click();
    await shown.waitFor({ state: 'detached' });

    // The list: the key with its name, scopes and state, nothing used yet — and nowhere the secret.
    let row = await keyRow(page, key.keyId);
    expect(await cellText(page, row, '名称')).toBe(name);
    for (const label of SCOPE_LABELS) await row.getByText(label, { exact: true }).waitFor();
    expect(await cellText(page, row, '状态')).toBe('有效');
    expect(await cellText(page, row, '创建人')).toBe(admin.loginName);
    expect(await cellText(page, row, '最近使用')).toBe('—');
    expect(await page.content()).not.toContain(key.secret);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(key.secret);

    // The company's system calls with the copied pair: the portal knows the company by the key.
    const ping = await signedFetch(portal.url, key, { method: 'GET', path: PING });
    expect(ping.status).toBe(200);
    expect(ping.body).toMatchObject({ code: 0, data: { keyId: key.keyId, companyCode: demoCompany().code } });
    expect([...ping.body.data.scopes].sort()).toEqual(['export-order:read', 'export-order:write']);

    // Opened again, the list shows when the key was last used.
    await page.reload();
    await page.waitForURL(/\/apiKey$/);
    row = await keyRow(page, key.keyId);
    const created = await cellText(page, row, '创建时间');
    await expect.poll(() => cellText(page, row, '最近使用')).toMatch(TIME);
    expect((await cellText(page, row, '最近使用')) >= created).toBe(true);
    expect(await page.content()).not.toContain(key.secret);

    // 吊销, after its confirmation.
    await row.getByRole('button', { name: /吊\s*销/ }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: `确定吊销接口密钥「${name}」吗？` });
    await (await settled(confirm.getByRole('button', { name: /吊\s*销/ }))).click();
    await page.getByText('接口密钥已吊销').first().waitFor();
    await expect.poll(() => cellText(page, row, '状态')).toMatch(/^已吊销 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await row.getByRole('button', { name: /吊\s*销/ }).count()).toBe(0);

    // The same pair is refused from now on.
    const refused = await signedFetch(portal.url, key, { method: 'GET', path: PING });
    expect(refused.status).toBe(401);
    expect(refused.body.data).toMatchObject({ code: 'API_KEY_INVALID' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('从接口密钥打开开放接口文档：新标签页里按目录找到接口与字段，OpenAPI 定义可下载', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);
    await openApiKeys(page);

    // The link opens the docs beside the portal (a new tab), not in place of the page.
    const [docs] = await Promise.all([context.waitForEvent('page'), shownTab(page).getByRole('link', { name: '开放接口文档' }).click()]);
    const docsErrors = watchPageErrors(docs);
    // The page lives under the portal's Content-Security-Policy: a refused style or script would show here.
    docs.on('console', (message) => message.type() === 'error' && docsErrors.push(message.text()));
    await docs.waitForLoadState('domcontentloaded');
    expect(new URL(docs.url()).pathname).toBe(OPEN_API_DOCS_PATH);
    await docs.getByRole('heading', { level: 1 }).waitFor();
    // The contents lead to a call; its fields are in Chinese as the definition names them.
    await docs.getByRole('navigation').getByRole('link', { name: '批量新增或修改出口订单', exact: true }).click();
    expect(new URL(docs.url()).hash).toMatch(/^#op-/);
    const call = docs.locator(new URL(docs.url()).hash);
    await call.getByText('export-order:write', { exact: true }).waitFor();
    await call.getByRole('row').filter({ hasText: 'orderNo' }).getByText('订单编号', { exact: true }).waitFor();
    // A dictionary field links to the dictionary's values with their names.
    await call
      .getByRole('row')
      .filter({ hasText: /^currency/ })
      .getByRole('link', { name: '币制' })
      .first()
      .click();
    await docs.locator('#Dict_currency').getByText('人民币').waitFor();
    expect(await docs.evaluate(() => document.body.innerText)).toContain('规范字符串');
    expect(docsErrors).toEqual([]);

    // The machine-readable document behind the second link.
    const href = await shownTab(page).getByRole('link', { name: 'OpenAPI 定义' }).getAttribute('href');
    expect(href).toBe(OPEN_API_DOCUMENT_PATH);
    const described = (await (await fetch(portal.url + href)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(described.openapi).toBe('3.1.0');
    expect(described.paths).toHaveProperty(`${OPEN_API_BASE}/bills/export-order`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('子账号的菜单里没有接口密钥，直接打开 /apiKey 也看不到密钥管理', async () => {
    const declarer = demoAccounts().find((account) => account.userType === 'USER')!;
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, declarer.loginName, declarer.password);

    // 系统管理 opened (its 账号管理 is there) shows no 接口密钥.
    await menuEntry(page, '系统管理', '账号管理');
    expect(await page.getByRole('menu', { name: '功能菜单' }).getByText('接口密钥', { exact: true }).count()).toBe(0);

    // The address typed by hand: the page the account does not hold, no keys, no 新建密钥.
    await page.goto(`${portal.url}/apiKey`);
    await page.getByText(/您访问的页面不存在/).waitFor();
    expect(await page.getByRole('button', { name: '新建密钥' }).count()).toBe(0);
    expect(await page.getByText(/暂无接口密钥/).count()).toBe(0);

    // And the calls behind the page refuse it, whatever a forged request asks.
    const list = await page.evaluate(async () => {
      const response = await fetch('/api/enterprise/apiKey/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ data: {} }),
      });
      return { status: response.status, body: (await response.json()) as { message: string; data: unknown } };
    });
    expect(list).toMatchObject({ status: 403, body: { message: MSG_FORBIDDEN } });
    expect(Array.isArray(list.body.data)).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });
});
