// issue 11 point 4: demo data of the right kind in every column. A fresh portal writes its demo
// bills (PORTAL_DEMO_BILLS), and the lists the issue names show values of each field's value kind:
// 电子税单's 订购人证件号码 are 18-character resident ids with a valid check character (not 手机保护壳),
// 进口物流运单's 收货人姓名 are people (not products), 离境单's 运输方式 is a way goods leave the
// country (not 非保税区) and its 运输工具名称 a ship, flight or truck of that mode (not a company).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { isValidResidentId } from '#core/definition/index.ts';
import { createFamily, type BillFamily } from '../../server/bills/family.ts';
import { loadDefinitions } from '../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../server/bills/settings.ts';
import { PRODUCTS, SHIPS } from '../../server/bills/seed/demo-catalogue.ts';
import { demoAccounts, launchBrowser, logInAt, startPortal, watchPageErrors, type Portal } from './harness.ts';

const families = new Map(
  loadDefinitions(DEFAULT_BILL_SCHEMA_DIR)
    .map(createFamily)
    .map((each) => [each.id, each]),
);
const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
const productNames = new Set(PRODUCTS.map((product) => product.name));

let portal: Portal;
let browser: Browser;
let page: Page;
let errors: string[];

function family(id: string): BillFamily {
  const found = families.get(id);
  if (!found) throw new Error(`no family ${id}`);
  return found;
}

/** Opens the family's list as a menu click does and waits for its rows. */
async function openList(id: string): Promise<void> {
  const { basePath, definition } = family(id);
  const listPath = `${basePath}/${definition.ui.api.list}`;
  const isList = (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === listPath;
  await Promise.all([
    page.waitForResponse(isList),
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, definition.ui.route),
  ]);
  await page.locator('.ag-row[row-index="0"]').first().waitFor();
}

/** The texts of a column's cells by row index, as the grid shows them. */
async function cells(field: string): Promise<string[]> {
  await page.locator(`.ag-row [col-id="${field}"]`).first().waitFor();
  return page.evaluate((column) => {
    const texts: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>(`.ag-row [col-id="${column}"]`)) {
      const index = Number(cell.closest('.ag-row')?.getAttribute('row-index'));
      if (Number.isInteger(index)) texts[index] = cell.innerText.trim();
    }
    return Array.from(texts, (text) => text ?? '');
  }, field);
}

function filled(texts: string[]): string[] {
  return texts.filter((text) => text !== '');
}

beforeAll(async () => {
  portal = await startPortal({ PORTAL_DEMO_BILLS: '12' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 2400, height: 1000 } });
  errors = watchPageErrors(page);
  await logInAt(page, portal.url, admin.loginName, admin.password);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('issue 11 point 4: demo data of the right kind in every column', () => {
  it('电子税单: 订购人证件号码 are resident ids with a valid check character', async () => {
    await openList('import-tax');
    const ids = filled(await cells('buyerIdNumber'));
    expect(ids.length).toBeGreaterThan(2);
    expect(ids.filter((id) => !isValidResidentId(id))).toEqual([]);
    const names = filled(await cells('buyerName'));
    expect(names.filter((name) => productNames.has(name) || !/^[\u4e00-\u9fa5]{2,4}$/.test(name))).toEqual([]);
  });

  it('进口物流运单: 收货人姓名 are people, not products', async () => {
    await openList('import-logistics');
    const names = filled(await cells('consignee'));
    expect(names.length).toBeGreaterThan(2);
    expect(names.filter((name) => productNames.has(name) || !/^[\u4e00-\u9fa5]{2,4}$/.test(name))).toEqual([]);
  });

  it('离境单: 运输方式 is a way out of the country, 运输工具名称 a vehicle of that mode', async () => {
    await openList('export-departure');
    const modes = await cells('trafMode');
    const vehicles = await cells('trafName');
    expect(filled(modes).length).toBeGreaterThan(2);
    const wrong = modes.flatMap((mode, index) => {
      const vehicle = vehicles[index];
      if (mode === '') return [];
      if (/水路运输/.test(mode) && SHIPS.includes(vehicle)) return [];
      if (/航空运输/.test(mode) && /^[A-Z]{2}\d{3,4}$/.test(vehicle)) return [];
      if (/公路运输/.test(mode) && /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5}$/.test(vehicle)) return [];
      return [`${mode} / ${vehicle}`];
    });
    expect(wrong).toEqual([]);
    expect(errors).toEqual([]);
  });
});
