// A batch 申报 too large for one request (issue 24), as a declarer meets it: the server here takes
// any batch over 2 bills to the background (PORTAL_DECLARE_IN_BACKGROUND_OVER), so selecting four
// export orders and clicking 申报 opens the progress dialog; it shows the steps and ends with
// 申报完成, every message sent; 关闭 reloads the list, where the four are declared and customs (the
// simulator, at once) has answered them. A batch with a bill whose message cannot leave ends with
// that bill named and why, and nothing declared.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, menuEntry, type Portal, settled, shownTab, startPortal, watchPageErrors } from './harness.ts';
import { call, definitionOf, linkField, requiredBill, tokenOf } from './bill-fixtures.ts';

const ROUTE = '/bill/export/order';
const PREFIX = `EO-BG-${Date.now().toString(36).toUpperCase()}-`;
const WAIT = { timeout: 30_000, interval: 200 };

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];
let customsDir: string;

const row = (orderNo: string) => shownTab(page).locator('.ag-row[row-index]', { has: page.getByText(orderNo, { exact: true }) });
const button = (text: string) => page.locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const dialog = () => page.locator('.ant-modal-wrap:visible [role="dialog"]');
const sentFiles = () => readdirSync(join(dirname(join(customsDir, 'outbox')), 'sent')).filter((name) => name.endsWith('.xml'));
const stateOf = async (orderNo: string) => (await row(orderNo).locator('[col-id="state"]').textContent())?.trim();

beforeAll(async () => {
  customsDir = mkdtempSync(join(tmpdir(), 'portal-bgdeclare-'));
  portal = await startPortal({
    PORTAL_SIMULATOR_DELAY_MS: '0',
    PORTAL_DECLARE_IN_BACKGROUND_OVER: '2',
    PORTAL_OUTBOX_DIR: join(customsDir, 'outbox'),
    PORTAL_INBOX_DIR: join(customsDir, 'inbox'),
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  errors = watchPageErrors(page);
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  await logInAt(page, portal.url, admin.loginName, admin.password);
  const token = await tokenOf(page);
  const definition = await definitionOf(portal.url, ROUTE, token);
  const base = await requiredBill(portal.url, definition, token);
  for (let n = 1; n <= 7; n += 1) {
    const bill: Record<string, unknown> = { ...base, [linkField(definition)]: `${PREFIX}${n}` };
    // The last one has no 报文传输编号: a draft may lack it, its message may not.
    if (n === 7) delete bill.dxpId;
    await call(portal.url, `/api/enterprise${definition.ui.api.base}/${definition.ui.api.save}`, bill, token);
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (customsDir) rmSync(customsDir, { recursive: true, force: true });
});

async function select(numbers: readonly number[]) {
  for (const n of numbers) await row(`${PREFIX}${n}`).locator('.ag-selection-checkbox input').check();
  await page.getByText(`已选择 ${numbers.length} 条`).waitFor();
}

async function declareSelected() {
  await button('申报').click();
  await page.getByText('确认批量申报吗？').waitFor();
  const declared = page.waitForResponse((response) => response.url().endsWith('/applyByIds'));
  await (await settled(button('确定'))).click();
  return (await (await declared).json()) as { code: number; data: { declareJob?: { jobId: string; total: number } } };
}

describe('申报 of a large batch, in the background', () => {
  it('shows the progress dialog until 申报完成; the list then shows the bills declared and answered', async () => {
    const entry = await menuEntry(page, '出口业务', '出口订单');
    await entry.click();
    await page.waitForURL(new RegExp(`${ROUTE}$`));
    await row(`${PREFIX}1`).waitFor();
    await select([1, 2, 3, 4]);
    const answer = await declareSelected();
    expect(answer.code).toBe(0);
    expect(answer.data.declareJob?.total).toBe(4);

    await dialog().getByText('申报（共4张单据）').waitFor();
    await dialog().getByText('检查报文').waitFor();
    await dialog().getByText('申报完成：4张单据已申报，4份报文已发送').waitFor(WAIT);
    expect(sentFiles()).toHaveLength(4);
    await (await settled(dialog().getByRole('button', { name: '关闭' }))).click();
    await dialog().waitFor({ state: 'detached' });
    // The list reloaded when the job finished: customs answered each one (the simulator, at once).
    for (const n of [1, 2, 3, 4]) await expect.poll(() => stateOf(`${PREFIX}${n}`), WAIT).not.toBe('暂存');
    expect(await stateOf(`${PREFIX}5`)).toBe('暂存');
  });

  it('names the bill that may not be declared, and declares none', async () => {
    await select([5, 6, 7]);
    const answer = await declareSelected();
    expect(answer.code).toBe(0);
    await dialog().getByText('申报未完成').waitFor(WAIT);
    await dialog().getByText(`${PREFIX}7`, { exact: true }).waitFor();
    await dialog().getByText('报文传输编号（dxpId）缺失，报文无法通过海关报文规范（XSD）校验', { exact: true }).waitFor();
    await (await settled(dialog().getByRole('button', { name: '关闭' }))).click();
    for (const n of [5, 6, 7]) expect(await stateOf(`${PREFIX}${n}`)).toBe('暂存');
    expect(errors).toEqual([]);
  });
});
