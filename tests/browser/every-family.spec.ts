// Every family of schemas/bills in the browser, on the demo data a fresh portal writes (a few
// bills per family, linked as the seed links them): for the main account and the sub-account,
// its list page opens from its menu route with its columns and answers without an error, and
// for the main account a bill's detail page (the generic /details page or the family's own
// detailRoute) shows the bill. Nothing here names a family (but the one declared to have
// 签名记录, which the seed does not write): new definitions are walked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { createFamily, type BillFamily } from '../../server/bills/family.ts';
import { loadDefinitions } from '../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../server/bills/settings.ts';
import { NOT_SEEDED } from '../../server/bills/seed/seed-demo-bills.ts';
import { call, definitionOf, linkField, requiredBill, tokenOf } from './bill-fixtures.ts';
import { SHOWN_TAB, demoAccounts, firstBillId, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

const families: BillFamily[] = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
const declarer = demoAccounts().find((account) => account.userType !== 'ADMIN')!;

let portal: Portal;
let browser: Browser;

/** Client-side navigation, as a menu click does (no reload of the application). */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const listUrl = (family: BillFamily) => `${family.basePath}/${family.definition.ui.api.list}`;
const isListAnswer = (family: BillFamily) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === listUrl(family);

/** Opens the family's list page and answers the list call's envelope. */
async function openList(page: Page, family: BillFamily): Promise<{ code: number; message: string; data: unknown }> {
  const [response] = await Promise.all([page.waitForResponse(isListAnswer(family)), visit(page, family.definition.ui.route)]);
  return (await response.json()) as { code: number; message: string; data: unknown };
}

/** The title of each column the definition lists, in order, as the grid header shows it. */
function columnTitles(family: BillFamily): string[] {
  return family.definition.ui.list.columns
    .filter((column) => !(column as { hidden?: boolean }).hidden)
    .map((column) => column.title ?? family.headFields.find((field) => field.name === column.field)?.title ?? column.field);
}

beforeAll(async () => {
  portal = await startPortal({ PORTAL_DEMO_BILLS: '3' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe.each([
  ['主账号', admin],
  ['子账号', declarer],
])('%s：每类单证的列表', (_who, account) => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    errors = watchPageErrors(page);
    await logInAt(page, portal.url, account.loginName, account.password);
  });

  afterAll(async () => page?.close());

  it.each(families.map((family) => [family.title, family.definition.ui.route, family] as const))('%s %s', async (_title, _route, family) => {
    const answer = await openList(page, family);
    expect(answer.code, answer.message).toBe(0);
    // The grid draws the columns in view (column virtualisation): the first ones are there.
    for (const title of columnTitles(family).slice(0, 2)) {
      await shownTab(page).locator('.ag-header-cell-text', { hasText: title }).first().waitFor({ timeout: 10_000 });
    }
    expect(errors).toEqual([]);
  });
});

describe('主账号：每类单证的详情', () => {
  let page: Page;
  let errors: string[];
  const withDetail = families.filter((family) => family.definition.ui.api.detail);

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);
    // 签名记录 are not demo data: declaring writes them. Declare one export order (the family
    // bill-list.spec declares from its required fields) so those families have a bill to open.
    if (withDetail.some((family) => NOT_SEEDED.has(family.id))) {
      const token = await tokenOf(page);
      const definition = await definitionOf(portal.url, '/bill/export/order', token);
      const bill = { ...(await requiredBill(portal.url, definition, token)), [linkField(definition)]: 'EO-EVERY-FAMILY-SIGN' };
      await call(portal.url, `/api/enterprise${definition.ui.api.base}/${definition.ui.api.saveAndDeclare}`, bill, token);
    }
  });

  afterAll(async () => page?.close());

  it.each(withDetail.map((family) => [family.title, family] as const))('%s', async (_title, family) => {
    const id = await firstBillId(page, family);
    expect(id, `${family.id} has demo bills`).not.toBeNull();
    const { route, detailRoute, api } = family.definition.ui;
    const path = detailRoute ? detailRoute.replace('{id}', String(id)) : `${route.replace(/^\/bill\//, '/details/')}?id=${id}`;
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === `${family.basePath}/${api.detail}`),
      visit(page, path),
    ]);
    const body = (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
    expect(body.code, body.message).toBe(0);
    // The bill's own number is on the page, under its field's title.
    const link = family.link;
    await shownTab(page).getByText(link.title, { exact: true }).first().waitFor();
    const value = body.data[link.name];
    if (typeof value === 'string' && value !== '') {
      // In view mode as text; a page that opens editable shows it in an input.
      const shown = () =>
        page.evaluate(
          ({ text, shown }) => {
            const screen = document.querySelector<HTMLElement>(shown);
            return Boolean(screen && (screen.innerText.includes(text) || [...screen.querySelectorAll('input')].some((input) => input.value === text)));
          },
          { text: value, shown: SHOWN_TAB },
        );
      await expect.poll(shown).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
