// The generic bill list in a real browser against the real server (customs simulator without
// delay): open 出口订单 from the menu, filter by state and text, sort, select and declare, watch
// the counts move and the receipts arrive, export the selection and clear the search.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, type Portal, settled, shownTab, startPortal, watchPageErrors, menuEntry } from './harness.ts';
import { call as callPortal, definitionOf, linkField, requiredBill, type Field } from './bill-fixtures.ts';

const ROUTE = '/bill/export/order';
const PREFIX = 'EO-E2E-';
const BILLS = 6;

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];

const call = <T>(path: string, data: unknown, token: string) => callPortal<T>(portal.url, path, data, token);

/** Bills built from the definition's required fields, with a line; the last one breaks the first customs rule. */
async function seedBills(token: string): Promise<void> {
  const definition = await definitionOf(portal.url, ROUTE, token);
  const { ui } = definition;
  const link = linkField(definition);
  const base = await requiredBill(portal.url, definition, token);
  const rule = ui.customsRules?.[0];
  for (let n = 1; n <= BILLS; n += 1) {
    // The rule breaker's line adds up to its value (a price of 0 makes a 商品价格 of 0).
    const bill = n === BILLS && rule ? { ...(await requiredBill(portal.url, definition, token, Number(rule.value))), [rule.field]: rule.value } : { ...base };
    bill[link] = `${PREFIX}${n}`;
    await call(`/api/enterprise${ui.api.base}/${ui.api.save}`, bill, token);
  }
}

/** A value the definition accepts for a field, as a user types it into the template (dictionary names, not codes). */
async function cellValue(field: Field, token: string): Promise<unknown> {
  if (field['x-dictionary']) {
    const items = await call<{ name: string }[]>('/api/dictionary/item/queryByCode', { dicCode: field['x-dictionary'] }, token);
    return items[0].name;
  }
  if (field.type === 'number' || field.type === 'integer') return 1;
  return (field.title ?? 'x').slice(0, field.maxLength ?? 50);
}

/**
 * The family's own import template (from 下载模板's path), filled with rows of the required
 * fields: each row one bill, named by `numbers`; a blank number is the bad row.
 */
