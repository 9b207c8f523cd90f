// The screens `npm run bench:weight` opens in headless chromium, each cold: a fresh browser
// context (empty HTTP cache, nothing loaded before) that carries only the signed-in session's
// local storage, as a bookmark opened in a new tab would. Every script the page downloads is
// counted with its bytes and their gzip size (zlib level 9, as bench:login-size), and the time
// to the list's first painted rows is read in the page itself.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chinaDate } from '#core/china-time.ts';
import { call, definitionOf, linkField } from '../../tests/browser/bill-fixtures.ts';
import { demoAccounts, logInAt } from '../../tests/browser/harness.ts';

export interface ScriptFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface ScreenWeight {
  screen: string;
  url: string;
  scripts: ScriptFile[];
}

export const LIST_ROUTE = '/bill/export/order';

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Session {
  state: SessionState;
  detailPath: string;
}

/** Signs the demo company's administrator in once; its stored session opens every later cold page. */
export async function signIn(browser: Browser, portalUrl: string): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    const page = await context.newPage();
    const account = demoAccounts().find((candidate) => candidate.userType === 'ADMIN') ?? demoAccounts()[0];
    await logInAt(page, portalUrl, account.loginName, account.password);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const definition = await definitionOf(portalUrl, LIST_ROUTE, token);
    const answer = await call<{ datas?: Array<{ id: number }> }>(
      portalUrl,
      `/api/enterprise${definition.ui.api.base}/${definition.ui.api.list}`,
      { pageIndex: 0, pageSize: 50 },
      token,
    );
    const id = answer.datas?.[0]?.id;
    if (id === undefined) throw new Error(`no ${LIST_ROUTE} bill to open (link field ${linkField(definition)})`);
    return { state: await context.storageState(), detailPath: `/details/export/order?id=${id}` };
  } finally {
    await context.close();
  }
}

/** Counts the scripts of one page visit until `ready` resolves and the network is quiet. */
async function weighVisit(context: BrowserContext, screen: string, url: string, ready: (page: Page) => Promise<unknown>): Promise<ScreenWeight> {
  const page = await context.newPage();
  const bodies: Array<Promise<ScriptFile | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    bodies.push(
      response.body().then(
        (body) => ({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Code some screens fetch after their data (a chart once the figures are in) comes late.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(bodies)).filter((file): file is ScriptFile => file !== null);
  await page.close();
  return { screen, url, scripts: scripts.sort((a, b) => b.gzip - a.gzip) };
}

async function pickDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true }).first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** The statistics page with its chart: a year of demo bills of mode 9610 (as the browser test asks), then the chart's first canvas. */
async function drawStatistics(page: Page): Promise<void> {
  await page.getByRole('tab', { name: '电商企业' }).first().waitFor({ timeout: 60000 });
  await pickDate(page, '开始日期', chinaDate(Date.now() - 364 * 86_400_000));
  await pickDate(page, '结束日期', chinaDate());
  const mode = page.getByLabel('业务模式', { exact: true }).first();
  await mode.click();
  await mode.fill('9610');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '9610' }).waitFor();
  await mode.press('Enter');
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  await page.getByTestId('statistics-chart').locator('canvas').first().waitFor({ timeout: 60000 });
}

const rowsShown = (page: Page) => page.locator('.ag-row').first().waitFor({ timeout: 60000 });

/** The four screens, each in its own fresh context. */
export async function weighScreens(browser: Browser, portalUrl: string, session: Session): Promise<ScreenWeight[]> {
  const visits: Array<{ screen: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<unknown> }> = [
    { screen: 'login', path: '/login', signedIn: false, ready: (page) => page.getByLabel('企业账号').waitFor() },
    { screen: 'list (cold)', path: LIST_ROUTE, signedIn: true, ready: rowsShown },
    { screen: 'detail', path: session.detailPath, signedIn: true, ready: (page) => page.locator('[id^="root_"]').first().waitFor({ timeout: 60000 }) },
    { screen: 'statistics', path: '/statistics', signedIn: true, ready: drawStatistics },
  ];
  const weights: ScreenWeight[] = [];
  for (const visit of visits) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, ...(visit.signedIn ? { storageState: session.state } : {}) });
    try {
      weights.push(await weighVisit(context, visit.screen, `${portalUrl}${visit.path}`, visit.ready));
    } finally {
      await context.close();
    }
  }
  return weights;
}

// Set before any page script runs: the first time a grid row is in the DOM, the frame after it
// (two animation frames: the row's frame has been painted) is the time of first rows painted,
// in milliseconds since the navigation started.
const FIRST_ROWS_PROBE = `
  window.__firstRowsPainted = new Promise((resolve) => {
    const seen = () => document.querySelector('.ag-row');
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
`;

/** Milliseconds from navigation to the cold list's first painted rows, with the CPU slowed `cpuRate` times. */
export async function timeFirstRows(browser: Browser, portalUrl: string, session: Session, cpuRate: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, storageState: session.state });
  try {
    await context.addInitScript(FIRST_ROWS_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${portalUrl}${LIST_ROUTE}`);
    return await page.evaluate(() => (window as unknown as { __firstRowsPainted: Promise<number> }).__firstRowsPainted);
  } finally {
    await context.close();
  }
}
