// Issue 11, "nothing lost" and "names that tell apart", as a user working a whole day meets them:
// unsaved edits are never dropped without a word (point 1), every tab keeps its screen until it is
// closed and a reload brings a list's query back (point 2), a bill that cannot be read says why on
// the page with 返回列表 (point 3), and tabs of pages that share a name carry their side while an
// in-place detail reads like /details (point 8). Demo bills give the lists something to show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal, settled } from './harness.ts';

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;

beforeAll(async () => {
  portal = await startPortal({ PORTAL_DEMO_BILLS: '20', PORTAL_SIMULATOR_DELAY_MS: '0' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  errors = watchPageErrors(page);
  await logInAt(page, portal.url, admin.loginName, admin.password);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const button = (name: string) => page.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });
const tab = (title: string) => page.locator('.ant-tabs-tab', { has: page.getByText(title, { exact: true }) });
const shown = (selector: string) => shownTab(page).locator(selector);
const modal = () => page.locator('.ant-modal-confirm');

async function listRows(path: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ data: { pageIndex: 0, pageSize: 100, terms: [] } }),
    });
    const body = (await response.json()) as { data: { datas?: Array<Record<string, unknown>> } };
    return body.data.datas ?? [];
  }, path);
}

/** The total the list's pagination shows (共 N 条). */
async function total(): Promise<string> {
  return (await shown('.ant-pagination-total-text').textContent()) ?? '';
}

/** Waits until the tab of `path` is the one shown (the address changes a moment before the screen does). */
async function showing(path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator(`[data-tab="${path}"]:not([aria-hidden="true"]), main main:not(:has([data-tab]))`).waitFor();
}

async function waitForRows() {
  await shown('.ag-row[row-index]').first().waitFor();
}

/** Whether the page's own beforeunload handlers would make the browser ask. */
async function unloadAsks(): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

