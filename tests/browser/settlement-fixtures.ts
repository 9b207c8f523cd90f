// Settlement data for the browser tests (issue 13), written straight into the portal's SQLite
// file the way tests/api/settlement.spec.ts writes it: an approved authorisation of the agent
// (the demo company) by the commerce company, and released export inventories (state 800 放行)
// of that commerce company, one goods line each whose totalPrice is the bill's amount. Used by
// settlement-detail.spec.ts; the full-chain test can ask for 100 (or more) inventories.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chinaDateTime } from '#core/china-time.ts';
import { startPortal, type Portal } from './harness.ts';

const root = new URL('../..', import.meta.url).pathname;
const demo = JSON.parse(readFileSync(join(root, 'schemas/seed/demo.json'), 'utf8')) as {
  company: { code: string; name: string };
  otherCompanies?: Array<{ role: string; company: { code: string; name: string } }>;
};
/** The agent: the demo company. */
export const AGENT = demo.company;
/** The commerce company of the demo data. */
export const COMMERCE = demo.otherCompanies!.find((other) => other.role === 'commerce')!.company;

export interface ReleasedInventory {
  id: number;
  invtNo: string;
  amount: string;
}

/** A portal on a SQLite file of its own, and that file opened for the test's writes. */
export class SettlementPortal {
  private serial = 0;

  private constructor(
    readonly portal: Portal,
    readonly db: Database.Database,
    private readonly dataDir: string,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<SettlementPortal> {
    const dataDir = mkdtempSync(join(tmpdir(), 'settlement-browser-'));
    const file = join(dataDir, 'portal.sqlite');
    const portal = await startPortal({ PORTAL_SIMULATOR_DELAY_MS: '0', PORTAL_BANK_DELAY_MS: '0', DATABASE_URL: file, ...env });
    const db = new Database(file);
    db.pragma('busy_timeout = 5000');
    return new SettlementPortal(portal, db, dataDir);
  }

  get url(): string {
    return this.portal.url;
  }

  async stop(): Promise<void> {
    this.db.close();
    await this.portal.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The commerce company authorises the agent (an approved auth_commerce row). */
  authorise(commerce = COMMERCE, agent = AGENT): void {
    const company = this.db.prepare('select id from company where code = ?').get(agent.code) as { id: number };
    const now = Date.now();
    this.db
      .prepare(
        `insert into auth_commerce (agent_company_id, agent_code, agent_name, commerce_code, commerce_name, state, created_at, updated_at)
         values (?, ?, ?, ?, ?, 'approved', ?, ?)`,
      )
      .run(company.id, agent.code, agent.name, commerce.code, commerce.name, now, now);
  }

  /**
   * Released export inventories of `commerce`, declared by `agent`, created now (China time),
   * numbered INV{prefix}{n}; amounts cycle through `amounts`.
   */
  releasedInventories(
    count: number,
    options: { prefix?: string; amounts?: string[]; commerce?: typeof COMMERCE; agent?: typeof AGENT } = {},
  ): ReleasedInventory[] {
    const { prefix = 'SD', amounts = ['0.1', '0.2', '100.00001'], commerce = COMMERCE, agent = AGENT } = options;
    const time = chinaDateTime();
    const head = this.db.prepare(
      `insert into bill_export_inventory (company_code, state, create_time, update_time, cop_no, invt_no, order_no, logistics_no, ebc_code, ebc_name, trade_mode)
       values (?, '800', ?, ?, ?, ?, ?, ?, ?, ?, '9610')`,
    );
    const line = this.db.prepare(`insert into bill_export_inventory_line (head_id, gnum, gname, qty, total_price, currency) values (?, 1, ?, 1, ?, '142')`);
    const made: ReleasedInventory[] = [];
    this.db.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const n = String((this.serial += 1)).padStart(5, '0');
        const amount = amounts[i % amounts.length];
        const invtNo = `INV${prefix}${n}`;
        const id = Number(
          head.run(agent.code, time, time, `COP${prefix}${n}`, invtNo, `ORD${prefix}${n}`, `LP${prefix}${n}`, commerce.code, commerce.name).lastInsertRowid,
        );
        line.run(id, `商品${n}`, amount);
        made.push({ id, invtNo, amount });
      }
    })();
    return made;
  }
}
