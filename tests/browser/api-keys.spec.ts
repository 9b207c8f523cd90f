// 接口密钥 as a company meets it (issue 27 point 1, docs/open-api.md §1): the main account opens
// 系统管理 › 接口密钥, finds no key, creates one for 出口订单 and copies its key id and secret from
// the dialog — the one time the secret is shown; the list then shows the key and never the secret.
// The company's own system (here the test process, signing with node:crypto as the docs tell an ERP
// developer) calls GET /api/open/v1/ping with it, and the list shows when the key was last used.
// The main account revokes it after the confirmation and the next signed call is refused. 修改
// renames a key and takes a scope away: the list shows both, and the same secret signs on. A
// sub-account has no 接口密钥 in its menu, and the address opened by hand shows no key management.
// The portal of this file has its own database: the keys made here are no one else's.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MSG_FORBIDDEN, MSG_OPERATION_SUCCEEDED } from '#core/messages.ts';
import { OPEN_API_BASE, OPEN_API_DOCS_PATH, OPEN_API_DOCUMENT_PATH } from '#core/open-api.ts';
import { orderBody } from '../api/bills/bill-fixtures.ts';
import { signedFetch, type ApiKeyPair } from '../api/open-api-signing.ts';
import { demoAccounts, launchBrowser, logInAt, menuEntry, settled, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

let portal: Portal;
let browser: Browser;

/** The ERP's callback receiver: refuses the first callback (503), then takes each and keeps its body. */
const receiver = { url: '', refused: 0, accepted: [] as { businessKey: string | null; family: string; cause: unknown }[], server: null as Server | null };

beforeAll(async () => {
  receiver.server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (receiver.refused === 0) {
        receiver.refused += 1;
        response.writeHead(503).end();
        return;
      }
      receiver.accepted.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/erp/callbacks`;
  // A receiver on this machine takes http (PORTAL_CALLBACK_ALLOW_HTTP); the next try a minute after a refusal.
  portal = await startPortal({ PORTAL_CALLBACK_ALLOW_HTTP: '1', PORTAL_CALLBACK_RETRY_MS: '60000' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await new Promise((resolve) => receiver.server?.close(resolve));
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

/** The main account signed in on 接口密钥 in a context of its own (with the clipboard where the test copies). */
async function adminOnApiKeys(options: { clipboard: boolean }) {
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  const context = await browser.newContext();
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await logInAt(page, portal.url, admin.loginName, admin.password);
  await openApiKeys(page);
  return { admin, context, page, errors };
}

/**
 * 新建密钥 as the main account does it: a name and scopes, then the key id and the secret copied with
 * their buttons from the dialog (the one time the secret is shown), checked against what it shows.
 */
async function createKeyInPage(page: Page, name: string, scopeLabels: readonly string[]): Promise<ApiKeyPair> {
  await shownTab(page).getByRole('button', { name: '新建密钥' }).click();
  const form = page.getByRole('dialog', { name: '新建接口密钥' });
  await form.waitFor();
  await form.getByLabel('密钥名称').fill(name);
  for (const label of scopeLabels) await form.getByRole('checkbox', { name: label, exact: true }).check();
  await (await settled(form.getByRole('button', { name: /创\s*建/ }))).click();

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
  return key;
}

describe('接口密钥', () => {
  it('主账号新建密钥（密钥只显示一次）、以它签名调用开放接口、吊销后调用被拒绝', async ({ task }) => {
    const { admin, context, page, errors } = await adminOnApiKeys({ clipboard: true });
    const tab = shownTab(page);
    // A fresh company has no key (a retry finds the key of the first attempt).
    if (!task.result?.retryCount) await tab.getByText(/^暂无接口密钥/).waitFor();

    const name = `ERP 正式环境 ${Date.now() % 100000}`;
    const key = await createKeyInPage(page, name, SCOPE_LABELS);

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

  it('主账号修改密钥：改名并去掉一项权限，列表显示新名称与权限，密钥不变', async () => {
    const { context, page, errors } = await adminOnApiKeys({ clipboard: true });
    const stamp = Date.now() % 100000;
    const key = await createKeyInPage(page, `仓储系统 ${stamp}`, SCOPE_LABELS);
    const row = await keyRow(page, key.keyId);

    await row.getByRole('button', { name: /修\s*改/ }).click();
    const form = page.getByRole('dialog', { name: '修改接口密钥' });
    await form.waitFor();
    // Prefilled with the key as it is; no secret anywhere in it.
    const name = form.getByLabel('密钥名称');
    await expect.poll(() => name.inputValue()).toBe(`仓储系统 ${stamp}`);
    for (const label of SCOPE_LABELS) expect(await form.getByRole('checkbox', { name: label, exact: true }).isChecked()).toBe(true);
    expect(await form.textContent()).not.toContain(key.secret);

    const renamed = `仓储系统（只读） ${stamp}`;
    await name.fill(renamed);
    await form.getByRole('checkbox', { name: '出口订单：新增/修改', exact: true }).uncheck();
    await (await settled(form.getByRole('button', { name: /保\s*存/ }))).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(MSG_OPERATION_SUCCEEDED).first().waitFor();

    // The list: the new name, the one scope left.
    await expect.poll(() => cellText(page, row, '名称')).toBe(renamed);
    await row.getByText('出口订单：查询', { exact: true }).waitFor();
    expect(await row.getByText('出口订单：新增/修改', { exact: true }).count()).toBe(0);
    expect(await cellText(page, row, '状态')).toBe('有效');

    // The same secret signs on, with the scopes as changed.
    const ping = await signedFetch(portal.url, key, { method: 'GET', path: PING });
    expect(ping.status).toBe(200);
    expect(ping.body.data.scopes).toEqual(['export-order:read']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('设置回调地址后，企业系统申报的单据状态推送到接收方；回调记录显示失败与送达，立即重试送达等待中的回调', async () => {
    const { context, page, errors } = await adminOnApiKeys({ clipboard: true });
    const key = await createKeyInPage(page, `回调 ${Date.now() % 100000}`, [...SCOPE_LABELS, '出口订单：申报']);

    // 回调设置: the ERP's receiver, which refuses its first callback (503) and takes the others.
    let row = await keyRow(page, key.keyId);
    expect(await cellText(page, row, '回调地址')).toBe('未设置');
    await row.getByRole('button', { name: '回调设置' }).click();
    const dialog = page.getByRole('dialog', { name: /^回调设置/ });
    await dialog.getByLabel('回调地址').fill(receiver.url);
    await (await settled(dialog.getByRole('button', { name: /保\s*存/ }))).click();
    await page.getByText('回调地址已保存').first().waitFor();
    await expect.poll(() => cellText(page, row, '回调地址')).toBe(receiver.url);

    // The company's system stores an order and declares it: the declare is news for the receiver.
    const orderNo = `CBB${Date.now() % 10_000_000}`;
    const stored = await signedFetch(portal.url, key, {
      method: 'POST',
      path: `${OPEN_API_BASE}/bills/export-order`,
      body: JSON.stringify({ items: [orderBody({ orderNo })] }),
    });
    expect(stored.body.data, JSON.stringify(stored.body)).toMatchObject({ created: 1 });
    const declared = await signedFetch(portal.url, key, {
      method: 'POST',
      path: `${OPEN_API_BASE}/bills/export-order/declare`,
      body: JSON.stringify({ keys: [orderNo] }),
    });
    expect(declared.body.code, JSON.stringify(declared.body)).toBe(0);
    await expect.poll(() => receiver.refused, { timeout: 20_000 }).toBeGreaterThan(0);

    // 回调记录: the refused try, its delivery waiting (the next try is a minute away here) — 立即重试 sends it now.
    row = await keyRow(page, key.keyId);
    await row.getByRole('button', { name: '回调记录' }).click();
    const log = page.locator('.ant-drawer').filter({ hasText: '回调记录' });
    const failed = log.locator('tr.ant-table-row').filter({ hasText: '接收方应答 HTTP 503' });
    await failed.first().waitFor();
    expect(await failed.first().textContent()).toContain(`出口订单 ${orderNo}`);
    await (await settled(failed.first().getByRole('button', { name: '立即重试' }))).click();
    await page.getByText('已安排立即重试').first().waitFor();
    await expect.poll(() => receiver.accepted.filter((payload) => payload.businessKey === orderNo).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const first = receiver.accepted.find((payload) => payload.businessKey === orderNo)!;
    expect(first).toMatchObject({ family: 'export-order', cause: { kind: 'action', action: 'declare' } });
    await expect
      .poll(
        async () => {
          await log.getByRole('button', { name: /刷\s*新/ }).click();
          return log.locator('tr.ant-table-row').filter({ hasText: 'HTTP 200' }).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    expect(await log.locator('tr.ant-table-row').filter({ hasText: 'HTTP 200' }).first().textContent()).toContain('已送达');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('从接口密钥打开开放接口文档：新标签页里按目录找到接口与字段，OpenAPI 定义可下载', async () => {
    const { context, page, errors } = await adminOnApiKeys({ clipboard: false });

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
