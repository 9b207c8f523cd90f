// issue 11 point 4: demo data of the right kind in every column. A fresh portal writes its demo
// bills (PORTAL_DEMO_BILLS), and the lists the issue names show values of each field's value kind:
// 电子税单's 订购人证件号码 are 18-character resident ids with a valid check character (not 手机保护壳),
// 进口物流运单's 收货人姓名 are people (not products), 离境单's 运输方式 is a way goods leave the
// country (not 非保税区) and its 运输工具名称 a ship, flight or truck of that mode (not a company);
// the header totals a definition states (x-sumOf) add up in the list: 电子税单's 应征税款合计 is 关税 +
// 增值税 + 消费税, 进口订单's 实际支付金额 is 商品价格 + 运杂费 + 代扣税款 less a discount within 商品价格.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { decimalOf, addDecimals, isValidResidentId, numberOfDecimal, relationsOf, SUM_OF_KEYWORD } from '#core/definition/index.ts';
import { createFamily, type BillFamily } from '../../server/bills/family.ts';
import { loadDefinitions } from '../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../server/bills/settings.ts';
import { PRODUCTS, SHIPS } from '#core/seed/demo-catalogue.ts';
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

/** The shown screen of the tab opened for a route (other tabs stay alive, hidden). */
let pane = '';

/** Opens the family's list as a menu click does and waits for its rows (its tab may be open already). */
async function openList(id: string): Promise<void> {
  const { definition } = family(id);
  pane = `[data-tab="${definition.ui.route}"]:not([aria-hidden="true"])`;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, definition.ui.route);
  await page.locator(`${pane} .ag-row[row-index="0"]`).first().waitFor();
}

/** The texts of a column's cells by row index, as the shown grid has them. */
async function cells(field: string): Promise<string[]> {
  await page.locator(`${pane} .ag-row [col-id="${field}"]`).first().waitFor();
  return page.evaluate(
    ({ scope, column }) => {
      const texts: string[] = [];
      for (const cell of document.querySelectorAll<HTMLElement>(`${scope} .ag-row [col-id="${column}"]`)) {
        const index = Number(cell.closest('.ag-row')?.getAttribute('row-index'));
        if (Number.isInteger(index)) texts[index] = cell.innerText.trim();
      }
      return Array.from(texts, (text) => text ?? '');
    },
    { scope: pane, column: field },
  );
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

  it.each(['import-tax', 'import-order'])('%s: header totals the definition states add up in the list', async (id) => {
    await openList(id);
    const { definition, headFields } = family(id);
    const shown = new Set(definition.ui.list.columns.map((column) => column.field));
    const sums = relationsOf(headFields).flatMap((relation) => (relation.keyword === SUM_OF_KEYWORD && shown.has(relation.field) ? [relation] : []));
    expect(sums.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const relation of sums) {
      const results = await cells(relation.field);
      const added = relation.terms.filter((term) => term.sign > 0);
      // Every added term is a column; a subtracted one (a discount) may be off the list: it is
      // then known only to lie between 0 and the first term.
      const terms = await Promise.all(added.map(async (term) => ({ term, texts: await cells(term.field) })));
      const missing = relation.terms.filter((term) => term.sign < 0 && !shown.has(term.field));
      const subtracted = await Promise.all(relation.terms.filter((term) => term.sign < 0 && shown.has(term.field)).map((term) => cells(term.field)));
      expect(added.every((term) => shown.has(term.field))).toBe(true);
      results.forEach((text, row) => {
        if (text === '') return;
        const amount = (value: string) => decimalOf(Number(value.replaceAll(',', '')));
        const sum = addDecimals([
          ...terms.map(({ texts }) => amount(texts[row])),
          ...subtracted.map((texts) => ({ ...amount(texts[row]), digits: -amount(texts[row]).digits })),
        ]);
        const value = Number(text.replaceAll(',', ''));
        const first = amount(terms[0].texts[row]);
        const least = numberOfDecimal(addDecimals([sum, { ...first, digits: -first.digits }]));
        const fits = missing.length === 0 ? value === numberOfDecimal(sum) : value <= numberOfDecimal(sum) && value >= least;
        if (!fits) wrong.push(`row ${row}: ${relation.field} ${text} from ${[...terms.map(({ texts }) => texts[row])].join(' + ')}`);
      });
    }
    expect(wrong).toEqual([]);
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