describe('issue 11: nothing lost, names that tell apart', () => {
  it('point 2: a list tab keeps its scroll, search, sort, selection and page across tab switches, and its query across a reload', async () => {
    await page.goto(`${portal.url}/bill/export/receipt`);
    await waitForRows();
    // Rows come before their count: the baseline is the counted total, not the pager while it
    // counts (else the count arriving would pass for the search's answer below).
    await expect.poll(total).not.toContain('统计中');
    const before = await total();
    // The full list scrolls inside its grid: scrolled, away and back, it is where it was.
    await shown('.ag-grid-viewport').evaluate((element) => {
      element.scrollTop = 120;
    });
    const scrolled = await shown('.ag-grid-viewport').evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await tab('首页').click();
    await page.waitForURL(/\/home$/);
    await tab('收款单').click();
    await showing('/bill/export/receipt');
    expect(await shown('.ag-grid-viewport').evaluate((element) => element.scrollTop)).toBe(scrolled);

    const search = shown('.ant-form input[type="text"]').first();
    // The first text condition, filled with the start of the first row's first cell.
    const firstCell = (await shown('.ag-row[row-index="0"] .ag-cell[col-id]:not([col-id^="ag-"])').first().textContent())?.trim() ?? '';
    const typed = firstCell.slice(0, -2);
    await search.fill(typed);
    await button('查询').first().click();
    await page.waitForFunction((was) => document.querySelector('[data-tab]:not([aria-hidden="true"]) .ant-pagination-total-text')?.textContent !== was, before);
    // Rows first: the pager says 统计中 until the count arrives; the kept total is the counted one.
    await expect.poll(total).not.toContain('统计中');
    const searched = await total();
    // Sort by the first sortable column, ascending or descending as the grid chooses.
    const sortable = shown('.ag-header-cell-sortable').first();
    const sortedColumn = await sortable.getAttribute('col-id');
    await sortable.locator('.ag-header-cell-label').click();
    await shown(`.ag-header-cell[col-id="${sortedColumn}"][aria-sort]:not([aria-sort="none"])`).waitFor();
    const sortOrder = await shown(`.ag-header-cell[col-id="${sortedColumn}"]`).getAttribute('aria-sort');
    await waitForRows();
    await shown('.ag-row[row-index="0"] .ag-selection-checkbox input').first().check();

    // Another menu entry, then back by its tab.
    await page.getByRole('menuitem', { name: '出口订单' }).click();
    await showing('/bill/export/order');
    await waitForRows();
    await tab('收款单').click();
    await showing('/bill/export/receipt');
    expect(await search.inputValue()).toBe(typed);
    await expect.poll(total).toBe(searched);
    expect(await shown(`.ag-header-cell[col-id="${sortedColumn}"]`).getAttribute('aria-sort')).toBe(sortOrder);
    expect(await shown('.ag-row[row-index="0"] .ag-selection-checkbox input').first().isChecked()).toBe(true);

    // A reload brings the search, the sort and the page back.
    await page.reload();
    await waitForRows();
    expect(await shown('.ant-form input[type="text"]').first().inputValue()).toBe(typed);
    await expect.poll(total).toBe(searched);
    expect(await shown(`.ag-header-cell[col-id="${sortedColumn}"]`).getAttribute('aria-sort')).toBe(sortOrder);

    // Closing the tab forgets: opened again, the list starts afresh.
    await tab('收款单').locator('.ant-tabs-tab-remove').click();
    await page.getByRole('menuitem', { name: '收款单' }).click();
    await waitForRows();
    expect(await shown('.ant-form input[type="text"]').first().inputValue()).toBe('');
    await expect.poll(total).toBe(before);
  });

  it('point 1: an edited draft offers 取消 and asks before 刷新, tab close, close-others and unload drop it; nothing asks when unchanged', async () => {
    const drafts = (await listRows('/api/enterprise/expu/order/pageList')).filter((row) => row.stateName === '暂存');
    expect(drafts.length).toBeGreaterThan(0);
    const id = Number(drafts[0].id);
    await page.goto(`${portal.url}/details/export/order?id=${id}`);
    await button('编辑').click();
    await button('取消').waitFor();
    // Unchanged: 刷新 and 取消 ask nothing, and the browser would leave without asking.
    expect(await unloadAsks()).toBe(false);
    await button('取消').click();
    await button('编辑').waitFor();
    expect(await modal().count()).toBe(0);
    await button('编辑').click();

    // A plain text field of the header (the e-commerce company's name).
    const input = shown('#root_ebcName');
    const original = await input.inputValue();
    await input.fill(`${original}改`);
    await input.blur();

    // 刷新 asks; keeping the edits keeps them.
    await button('刷新').click();
    await modal().waitFor();
    await modal()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await modal().waitFor({ state: 'detached' });
    expect(await input.inputValue()).toBe(`${original}改`);

    // Another tab and back: the edit is still there, still in edit mode.
    await tab('首页').click();
    await page.waitForURL(/\/home$/);
    await tab('出口订单·详情').click();
    expect(await input.inputValue()).toBe(`${original}改`);
    await button('保存').first().waitFor();

    // The browser's own leave asks.
    expect(await unloadAsks()).toBe(true);

    // Closing the tab asks; 继续编辑 keeps it.
    await tab('出口订单·详情').locator('.ant-tabs-tab-remove').click();
    await modal().waitFor();
    expect(await modal().textContent()).toContain('未保存的修改');
    await (await settled(modal().getByRole('button', { name: '继续编辑' }))).click();
    await modal().waitFor({ state: 'detached' });
    expect(await tab('出口订单·详情').count()).toBe(1);

    // 关闭其他 from the home tab (标签操作, the keyboard's way to the tab menu) asks too.
    await tab('首页').click();
    await showing('/home');
    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await modal().waitFor();
    await (await settled(modal().getByRole('button', { name: '继续编辑' }))).click();
    await modal().waitFor({ state: 'detached' });
    expect(await tab('出口订单·详情').count()).toBe(1);
    await tab('出口订单·详情').click();

    // 取消 asks, then drops the edit and returns to view mode with the stored value.
    await button('取消').click();
    await modal().waitFor();
    await modal()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await button('编辑').waitFor();
    expect(await shown('.bill-field').first().textContent()).not.toContain(`${original}改`);
    expect(await unloadAsks()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('point 3: an unknown bill id says why on the page and offers 返回列表', async () => {
    await page.goto(`${portal.url}/details/export/order?id=99999`);
    await shown('.ant-result-error').waitFor();
    // Longer than a toast lives (3 s): the reason stays.
    await page.waitForTimeout(3500);
    expect(await shown('.ant-result-subtitle').textContent()).toContain('单据不存在');
    await button('返回列表').click();
    await page.waitForURL(/\/bill\/export\/order$/);
    expect(await page.locator('.ant-tabs-tab[data-node-key="/details/export/order?id=99999"]').count()).toBe(0);
  });

  it('point 8: tabs of pages that share a name carry their side; an in-place detail reads like /details', async () => {
    await page.goto(`${portal.url}/bill/export/logistics`);
    await tab('出口物流运单').waitFor();
    await page.goto(`${portal.url}/bill/import/logistics`);
    await tab('进口物流运单').waitFor();
    for (const title of ['出口物流运单', '进口物流运单']) expect(await tab(title).count()).toBe(1);

    const rows = await listRows('/api/enterprise/expu/order/pageList');
    const inPlace = `/bill/export/order?id=${String(rows[0].id)}`;
    await page.goto(`${portal.url}${inPlace}`);
    const inPlaceTab = page.locator(`.ant-tabs-tab[data-node-key="${inPlace}"]`);
    await inPlaceTab.waitFor();
    expect(await inPlaceTab.textContent()).toBe('出口订单·详情');
    const crumbs = await page.locator('.ant-breadcrumb li').allTextContents();
    expect(crumbs.map((crumb) => crumb.replace(/\//g, '').trim()).filter(Boolean)).toEqual(['首页', '出口业务', '出口订单', '详情']);
    await button('编辑').or(button('刷新')).first().waitFor();
  });
});
