// One portal (customs simulator without delay, on a SQLite file of the test's own), one browser
// page logged in as the main account, and the export inventories the inventory and summary
// browser tests write and move between states.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { familyRoute, InventoryBills, linkField, PortalApi, type Definition } from './export-inventory-fixtures.ts';
import { ListPage, type Answer } from './export-inventory-page.ts';
import { demoAccounts, launchBrowser, logInAt, startPortal, watchPageErrors, type Portal } from './harness.ts';

export const INVENTORY_ROUTE = '/bill/export/inventory';
/** What a successful batch action says (docs/protocol.md). */
export const SUCCEEDED = '操作成功！';
/** How long a poll waits for the page to catch up (not a limit on the product's speed). */
export const WAIT = { timeout: 15_000 };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface MadeBill {
  number: string;
  id: number;
}

export class InventorySession {
  private readonly definitions = new Map<string, Definition>();
  /** How often each prefix was asked for: a retried test makes new numbers, not the same ones again. */
  private readonly prefixes = new Map<string, number>();

  private constructor(
    readonly portal: Portal,
    readonly browser: Browser,
    readonly page: Page,
    /** Uncaught errors of the page. */
    readonly errors: string[],
    readonly bills: InventoryBills,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<InventorySession> {
    const dataDir = mkdtempSync(join(tmpdir(), 'inventory-browser-'));
    const database = join(dataDir, 'portal.sqlite');
    const portal = await startPortal({ PORTAL_SIMULATOR_DELAY_MS: '0', DATABASE_URL: database });
    const browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors = watchPageErrors(page);
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    await logInAt(page, portal.url, admin.loginName, admin.password);
    const api = new PortalApi(portal.url, (await page.evaluate(() => localStorage.getItem('token')))!);
    return new InventorySession(portal, browser, page, errors, await InventoryBills.open(api, INVENTORY_ROUTE, database), dataDir);
  }

  async stop(): Promise<void> {
    this.bills.close();
    await this.browser.close();
    await this.portal.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The definition the browser reads for a list route (read once). */
  async definition(route: string): Promise<Definition> {
    if (!this.definitions.has(route)) this.definitions.set(route, await this.bills.api.definition(route));
    return this.definitions.get(route)!;
  }

  /**
   * Saves `count` inventories numbered `${prefix}{n}` and moves them to `state`, filling the
   * numbers customs gives that the `targets` families need from them. Asked again for a prefix
   * (the test's retry), the numbers are `${prefix}{attempt}R{n}`: still found by the prefix, never
   * the first attempt's.
   */
  async inventories(prefix: string, count: number, state: string, targets: Definition[], values: Record<string, unknown> = {}): Promise<MadeBill[]> {
    const attempt = (this.prefixes.get(prefix) ?? 0) + 1;
    this.prefixes.set(prefix, attempt);
    const base = attempt === 1 ? prefix : `${prefix}${attempt}R`;
    const made: MadeBill[] = [];
    for (let n = 1; n <= count; n += 1) {
      const number = `${base}${n}`;
      const id = await this.bills.save(number, values);
      await this.bills.setState(id, state, targets);
      made.push({ number, id });
    }
    return made;
  }

  /** Opens the list page of a family (by its id) or of a route, waiting for its rows. */
  async open(familyOrRoute: string): Promise<ListPage> {
    const route = familyOrRoute.startsWith('/') ? familyOrRoute : familyRoute(familyOrRoute);
    const list = new ListPage(this.page, await this.definition(route));
    // Afresh: the tab of a list kept its query for a reload (issue 11); this list starts from its defaults.
    await this.page.evaluate((key) => sessionStorage.removeItem(`portal.tabMemory:${key}`), route);
    await list.listAfter(() => this.page.goto(`${this.portal.url}${route}`));
    return list;
  }

  /**
   * The success the user is told: 操作成功！ or the server's own text — which must be the one
   * shown when a new bill was left as a draft to complete (its problem), or the user would
   * believe it declared. Soft, so the rest of the flow is still checked.
   */
  async expectSuccessSaid(body: Answer): Promise<void> {
    const problem = (body.data as { problem?: string | null } | null)?.problem;
    // A notice of an earlier step may still be showing: with a problem, only the answer's own text will do.
    const said = problem ? escaped(body.message) : `${escaped(SUCCEEDED)}|${escaped(body.message)}`;
    await this.page
      .locator('.ant-message-notice', { hasText: new RegExp(said) })
      .first()
      .waitFor();
  }

  /** The row of a bill of the list's family: its link value, else its id, as the link shows. */
  billRow(list: ListPage, id: number) {
    const value = this.bills.storedOf(list.definition.ui.source ?? list.definition.ui.family, id, linkField(list.definition));
    return list.row(value === null || value === undefined || value === '' ? String(id) : String(value));
  }
}
