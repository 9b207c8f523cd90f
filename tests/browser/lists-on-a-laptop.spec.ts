// Issue 23 point 7, a laptop screen (1366×768), with demo data: the 出口清单 search panel folds
// (and the user's choice is kept), its buttons stay on one row with 更多 for the rest, and the
// grid starts in the top 45 % of the screen with at least ten rows in view; 删除, 重发回执 and
// 批量改为退单 have icons of their own; read-only grids have no selection boxes; the settlement
// history dialog shows 清单数量 and 结汇银行 whole; the settlement filter is titled 结汇银行; the
// statistics 票数 axis counts in whole numbers; the feedback form's 提交 stands below the form
// and its content box is several lines high. Screenshots of the inventory list and the history
// dialog at 1366×768 and 1440×900 go to docs/screenshots/issue-23/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chinaDate, chinaDateTime } from '#core/china-time.ts';
import { demoAccounts, launchBrowser, logInAt, settled, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

const LAPTOP = { width: 1366, height: 768 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = join(new URL('../..', import.meta.url).pathname, 'docs/screenshots/issue-23');
const WAIT = { timeout: 20_000 };
const DAY = 86_400_000;

let portal: Portal;
let browser: Browser;
let db: Database.Database;
let dataDir: string;
const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
/** The demo company's code, and the longest bank name of the bank_code dictionary (schemas/seed/dictionaries.json). */
let companyCode = '';
const LONG_BANK = '上海浦东发展银行';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lists-laptop-'));
  const file = join(dataDir, 'portal.sqlite');
  // Demo bills: a dozen per family is more than ten rows of 出口清单.
  portal = await startPortal({ PORTAL_DEMO_BILLS: '12', DATABASE_URL: file });
  db = new Database(file);
  db.pragma('busy_timeout = 5000');
  companyCode = (db.prepare('select code from company order by id limit 1').get() as { code: string }).code;
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  db?.close();
  await browser?.close();
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = watchPageErrors(page);
  await logInAt(page, portal.url, admin.loginName, admin.password);
  return { page, errors };
}

async function openList(page: Page, route: string): Promise<void> {
  await page.goto(`${portal.url}${route}`);
  await shownTab(page).locator('[data-testid="bill-grid"] .ag-row[row-index]').first().waitFor(WAIT);
}

/** The rows whose whole box is inside the window (a row drawn in pinned and centre parts counts once). */
async function rowsInView(page: Page, height: number): Promise<number> {
  const rows = await shownTab(page)
    .locator('[data-testid="bill-grid"] .ag-row[row-index]')
    .evaluateAll((all) =>
      all.map((row) => ({ index: row.getAttribute('row-index'), top: row.getBoundingClientRect().top, bottom: row.getBoundingClientRect().bottom })),
    );
  return new Set(rows.filter((row) => row.top >= 0 && row.bottom <= height && row.bottom > row.top).map((row) => row.index)).size;
}

/** The name of a button's icon (antd: the icon's aria-label), by the button's text. */
async function iconOf(page: Page, text: string): Promise<string | null> {
  const button = shownTab(page).locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
  return button.locator('.anticon').first().getAttribute('aria-label');
}

/** Whether the grid (in `scope`) offers selection boxes. */
async function selectionBoxes(scope: ReturnType<Page['locator']>): Promise<number> {
  return scope.locator('.ag-header-select-all, .ag-selection-checkbox').count();
}

/** A cancelled settlement application in the history, with a long bank name. */
function revokedApplication(number: string): void {
  const now = chinaDateTime();
  db.prepare(
    `insert into settlement_revoke (company_code, kind, target_id, declare_no, reason, agent_name, bank_name, total_count, total_amount, audit_opinion, state_name, app_time, update_time)
     values (?, 'declare', 1, ?, '申请信息填写有误，撤销后重新提交', '深圳前海跨境电商供应链管理有限公司', ?, 1234, '123456.78900', '同意撤销', '已撤销', ?, ?)`,
  ).run(companyCode, number, LONG_BANK, now, now);
}

/** Whether a cell's or a header's text shows whole (not cut by its column). */
async function shownWhole(locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((element) => {
    const text = (element.querySelector('.ag-header-cell-text, .ag-cell-value') ?? element) as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(text);
    const needed = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const viewport = element.closest('.ag-root-wrapper')!.getBoundingClientRect();
    // Whole: the text fits its cell, and the cell is inside the grid's visible part.
    return text.scrollWidth <= text.clientWidth + 1 && needed.right <= box.right + 1 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
  });
}

describe('issue 23 point 7: a laptop screen', () => {
  it('issue 23 point 7: at 1366×768 出口清单 folds its search, keeps its buttons on one row with 更多, and shows ten rows from the top 45 % of the screen', async () => {
    const { page, errors } = await signedIn(LAPTOP);
    await openList(page, '/bill/export/inventory');
    const tab = shownTab(page);
    const search = page.getByRole('form', { name: '查询条件' });

    // Folded by default on a laptop: 展开 offers the rest, which is out of the way.
    const unfold = search.getByRole('button', { name: /展\s*开/ });
    await unfold.waitFor(WAIT);
    expect(await unfold.getAttribute('aria-expanded')).toBe('false');
    expect(await search.getByText('创建时间', { exact: true }).isVisible()).toBe(false);

    // The grid starts in the top 45 % and shows at least ten whole rows.
    const grid = (await tab.getByTestId('bill-grid').boundingBox())!;
    expect(grid.y).toBeLessThanOrEqual(LAPTOP.height * 0.45);
    expect(await rowsInView(page, LAPTOP.height)).toBeGreaterThanOrEqual(10);

    // One row of buttons; what does not fit is in 更多.
    const bar = tab.getByRole('toolbar', { name: '单据操作' });
    const tops = await bar.locator('button').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(5);
    expect(new Set(tops).size).toBe(1);
    await bar.getByRole('button', { name: /更\s*多/ }).click();
    await settled(page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: /Excel查询/ }));
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(SHOTS, 'point7-export-inventory-1366x768.png') });

    // 展开 shows every condition; the choice is kept (a reload opens it unfolded); 收起 folds again.
    await unfold.click();
    await search.getByText('创建时间', { exact: true }).waitFor(WAIT);
    await page.reload();
    await tab.locator('[data-testid="bill-grid"] .ag-row[row-index]').first().waitFor(WAIT);
    const fold = page.getByRole('form', { name: '查询条件' }).getByRole('button', { name: /收\s*起/ });
    await fold.waitFor(WAIT);
    expect(await page.getByRole('form', { name: '查询条件' }).getByText('创建时间', { exact: true }).isVisible()).toBe(true);
    await fold.click();
    await page
      .getByRole('form', { name: '查询条件' })
      .getByRole('button', { name: /展\s*开/ })
      .waitFor(WAIT);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issue 23 point 7: at 1440×900 出口清单 keeps one row of buttons too (screenshot)', async () => {
    const { page, errors } = await signedIn(DESKTOP);
    await openList(page, '/bill/export/inventory');
    const bar = shownTab(page).getByRole('toolbar', { name: '单据操作' });
    const tops = await bar.locator('button').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'point7-export-inventory-1440x900.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issue 23 point 7: 删除, 重发回执 and 批量改为退单 have icons of their own, not 申报’s', async () => {
    const { page, errors } = await signedIn(LAPTOP);
    await openList(page, '/bill/export/order');
    const icons = await Promise.all(['申报', '删除', '批量改为退单', '重发回执'].map((text) => iconOf(page, text)));
    expect(icons.every((icon) => icon !== null)).toBe(true);
    expect(new Set(icons).size).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issue 23 point 7: read-only grids (签名记录, the history dialog, a settlement application in view mode) have no selection boxes', async () => {
    const { page, errors } = await signedIn(LAPTOP);
    await page.goto(`${portal.url}/bill/other/sign`);
    await shownTab(page).getByTestId('bill-grid').locator('.ag-header-row').first().waitFor(WAIT);
    expect(await selectionBoxes(shownTab(page).getByTestId('bill-grid'))).toBe(0);

    revokedApplication('JH-LAPTOP-READONLY');
    await openList(page, '/exchangeSettlement');
    // The settlement list itself has actions on selected rows: its boxes stay.
    expect(await selectionBoxes(shownTab(page).getByTestId('bill-grid'))).toBeGreaterThan(0);
    await shownTab(page)
      .getByRole('button', { name: /查看撤销历史/ })
      .click();
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal');
    await dialog.locator('.ag-row[row-index]').first().waitFor(WAIT);
    expect(await selectionBoxes(dialog)).toBe(0);
    await (await settled(dialog.locator('.ant-modal-close'))).click();

    // A settlement application in view mode: its attached bills are read, not picked.
    const view = await applicationInViewMode(page);
    await page.goto(`${portal.url}/exchangeSettlement/applicationDetail?params=${encodeURIComponent(JSON.stringify(view))}`);
    const attached = shownTab(page).locator('[role="tabpanel"]:not([aria-hidden="true"]) [data-testid="bill-grid"]');
    await attached.locator('.ag-row[row-index]').first().waitFor(WAIT);
    expect(await selectionBoxes(attached)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issue 23 point 7: the history dialog shows 清单数量 and 结汇银行 whole at 1366 and 1440; the settlement filter says 结汇银行', async () => {
    revokedApplication('JH-LAPTOP-HISTORY');
    for (const viewport of [LAPTOP, DESKTOP]) {
      const { page, errors } = await signedIn(viewport);
      await openList(page, '/exchangeSettlement');
      const filters = page.getByRole('form', { name: '查询条件' });
      expect(await filters.locator('label', { hasText: /^结汇银行$/ }).count()).toBe(1);
      expect(await filters.getByText('结汇银行代码').count()).toBe(0);
      await shownTab(page)
        .getByRole('button', { name: /查看撤销历史/ })
        .click();
      const dialog = page.locator('.ant-modal-wrap:visible .ant-modal');
      const row = dialog.locator('.ag-row[row-index]', { hasText: 'JH-LAPTOP-HISTORY' }).first();
      await row.waitFor(WAIT);
      await settled(dialog);
      for (const colId of ['totalCount', 'bankName']) {
        expect(await shownWhole(dialog.locator(`.ag-header-cell[col-id="${colId}"]`)), `${colId} title at ${viewport.width}`).toBe(true);
        const cell = dialog.locator(`.ag-row[row-index] .ag-cell[col-id="${colId}"]`, { hasText: colId === 'bankName' ? LONG_BANK : '1234' }).first();
        expect(await shownWhole(cell), `${colId} value at ${viewport.width}`).toBe(true);
      }
      await page.screenshot({ path: join(SHOTS, `point7-settlement-history-${viewport.width}x${viewport.height}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('issue 23 point 7: the statistics 票数 axis counts in whole numbers', async () => {
    const { page, errors } = await signedIn(LAPTOP);
    await page.goto(`${portal.url}/statistics`);
    const tab = shownTab(page);
    await tab.getByRole('tab', { name: '电商企业' }).waitFor(WAIT);
    // A month by day: a few bills a day, where a plain scale draws 0.5 票.
    for (const [label, value] of [
      ['开始日期', chinaDate(Date.now() - 30 * DAY)],
      ['结束日期', chinaDate()],
    ]) {
      const input = tab.getByLabel(label, { exact: true });
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    }
    const mode = tab.getByLabel('业务模式', { exact: true });
    await mode.click();
    await mode.fill('9610');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '9610' }).waitFor();
    await mode.press('Enter');
    await tab.getByRole('button', { name: /查\s*询/ }).click();
    const figure = tab.getByTestId('statistics-count-chart');
    await figure.locator('canvas').first().waitFor({ timeout: 30_000 });
    const ticks = ((await figure.getAttribute('data-axis-ticks')) ?? '').split(',').filter(Boolean).map(Number);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.every(Number.isInteger)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issue 23 point 7: the feedback form’s 提交 stands below the form, and its content box is several lines high', async () => {
    const { page, errors } = await signedIn(LAPTOP);
    await page.goto(`${portal.url}/feedback`);
    const content = shownTab(page).getByLabel('反馈内容');
    await content.waitFor(WAIT);
    const phone = (await shownTab(page).getByLabel('手机号码').boundingBox())!;
    const submit = (await shownTab(page)
      .getByRole('button', { name: /提\s*交/ })
      .boundingBox())!;
    expect(submit.y).toBeGreaterThan(phone.y + phone.height);
    // Several lines: at least four lines of the 14 px text (22 px each).
    expect((await content.boundingBox())!.height).toBeGreaterThanOrEqual(4 * 22);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A settlement application with an attached bill, as its view-mode params (the API, as the page does). */
async function applicationInViewMode(page: Page): Promise<{ type: 'view'; billType: 'export'; id: number }> {
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const call = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await fetch(`${portal.url}/api/enterprise${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as { code: number; message: string; data: T };
    if (body.code !== 0) throw new Error(`${path}: ${body.message}`);
    return body.data;
  };
  // An authorised commerce company and a released inventory of it (settlement-fixtures.ts writes them alike).
  const commerce = db.prepare(`select commerce_code as code, commerce_name as name from auth_commerce where state = 'approved' limit 1`).get() as
    { code: string; name: string } | undefined;
  const ebc = commerce ?? { code: '91440300MA5LAPTOP1', name: '笔记本测试电商企业' };
  if (!commerce) {
    const company = db.prepare('select id from company where code = ?').get(companyCode) as { id: number };
    const now = Date.now();
    db.prepare(
      `insert into auth_commerce (agent_company_id, agent_code, agent_name, commerce_code, commerce_name, state, created_at, updated_at)
       values (?, ?, '本企业', ?, ?, 'approved', ?, ?)`,
    ).run(company.id, companyCode, ebc.code, ebc.name, now, now);
  }
  const time = chinaDateTime();
  const head = db
    .prepare(
      `insert into bill_export_inventory (company_code, state, create_time, update_time, cop_no, invt_no, order_no, logistics_no, ebc_code, ebc_name, trade_mode)
       values (?, '800', ?, ?, 'COPLAPTOP1', 'INVLAPTOP1', 'ORDLAPTOP1', 'LPLAPTOP1', ?, ?, '9610')`,
    )
    .run(companyCode, time, time, ebc.code, ebc.name);
  db.prepare(`insert into bill_export_inventory_line (head_id, gnum, gname, qty, total_price, currency) values (?, 1, '笔记本', 1, '100', '142')`).run(
    Number(head.lastInsertRowid),
  );
  const application = await call<{ id: number }>('/declarel/saveData', { ebcCode: ebc.code, ieType: 'EXP' });
  const day = time.slice(0, 10);
  await call('/SeExpuInventory/addInventory', {
    declareId: application.id,
    ids: [Number(head.lastInsertRowid)],
    startTime: `${day} 00:00:00`,
    endTime: `${day} 23:59:59`,
  });
  return { type: 'view', billType: 'export', id: application.id };
}
