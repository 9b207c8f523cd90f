// Starts the real portal (built client + API server) on a temporary database and a headless
// Debian chromium driven by playwright-core, as a new user would meet them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { ownServerBuild, SERVER_NODE_FLAGS } from '../../scripts/build-server.ts';

const root = new URL('../..', import.meta.url).pathname;

/** The captcha text every captcha gets while the test-only setting is on. */
export const TEST_CAPTCHA = 'k7m2';

export interface DemoAccount {
  loginName: string;
  username: string;
  password: string;
  userType: string;
}

/** Demo accounts come from the seed file, not from copies in the tests. */
export function demoAccounts(): DemoAccount[] {
  const demo = JSON.parse(readFileSync(join(root, 'schemas/seed/demo.json'), 'utf8')) as { accounts: DemoAccount[] };
  return demo.accounts;
}

/** The other demo companies (demo.json otherCompanies: the commerce company and an unrelated one) with their accounts. */
export function otherDemoCompanies(): Array<{ role: 'commerce' | 'unrelated'; company: { code: string; name: string }; accounts: DemoAccount[] }> {
  const demo = JSON.parse(readFileSync(join(root, 'schemas/seed/demo.json'), 'utf8')) as {
    otherCompanies?: Array<{ role: 'commerce' | 'unrelated'; company: { code: string; name: string }; accounts: DemoAccount[] }>;
  };
  return demo.otherCompanies ?? [];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Portal {
  url: string;
  stop(): Promise<void>;
}

export async function startPortal(extraEnv: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-browser-'));
  // The server as `npm start` runs it: compiled, with node (scripts/build-server.ts).
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, await ownServerBuild()], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'portal.sqlite'),
      // BROWSER_TEST_DIST: a build of one's own (several builds side by side on one machine).
      PORTAL_STATIC_DIR: process.env.BROWSER_TEST_DIST ?? join(root, 'dist'),
      PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
      // Each test writes the bills it counts on; demo bills would only be in the way.
      PORTAL_DEMO_BILLS: '0',
      // The bank decides on submit (its default waits a minute a step); '' asks for the default.
      PORTAL_BANK_DELAY_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/auth/public_key`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600) throw new Error(`portal did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * The screen of the tab on show. The shell keeps every open tab's screen alive, hidden (issue 11),
 * so a text or a control may also be in another tab: look in this one (a page without tab
 * screens, such as a build from before them, is its own shown screen).
 */
export const SHOWN_TAB = '[data-tab]:not([aria-hidden="true"]), main main:not(:has([data-tab]))';

export function shownTab(page: Page) {
  return page.locator(SHOWN_TAB);
}

/** Collects uncaught page errors so a test can assert the app never threw. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Fills the login form as a user would (fixed test captcha, slider by keyboard) and submits. */
export async function fillLoginForm(page: Page, loginName: string, password: string): Promise<void> {
  await page.getByLabel('企业账号').fill(loginName);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码').fill(TEST_CAPTCHA);
  await page.getByRole('slider', { name: '拖动滑块完成验证' }).focus();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Opens the login page of `portalUrl`, logs in and waits for the home page. */
export async function logInAt(page: Page, portalUrl: string, loginName: string, password: string): Promise<void> {
  await page.goto(`${portalUrl}/login`);
  await fillLoginForm(page, loginName, password);
  await page.waitForURL(/\/home$/);
}

/** The id of the first bill the family's list answers to the signed-in page (null without bills). */
export async function firstBillId(page: Page, family: { basePath: string; definition: { ui: { api: { list: string } } } }): Promise<number | null> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ data: { pageIndex: 0, pageSize: 50 } }),
    });
    const body = (await response.json()) as { data: { datas?: Array<{ id: number }> } | Array<{ id: number }> };
    const rows = Array.isArray(body.data) ? body.data : (body.data.datas ?? []);
    return rows[0]?.id ?? null;
  }, `${family.basePath}/${family.definition.ui.api.list}`);
}

/**
 * Waits until the element and its ancestors have stopped moving: antd zooms a dialog in (and
 * slides a dropdown) with CSS animations, and a click on 确定 while the dialog still zoomed could
 * land beside the moving button under load, so the call never started. Use it before clicking a
 * button in a dialog that has just opened.
 */
export async function settled(locator: Locator): Promise<Locator> {
  await locator.waitFor();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const moving = () => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if ([...node.classList].some((name) => /-(appear|enter|leave)(-|$)/.test(name))) return true;
          }
          return document.getAnimations().some((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const finite = animation.effect?.getComputedTiming().iterations !== Infinity;
            return finite && animation.playState === 'running' && target instanceof Element && target.contains(element);
          });
        };
        const check = () => (moving() ? requestAnimationFrame(check) : resolve());
        check();
      }),
  );
  return locator;
}

/**
 * Opens the header's user dropdown and chooses `item`, then waits for `shows` (what the choice
 * shows: a dialog, a page, a call). The dropdown animates in while the page behind it may still be
 * rendering (right after login the home page's chunks are still arriving), so a click can land
 * before the item is ready or be lost while the dropdown is still placed outside the viewport:
 * open it again, as a user would, up to three times. The item is clicked by a click event on the
 * visible dropdown's entry (the side menu has entries of the same names).
 */
export async function chooseInUserMenu(page: Page, item: string, shows: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: item }).first().dispatchEvent('click');
    try {
      await shows();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * The side menu's entry `entry` under the group `group`, ready to click: the group is opened when
 * the entry is hidden (a click on an open group would close it), and the entry has stopped sliding
 * in (a click on the moving entry can miss it, and then no page opens: the flake CI met twice).
 */
export async function menuEntry(page: Page, group: string, entry: string): Promise<Locator> {
  const menu = page.getByRole('menu', { name: '功能菜单' });
  const item = menu.getByText(entry, { exact: true });
  await menu.waitFor();
  if (!(await item.isVisible())) await menu.getByText(group).click();
  return settled(item);
}
