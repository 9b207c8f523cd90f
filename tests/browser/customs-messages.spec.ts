// 报文 (issue 24 points 7 and 8), as a declarer meets it: an export order is declared from its detail
// page (保存并申报), its signed CEB303 leaves through the outbox, the customs simulator on the far
// side of the folders takes it, checks it and answers with an official CEB304 receipt message into
// the inbox, which the portal applies; 报文 on the order's detail page shows the signed message and
// the receipt message, pretty-printed, and 下载 saves the message exactly as sent; 最近三天回执 on the
// list shows the message a receipt came in. The simulator answers at once here (delay 0).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { unwrapDxpMsg } from '../../server/customs/transfer/envelope.ts';
import { demoAccounts, launchBrowser, logInAt, type Portal, settled, shownTab, startPortal, watchPageErrors } from './harness.ts';
import { call, definitionOf, requiredBill, tokenOf, type Definition } from './bill-fixtures.ts';

const ROUTE = '/bill/export/order';
const ORDER_NO = `EO-MSGVIEW-${Date.now().toString(36).toUpperCase()}`;
const EBC_CODE = '91440101MA5CKT9G3F';
const EBP_CODE = '91330100MA27XL6N5K';
const WAIT = { timeout: 30_000, interval: 200 };

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];
let customsDir: string;
let definition: Definition;
let orderId: number;
/** The receipt message customs answered with: its guid and its business message. */
let receipt: { guid: string; message: string };

const outboxDir = () => join(customsDir, 'outbox');
const inboxDir = () => join(customsDir, 'inbox');
const processed = () => readdirSync(join(dirname(inboxDir()), 'processed')).filter((name) => name.endsWith('.xml'));
const sentFiles = () => readdirSync(join(dirname(outboxDir()), 'sent')).filter((name) => name.endsWith('.xml'));

beforeAll(async () => {
  customsDir = mkdtempSync(join(tmpdir(), 'portal-msgview-'));
  portal = await startPortal({
    PORTAL_SIMULATOR_DELAY_MS: '0',
    PORTAL_OUTBOX_DIR: outboxDir(),
    PORTAL_INBOX_DIR: inboxDir(),
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  errors = watchPageErrors(page);
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  await logInAt(page, portal.url, admin.loginName, admin.password);
  const token = await tokenOf(page);
  definition = await definitionOf(portal.url, ROUTE, token);
  // A draft made of the definition's required fields, with the parties a receipt names.
  const bill = { ...(await requiredBill(portal.url, definition, token)), orderNo: ORDER_NO, ebcCode: EBC_CODE, ebpCode: EBP_CODE };
  const saved = await call<{ id: number }>(portal.url, `/api/enterprise${definition.ui.api.base}/${definition.ui.api.save}`, bill, token);
  orderId = saved.id;
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (customsDir) rmSync(customsDir, { recursive: true, force: true });
});

/** A button by its text (an icon before the text may add its own name, e.g. "download 下载"). */
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });
const drawer = () => page.locator('.ant-drawer-open').last();
const messageBlock = (guid: string) => drawer().locator(`[data-testid="customs-message"][data-guid="${guid}"]`);

async function closeDrawer() {
  await (await settled(drawer().locator('.ant-drawer-close'))).click();
  await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
}

describe('报文 of a declared export order', () => {
  it('保存并申报 on the detail page sends the signed message; customs’ receipts come in through the inbox', async () => {
    await page.goto(`${portal.url}/details/export/order?id=${orderId}`);
    await shownTab(page).locator('#root_orderNo').filter({ hasText: ORDER_NO }).waitFor();
    await button(shownTab(page), '编辑').click();
    await button(shownTab(page), '保存并申报').click();
    await (await settled(page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }))).click();
    await page.getByText('申报成功!').first().waitFor();
    await expect.poll(() => sentFiles().length, WAIT).toBe(1);
    // Customs took the message from the outbox and answered; the portal applied the answer.
    expect(readdirSync(outboxDir()).filter((name) => name.endsWith('.xml'))).toEqual([]);
    await expect.poll(() => processed().length, WAIT).toBe(1);
    const message = unwrapDxpMsg(readFileSync(join(dirname(inboxDir()), 'processed', processed()[0]!))).message;
    receipt = { guid: /guid="([^"]+)"/.exec(message)![1]!, message };
    expect(message).toContain('CEB304Message');
    await shownTab(page).getByText('海关审结').first().waitFor();
  });

  it('报文 shows the signed message and the receipt message, pretty-printed; 下载 saves the message as sent', async () => {
    const [file] = sentFiles();
    const sentGuid = file!.replace(/\.xml$/, '');
    const signed = unwrapDxpMsg(readFileSync(join(dirname(outboxDir()), 'sent', file!))).message;

    await button(shownTab(page), '刷新').click();
    await button(shownTab(page), '报文').click();
    const sent = messageBlock(sentGuid);
    const received = messageBlock(receipt.guid);
    await sent.waitFor();
    await received.waitFor();
    // Newest first: customs' answer above the message it answers.
    expect(
      await drawer()
        .locator('[data-testid="customs-message"]')
        .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-guid'))),
    ).toEqual([receipt.guid, sentGuid]);

    const sentText = (await sent.locator('pre').textContent()) ?? '';
    expect(sentText).toContain('<ds:Signature');
    expect(sentText).toContain('<ds:SignatureValue>');
    expect(sentText).toContain(`<ceb:orderNo>${ORDER_NO}</ceb:orderNo>`);
    // Laid out one element a line, indented by depth.
    expect(sentText.split('\n')).toContain(`      <ceb:orderNo>${ORDER_NO}</ceb:orderNo>`);
    expect(await sent.textContent()).toContain('已发送（已签名）');
    expect(await sent.locator('pre').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono|Consolas|Menlo/i);

    const receivedText = (await received.locator('pre').textContent()) ?? '';
    expect(receivedText).toContain('CEB304Message');
    expect(receivedText).toContain(`<ceb:orderNo>${ORDER_NO}</ceb:orderNo>`);
    expect(receivedText).toContain('<ceb:returnStatus>399</ceb:returnStatus>');
    expect(receivedText).toContain('<ceb:returnInfo>海关审结通过</ceb:returnInfo>');
    expect(await received.textContent()).toContain('海关审结通过');

    const [download] = await Promise.all([page.waitForEvent('download'), button(sent, '下载').click()]);
    expect(download.suggestedFilename()).toBe(`${sentGuid}.xml`);
    expect(readFileSync(await download.path(), 'utf8')).toBe(signed);
    await closeDrawer();
  });

  it('最近三天回执 on the list shows the message a receipt came in', async () => {
    await page.goto(`${portal.url}${ROUTE}`);
    const row = shownTab(page).locator('.ag-row', { hasText: ORDER_NO }).first();
    await row.locator('[col-id="__operation"]').getByText('回执').click();
    const dialog = page.locator('.ant-modal', { hasText: '最近三天回执' });
    await dialog.getByText('海关审结通过').waitFor();
    await button(dialog, '报文').first().click();
    const received = messageBlock(receipt.guid);
    await received.waitFor();
    expect(await received.locator('pre').textContent()).toContain(`<ceb:orderNo>${ORDER_NO}</ceb:orderNo>`);
    await closeDrawer();
    expect(errors).toEqual([]);
  });
});
