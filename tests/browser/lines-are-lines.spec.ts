// Issue 23 points 1 and 6 on 出口订单, as a clerk meets them (1440×900): a bill without goods
// lines is not declared, from the page or from the list; the totals follow the lines as they are
// typed (总价 = 数量 × 单价, 商品价格 = 各行总价之和) and a 商品价格 that differs is refused naming
// both values; and what is typed into a number field is never dropped without a word, in the
// header as in the line grid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, type Portal, settled, shownTab, startPortal, watchPageErrors } from './harness.ts';
import { DXP_ID, call, definitionOf, linkField, requiredHeader, tokenOf } from './bill-fixtures.ts';

const ROUTE = '/bill/export/order';
const NEEDS_LINES = '出口订单至少需要一条商品信息后才能申报';

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  portal = await startPortal({ PORTAL_SIMULATOR_DELAY_MS: '0' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  errors = watchPageErrors(page);
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  await logInAt(page, portal.url, admin.loginName, admin.password);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

// By text: the accessible name of a button with an icon also holds the icon's label.
const button = (text: string) => shownTab(page).locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const confirmButton = () => page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ });
const input = (id: string) => page.locator(`#${id}`);
/** The problem shown under the field whose input has this id. */
const fieldError = (id: string) =>
  input(id).locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " bill-field ")][1]').locator('.bill-field-error');
const cell = (row: number, column: string) => shownTab(page).locator(`.ag-row[row-index="${row}"] [col-id="${column}"]`).first();

/** Picks the option named `label` in the antd select whose input has this id. */
async function choose(id: string, label: string) {
  await input(id).focus();
  await input(id).fill(label);
  const option = page.locator(`.ant-select-dropdown:has([id="${id}_list"]) .ant-select-item-option-active[title="${label}"]`);
  await option.waitFor();
  await page.keyboard.press('Enter');
  await option.waitFor({ state: 'hidden' });
}

/** A new 出口订单 with its header filled (商品价格 100 typed by hand; 报文传输编号, which its message needs). */
async function newOrder(orderNo: string) {
  await page.goto(`${portal.url}/details/export/order`);
  await input('root_orderNo').fill(orderNo);
  await input('root_ebcCode').fill('91440101MA5CKT9G3F');
  await input('root_ebcName').fill('广州穗通跨境供应链管理有限公司');
  await input('root_ebpCode').fill('91330100MA27XL6N5K');
  await input('root_ebpName').fill('杭州速卖通电子商务有限公司');
  await input('root_goodsValue').fill('100');
  await input('root_freight').fill('5');
  await input('root_dxpId').fill(DXP_ID);
  await choose('root_currency', '美元');
}

/** How many bills of the company carry this order number (asked through the API). */
async function ordersNamed(orderNo: string): Promise<number> {
  const token = await tokenOf(page);
  const answer = await call<{ datas: unknown[] }>(
    portal.url,
    '/api/enterprise/expu/order/pageList',
    { pageIndex: 0, pageSize: 50, terms: [{ column: 'order_no', termType: 'eq', type: 'and', value: orderNo }] },
    token,
  );
  return answer.datas.length;
}

