// The built portal under its own Content-Security-Policy (issue "Hardening" 9): no inline script,
// no eval. Every screen of the main account's menu opens, and one bill of every family in its
// detail page, in edit mode where it may be edited (the forms check their schema there), with no
// violation reported by the browser. The access token is in no cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createFamily, type BillFamily } from '../../server/bills/family.ts';
import { loadDefinitions } from '../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../server/bills/settings.ts';
import { demoAccounts, firstBillId, launchBrowser, logInAt, startPortal, watchPageErrors, type Portal } from './harness.ts';

const families: BillFamily[] = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ PORTAL_DEMO_BILLS: '2' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Every violation the browser reports, from the first script on (before the portal's own). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations ?? [])), ...console];
}

async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle');
}

interface MenuNode {
  uri: string;
  children?: MenuNode[];
}

function pagesOf(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [...(node.uri.startsWith('/group/') ? [] : [node.uri]), ...pagesOf(node.children ?? [])]);
}

describe('the portal under its CSP', () => {
  // No retry: a second attempt on the same portal can miss what the first one met.
  it('opens every screen of the menu and a bill of every family without a violation', { retry: 0 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const violations = await watchViolations(page);
    const errors = watchPageErrors(page);
    const first = await page.goto(`${portal.url}/login`);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await logInAt(page, portal.url, admin.loginName, admin.password);
    expect(await violations()).toEqual([]);

    const menu = (await page.evaluate(() => JSON.parse(localStorage.getItem('modules') ?? '[]'))) as MenuNode[];
    const pages = pagesOf(menu);
    expect(pages.length).toBeGreaterThan(20);
    for (const path of pages) {
      await visit(page, path);
      expect([path, await violations()]).toEqual([path, []]);
    }

    for (const family of families) {
      const detailRoute = family.definition.ui.detailRoute;
      if (!family.definition.ui.api.detail) continue;
      const id = await firstBillId(page, family);
      if (id === null) continue;
      const path = detailRoute ? detailRoute.replace('{id}', String(id)) : `${family.definition.ui.route.replace('/bill/', '/details/')}?id=${id}`;
      // A full load: a client-side move between two detail pages could find the previous bill's
      // 编辑 button just before it is replaced.
      await page.goto(`${portal.url}${path}`);
      await page.waitForLoadState('networkidle');
      const edit = page.getByRole('button', { name: '编 辑' }).or(page.getByRole('button', { name: '编辑' }));
      if (
        await edit
          .first()
          .isVisible()
          .catch(() => false)
      ) {
        await edit.first().click();
        // Leaving a field checks it against the schema: the check must run without eval.
        const field = page.locator('.bill-field input:not([disabled])').first();
        if (await field.isVisible().catch(() => false)) {
          await field.focus();
          await page.keyboard.press('Tab');
        }
        await page.waitForLoadState('networkidle');
      }
      expect([path, await violations()]).toEqual([path, []]);
    }

    // A full load of a deep page, not only client-side navigation.
    await page.goto(`${portal.url}${families[0].definition.ui.route}`);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    // The token lives in localStorage, not in a cookie a script or a request would carry.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
    await page.close();
  });
});