async function filledTemplate(token: string, numbers: string[], file: string): Promise<void> {
  const definition = await definitionOf(portal.url, ROUTE, token);
  const { schema, ui } = definition;
  const link = linkField(definition);
  const { downloadUri } = await call<{ downloadUri: string }>(`/api/enterprise${ui.api.base}/downloadTemplate`, {}, token);
  const template = new ExcelJS.Workbook();
  await template.xlsx.load((await (await fetch(`${portal.url}${downloadUri}`)).arrayBuffer()) as ArrayBuffer);
  const header = (template.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
  const lines = schema.properties.lines;
  const byTitle = new Map<string, [string, Field, boolean]>();
  for (const name of schema.required) byTitle.set(schema.properties[name].title ?? name, [name, schema.properties[name], true]);
  for (const name of lines?.items.required ?? []) {
    const field = lines!.items.properties[name];
    const title = field.title ?? name;
    byTitle.set(byTitle.has(title) ? `${title}（${lines!.title}）` : title, [name, field, true]);
  }
  const sheet = template.worksheets[0];
  for (const number of numbers) {
    const row: unknown[] = [];
    for (const title of header) {
      const entry = byTitle.get(title);
      row.push(entry ? (entry[0] === link ? number : await cellValue(entry[1], token)) : null);
    }
    sheet.addRow(row);
  }
  await template.xlsx.writeFile(file);
}

async function logIn(loginName: string, password: string) {
  await logInAt(page, portal.url, loginName, password);
}

// The list's row calls; its total follows in a second call (part 'total', issue 26 point 1).
const isList = (request: Request) =>
  request.method() === 'POST' &&
  request.url().endsWith('/api/enterprise/expu/order/pageList') &&
  (request.postDataJSON() as { data?: { part?: string } } | null)?.data?.part !== 'total';
const listBody = async (action: () => Promise<unknown>) => {
  const [request] = await Promise.all([page.waitForRequest(isList), action()]);
  await request.response();
  return request.postDataJSON().data as { pageIndex: number; sorts: unknown[]; terms: { column: string; termType: string; value: unknown }[] };
};
const rows = () => shownTab(page).locator('.ag-row[row-index]');
const row = (orderNo: string) => shownTab(page).locator('.ag-row[row-index]', { has: page.getByText(orderNo, { exact: true }) });
const stateLabel = (name: string) =>
  page
    .getByRole('radiogroup', { name: '单据状态' })
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}\\d*$`) });
const noRows = () => shownTab(page).locator('.ag-overlay').getByText('暂无数据', { exact: true });
const countOf = async (name: string) => Number((await stateLabel(name).locator('.bill-state-count').textContent()) ?? 'NaN');
// By text: the accessible name of a button with an icon also holds the icon's label.
const button = (text: string) => page.locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const dialog = () => page.locator('.ant-modal-wrap:visible [role="dialog"]');
const closeDialog = async () => {
  await (await settled(page.locator('.ant-modal-wrap:visible .ant-modal-close'))).click();
  await dialog().waitFor({ state: 'detached' });
};

beforeAll(async () => {
  portal = await startPortal({ PORTAL_SIMULATOR_DELAY_MS: '0' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  errors = watchPageErrors(page);
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  await logIn(admin.loginName, admin.password);
  await seedBills((await page.evaluate(() => localStorage.getItem('token')))!);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('出口订单列表', () => {
  it('opens from the menu with its state counts and rows', async () => {
    const entry = await menuEntry(page, '出口业务', '出口订单');
    const body = await listBody(() => entry.click());
    await page.waitForURL(new RegExp(`${ROUTE}$`));
    expect(body.pageIndex).toBe(0);
    expect(body.terms.map((term) => term.column)).toEqual(['create_time']);
    await row(`${PREFIX}1`).waitFor();
    await expect.poll(() => countOf('暂存')).toBe(BILLS);
    await expect.poll(() => countOf('全部')).toBe(BILLS);
  });

  it('filters by state and by text', async () => {
    let body = await listBody(() => stateLabel('海关审结').click());
    expect(body.terms).toContainEqual({ column: 'state', termType: 'eq', type: 'and', value: '399' });
    await noRows().waitFor();
    body = await listBody(() => stateLabel('暂存').click());
    await expect.poll(() => rows().count()).toBe(BILLS);

    await shownTab(page).getByLabel('订单编号').fill(`${PREFIX}3`);
    body = await listBody(() => shownTab(page).getByLabel('订单编号').press('Enter'));
    expect(body.terms).toContainEqual({ column: 'order_no', termType: 'like', type: 'and', value: `${PREFIX}3` });
    await expect.poll(() => rows().count()).toBe(1);
    await row(`${PREFIX}3`).waitFor();

    await shownTab(page).getByLabel('订单编号').fill('');
    await listBody(() => shownTab(page).getByLabel('订单编号').press('Enter'));
    await expect.poll(() => rows().count()).toBe(BILLS);
  });

  it('sorts on the server by a sortable column', async () => {
    const header = shownTab(page).locator('.ag-header-cell[col-id="orderNo"] .ag-header-cell-label');
    // The first click sorts ascending (issue 11 point 6), the second descending.
    let body = await listBody(() => header.click());
    expect(body.sorts).toEqual([{ name: 'order_no', order: 'asc' }]);
    await expect.poll(async () => (await shownTab(page).locator('.ag-row[row-index="0"] [col-id="orderNo"]').textContent())?.trim()).toBe(`${PREFIX}1`);
    body = await listBody(() => header.click());
    expect(body.sorts).toEqual([{ name: 'order_no', order: 'desc' }]);
    await expect.poll(async () => (await shownTab(page).locator('.ag-row[row-index="0"] [col-id="orderNo"]').textContent())?.trim()).toBe(`${PREFIX}6`);
  });

  it('issue 26 point 1: shows the rows while their total is still counted, then the total', async () => {
    // The total call is held back 1.5 s on its way to the server; the rows call is not.
    const slowTotal = '**/api/enterprise/expu/order/pageList';
    await page.route(slowTotal, async (route) => {
      const part = (route.request().postDataJSON() as { data?: { part?: string } } | null)?.data?.part;
      if (part === 'total') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    try {
      await listBody(() => button('查询').click());
      await row(`${PREFIX}1`).waitFor();
      await shownTab(page).getByText('共 … 条（统计中）').waitFor();
      await shownTab(page).getByText(`共 ${BILLS} 条`).waitFor();
    } finally {
      await page.unroute(slowTotal);
    }
  });

  it('declares the selected bills after the confirmation; the counts move and receipts arrive', async () => {
    await row(`${PREFIX}1`).locator('.ag-selection-checkbox input').check();
    await row(`${PREFIX}6`).locator('.ag-selection-checkbox input').check();
    await page.getByText('已选择 2 条').waitFor();
    await button('申报').click();
    await page.getByText('确认批量申报吗？').waitFor();
    const declared = page.waitForResponse((response) => response.url().endsWith('/applyByIds'));
    await (await settled(button('确定'))).click();
    expect((await (await declared).json()).code).toBe(0);
    await page.getByText('操作成功！').first().waitFor();
    await expect.poll(() => countOf('暂存')).toBe(BILLS - 2);
    await expect.poll(() => countOf('海关审结')).toBe(1);
    await expect.poll(() => countOf('海关退单')).toBe(1);

    await listBody(() => stateLabel('全部').click());
    await row(`${PREFIX}1`).locator('[col-id="__operation"]').getByText('回执').click();
    await page.getByText('最近三天回执').waitFor();
    await dialog().getByText('海关审结通过').waitFor();
    await dialog().getByText('发送海关成功').first().waitFor();
    await closeDialog();
    await row(`${PREFIX}6`).locator('[col-id="__operation"]').getByText('回执').click();
    await dialog().getByText('商品价格必须大于0').first().waitFor();
    await closeDialog();
  });

  it('disables 申报 while a declared bill is selected', async () => {
    await row(`${PREFIX}1`).locator('.ag-selection-checkbox input').check();
    await expect.poll(() => button('申报').isDisabled()).toBe(true);
    await row(`${PREFIX}1`).locator('.ag-selection-checkbox input').uncheck();
    await expect.poll(() => button('申报').isDisabled()).toBe(false);
  });

  it('exports the selected rows and opens the answered file', async () => {
    await row(`${PREFIX}2`).locator('.ag-selection-checkbox input').check();
    await page.getByText('已选择 1 条').waitFor();
    // The file opens in a new window: its request is seen by the browser context.
    const [request, download] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().endsWith('/exportOrderData')),
      page.context().waitForEvent('request', (candidate) => candidate.url().includes('/api/file/download/')),
      button('导出').click(),
    ]);
    const terms = request.postDataJSON().data.terms as { column: string; termType: string; value: unknown[] }[];
    expect(terms).toEqual([{ column: 'id', termType: 'in', type: 'and', value: [expect.any(Number)] }]);
    const answer = await (await request.response())!.json();
    expect(answer.data.downloadUri).toMatch(/^\/api\/file\/download\/.+\?token=/);
    expect(download.url()).toBe(`${portal.url}${answer.data.downloadUri}`);
    // The window closes itself once the download starts; the link itself must serve the workbook.
    const file = await fetch(download.url());
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    for (const opened of page.context().pages()) if (opened !== page) await opened.close().catch(() => undefined);
  });

  it('imports nothing from a template with one bad row, and names the row', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-'));
    const file = join(folder, '出口订单导入.xlsx');
    try {
      await filledTemplate((await page.evaluate(() => localStorage.getItem('token')))!, [`${PREFIX}IM1`, '', `${PREFIX}IM3`], file);
      await button('导入').click();
      await dialog().waitFor();
      await dialog().locator('input[type="file"]').setInputFiles(file);
      await dialog().getByText('出口订单导入.xlsx').waitFor();
      await dialog()
        .locator('.ant-modal-footer button', { hasText: /导\s*入/ })
        .click();
      await page.getByText('导入数据可能会耗费较多时间, 请耐心等待, 是否导入?').waitFor();
      const [request] = await Promise.all([
        page.waitForRequest((candidate) => candidate.url().endsWith('/importData')),
        page
          .locator('.ant-modal-confirm')
          .getByRole('button', { name: /确\s*定|OK/ })
          .click(),
      ]);
      await request.response();
      // The third line of the sheet (header, good row, bad row) is the one named.
      await dialog().getByText('导入数据有误，请修改后重新导入').waitFor();
      await dialog()
        .getByText(/第3行「订单编号」/)
        .waitFor();
      await closeDialog();
      await shownTab(page).getByLabel('订单编号').fill(`${PREFIX}IM`);
      await listBody(() => shownTab(page).getByLabel('订单编号').press('Enter'));
      await noRows().waitFor();
      await shownTab(page).getByLabel('订单编号').fill('');
      await listBody(() => shownTab(page).getByLabel('订单编号').press('Enter'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('clears the search after asking, back to the default window', async () => {
    await shownTab(page).getByLabel('订单编号').fill('nothing-like-this');
    await listBody(() => shownTab(page).getByLabel('订单编号').press('Enter'));
    await noRows().waitFor();
    await button('重置').click();
    await page.getByText('此操作将清空查询条件, 是否继续?').waitFor();
    const confirmButton = await settled(button('确定'));
    const body = await listBody(() => confirmButton.click());
    expect(body.terms.map((term) => term.column)).toEqual(['create_time']);
    expect(await shownTab(page).getByLabel('订单编号').inputValue()).toBe('');
    await expect.poll(() => rows().count()).toBe(BILLS);
    expect(errors).toEqual([]);
  });

  it('issue 26 point 3: opened in a new tab (a bookmark), the list asks its rows while the page is still being built, once', async () => {
    // A new tab of the signed-in browser: the session's local storage, nothing loaded yet.
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, storageState: await page.context().storageState() });
    const tab = await context.newPage();
    const asked: string[] = [];
    tab.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/api/enterprise/expu/order/')) return;
      asked.push(isList(request) ? 'rows' : path.endsWith('/pageList') ? 'total' : path.split('/').pop()!);
    });
    try {
      const tabErrors = watchPageErrors(tab);
      await tab.goto(`${portal.url}${ROUTE}`);
      await shownTab(tab)
        .locator('.ag-row[row-index]', { has: tab.getByText(`${PREFIX}1`, { exact: true }) })
        .waitFor();
      await shownTab(tab).getByText(`共 ${BILLS} 条`).waitFor();
      await expect.poll(() => asked.includes('queryStateCount')).toBe(true);
      // The rows were asked as soon as the definition was in: before the counts, which the page
      // asks once it is built; and the page took that answer rather than asking again.
      expect(asked.filter((call) => call === 'rows')).toEqual(['rows']);
      expect(asked.indexOf('rows')).toBeLessThan(asked.indexOf('queryStateCount'));
      expect(asked.filter((call) => call === 'total')).toHaveLength(1);
      expect(tabErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