describe('issue 23 point 1: a bill declares only with its lines, and its totals are its lines’', () => {
  it('issue 23 point 1: 保存并申报 of a header without goods lines says so and declares nothing', async () => {
    await newOrder('EO-NOLINES-1');
    await button('保存并申报').click();
    await page.getByText(NEEDS_LINES).first().waitFor();
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    expect(await ordersNamed('EO-NOLINES-1')).toBe(0);
  });

  it('issue 23 point 1: 总价 and 商品价格 follow the lines as typed; a 商品价格 that differs is refused naming both values', async () => {
    await newOrder('EO-LINES-1');
    await button('新增行').click();
    await input('line_itemNo').fill('SKU-001');
    await input('line_itemName').fill('蓝牙耳机');
    await input('line_qty').fill('2');
    await choose('line_unit', '件');
    await input('line_price').fill('400');
    await choose('line_currency', '美元');
    await expect.poll(() => input('line_totalPrice').inputValue()).toBe('800');
    await expect.poll(() => input('root_goodsValue').inputValue()).toBe('800');
    await expect.poll(() => cell(0, 'totalPrice').textContent()).toBe('800');

    // Typed by hand, 商品价格 stays until a line changes; 保存 names both values.
    await input('root_goodsValue').fill('1');
    await button('保存').click();
    await expect.poll(() => fieldError('root_goodsValue').textContent()).toBe('商品价格（1）与各行总价之和（800）不一致');
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    await input('line_qty').fill('3');
    await expect.poll(() => input('line_totalPrice').inputValue()).toBe('1200');
    await expect.poll(() => input('root_goodsValue').inputValue()).toBe('1200');
    await button('保存并申报').click();
    await (await settled(confirmButton())).click();
    await page.getByText('申报成功!').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('issue 23 point 1: the list’s 申报 of an order without lines is refused, naming it, and the server refuses totals that differ', async () => {
    const token = await tokenOf(page);
    const definition = await definitionOf(portal.url, ROUTE, token);
    const header = { ...(await requiredHeader(portal.url, definition, token)), [linkField(definition)]: 'EO-NOLINES-LIST' };
    await call(portal.url, `/api/enterprise${definition.ui.api.base}/${definition.ui.api.save}`, header, token);

    await page.goto(`${portal.url}${ROUTE}`);
    const row = shownTab(page).locator('.ag-row[row-index]', { has: page.getByText('EO-NOLINES-LIST', { exact: true }) });
    await row.first().waitFor();
    await row.locator('.ag-selection-checkbox input').first().check();
    await button('申报').click();
    await page.getByText('确认批量申报吗？').waitFor();
    const declared = page.waitForResponse((response) => response.url().endsWith('/applyByIds'));
    await (await settled(page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }))).click();
    expect((await (await declared).json()).message).toBe(`EO-NOLINES-LIST：${NEEDS_LINES}`);
    await page.getByText(`EO-NOLINES-LIST：${NEEDS_LINES}`).first().waitFor();
    expect((await row.first().textContent()) ?? '').toContain('暂存');

    // Saved with a line whose 总价 is not 数量 × 单价: refused by the server, both values named.
    const line = { gnum: 1, itemNo: 'SKU-1', itemName: '保温杯', qty: 2, unit: '011', price: 50, totalPrice: 90, currency: '502' };
    const response = await fetch(`${portal.url}/api/enterprise${definition.ui.api.base}/${definition.ui.api.save}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { ...header, orderNo: 'EO-BADSUM', goodsValue: 90, lines: [line] } }),
    });
    expect(((await response.json()) as { message: string }).message).toBe('商品信息第1行：总价（90）与数量×单价（100）不一致');
  });
});

describe('issue 23 point 6: what is typed into a number field is never dropped without a word', () => {
  it('issue 23 point 6: "abc" and "-5" in 商品价格 stay as typed with the field’s message; a 6th decimal is refused saying why', async () => {
    await newOrder('EO-TYPED-1');
    const goodsValue = input('root_goodsValue');
    await goodsValue.fill('');
    await goodsValue.pressSequentially('abc');
    expect(await goodsValue.inputValue()).toBe('abc');
    await expect.poll(() => fieldError('root_goodsValue').textContent()).toBe('商品价格必须是数字');

    await goodsValue.fill('');
    await goodsValue.pressSequentially('-5');
    expect(await goodsValue.inputValue()).toBe('-5');
    await expect.poll(() => fieldError('root_goodsValue').textContent()).toBe('商品价格不能小于0');
    await button('保存').click();
    await page.getByText('商品价格不能小于0').first().waitFor();
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    await goodsValue.fill('');
    await goodsValue.pressSequentially('12.1234567');
    expect(await goodsValue.inputValue()).toBe('12.12345');
    await expect.poll(() => fieldError('root_goodsValue').textContent()).toBe('商品价格最多5位小数');
  });

  it('issue 23 point 6: the line grid keeps "abc" and "-5" in 单价 and marks the cell with the field’s message', async () => {
    await newOrder('EO-TYPED-2');
    await button('新增行').click();
    await cell(0, 'price').dblclick();
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell(0, 'price').textContent()).toBe('abc');
    expect(await cell(0, 'price').locator('.bill-line-cell-error').getAttribute('title')).toBe('单价必须是数字');
    await shownTab(page).getByText('第1行「单价」：单价必须是数字').waitFor();

    await cell(0, 'price').dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('-5');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell(0, 'price').textContent()).toBe('-5');
    await shownTab(page).getByText('第1行「单价」：单价不能小于0').waitFor();
    expect(errors).toEqual([]);
  });
});
