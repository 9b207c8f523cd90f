// The real entry points: server/main.ts (settings, migration, first-start seed, second start
// keeps data, client serving) and scripts/sso-token.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { loadSeedData } from '../../server/seed/seed-data.ts';
import { ApiClient } from './api-client.ts';
import { createFamily } from '../../server/bills/family.ts';
import { loadDefinitions } from '../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../server/bills/settings.ts';
import { NOT_SEEDED } from '../../server/bills/seed/seed-demo-bills.ts';
import { runToEnd, startPortal } from './process-runner.ts';
import { startTestServer } from './harness.ts';
import { createEmptyDatabase } from './test-database.ts';
import { dynamicDb } from '../../server/bills/db.ts';
import { SETTLEMENT_KINDS } from '../../server/settlement/settlement-kinds.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'data/portal.sqlite',
      production: false,
      accessTokenTtlSeconds: 900,
      ssoSecret: null,
      ssoIssuer: 'ceb-sso',
      staticDir: 'dist',
      testCaptcha: null,
    });
    // A list's rows are read by two threads of their own (db/worker-reads.ts readRowsQuickly).
    expect(config.workers.rowsThreads).toBe(2);
    expect(loadConfig({ PORTAL_ROWS_THREADS: '1' }).workers.rowsThreads).toBe(1);
  });

  it('refuses PORTAL_TEST_* settings in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORTAL_TEST_CAPTCHA: 'AAAA' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PORTAL_TEST_ACCESS_TTL: '1' })).toThrow(/PORTAL_TEST_ACCESS_TTL/);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ PORTAL_TEST_ACCESS_TTL: '5' }).accessTokenTtlSeconds).toBe(5);
  });

  it('makes the server process exit with a clear message instead of starting', async () => {
    const result = await runToEnd('server/main.ts', [], { NODE_ENV: 'production', PORTAL_TEST_CAPTCHA: 'AAAA', PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORTAL_TEST_CAPTCHA');
    expect(result.stdout).not.toContain('portal listening');
  });
});

describe('server/main.ts', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  beforeAll(async () => {
    database = await createEmptyDatabase();
  });
  afterAll(async () => database?.drop());

  it('migrates and seeds on first start, and keeps all data on the second start', async () => {
    const seed = await loadSeedData();
    const admin = seed.demo.accounts.find((account) => account.userType === 'ADMIN')!;
    const env = { DATABASE_URL: database.url, PORTAL_TEST_CAPTCHA: 'ABCD', PORTAL_STATIC_DIR: '/nonexistent/dist', PORTAL_DEMO_BILLS: '3' };

    const first = await startPortal(env);
    let publicKey: string;
    let refreshToken: string;
    try {
      expect(first.output()).toContain('首次启动');
      expect(first.output()).toContain('每类单证 3 张');
      expect(first.output()).toContain(`${admin.loginName}  /  ${admin.password}`);
      expect(first.output()).toContain('npm run build');
      const client = new ApiClient(first.url, 'ABCD');
      publicKey = (await client.get('/api/auth/public_key')).body.data.publicKey;
      const session = await client.session(admin.loginName, admin.password);
      expect(session.userInfo.companyName).toBe(seed.demo.company.name);
      expect(session.modules).toHaveLength(seed.modules.length);
      refreshToken = session.refreshToken;
    } finally {
      await first.stop();
    }
    const countsAfterFirst = await tableCounts(database.url);
    // Every family (each with a table of its own; views share their source's) has its demo bills;
    // the settlement inventories have the settlement demo's released ones besides (issue 23).
    const families = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
    // 签名记录 are not demo data (declaring writes them): none after the first start.
    const billCounts = await headCounts(database.url, [...new Set(families.map((family) => family.headTable))]);
    const settlementTables = new Set(Object.values(SETTLEMENT_KINDS).map((kind) => kind.headTable));
    const unseeded = new Set(families.filter((family) => NOT_SEEDED.has(family.id)).map((family) => family.headTable));
    const expected = (table: string, count: number) => (unseeded.has(table) ? count === 0 : settlementTables.has(table) ? count > 3 : count === 3);
    expect(unseeded.size).toBeGreaterThan(0);
    expect(Object.entries(billCounts).filter(([table, count]) => !expected(table, count))).toEqual([]);

    const second = await startPortal(env);
    try {
      expect(second.output()).not.toContain('首次启动');
      const client = new ApiClient(second.url, 'ABCD');
      expect((await client.get('/api/auth/public_key')).body.data.publicKey).toBe(publicKey);
      // A session begun before the restart goes on.
      const refreshed = await client.get('/api/auth/refresh_token', { token: refreshToken });
      expect(refreshed.body.code).toBe(0);
    } finally {
      await second.stop();
    }
    const countsAfterSecond = await tableCounts(database.url);
    expect(countsAfterSecond).toEqual({ ...countsAfterFirst, refresh_token: countsAfterFirst.refresh_token + 1 });
    expect(await headCounts(database.url, Object.keys(billCounts))).toEqual(billCounts);
    // Two starts of a real process, each compiling the server: a ceiling for a loaded machine, not a speed check.
  }, 120_000);
});

async function headCounts(url: string, tables: readonly string[]): Promise<Record<string, number>> {
  const db = openDatabase(url);
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = (await dynamicDb(db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()) as { n: unknown };
      counts[table] = Number(row.n);
    }
    return counts;
  } finally {
    await db.destroy();
  }
}

async function tableCounts(url: string): Promise<Record<string, number>> {
  const db = openDatabase(url);
  try {
    const counts: Record<string, number> = {};
    for (const table of ['company', 'app_user', 'module', 'module_button', 'user_button', 'dictionary_item', 'state_option', 'refresh_token'] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  } finally {
    await db.destroy();
  }
}

describe('scripts/sso-token.ts', () => {
  it('prints a token that POST /api/auth/jump accepts once', async () => {
    const server = await startTestServer();
    try {
      const result = await runToEnd('scripts/sso-token.ts', ['fixture_admin'], { DATABASE_URL: server.config.databaseUrl });
      expect(result.code).toBe(0);
      const token = result.stdout.trim();
      const jump = () => server.client.post('/api/auth/jump', {}, { headers: { token_id: token } });
      expect((await jump()).body.data.userInfo.loginName).toBe('fixture_admin');
      expect((await jump()).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('explains its usage without a login name', async () => {
    const result = await runToEnd('scripts/sso-token.ts', [], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('npm run sso-token -- <loginName>');
  });
});

describe('built client', () => {
  it('serves files from PORTAL_STATIC_DIR and index.html for SPA routes, never for /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>门户</title><div id="root"></div>');
    writeFileSync(join(dist, 'app.js'), 'console.log("app")');
    const server = await startTestServer({ env: { PORTAL_STATIC_DIR: dist } });
    try {
      const asset = await fetch(`${server.url}/app.js`);
      expect(await asset.text()).toBe('console.log("app")');
      for (const route of ['/', '/home', '/bill/export/order']) {
        const page = await fetch(server.url + route);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
      }
      const api = await server.client.get('/api/nothing/here');
      expect(api.status).toBe(404);
      expect(api.body.message).toBe('请求地址出错');
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers 404 for pages (without crashing) when the client is not built', async () => {
    const server = await startTestServer();
    try {
      expect(server.app.portal.clientAvailable).toBe(false);
      const page = await fetch(`${server.url}/home`);
      expect(page.status).toBe(404);
      expect((await server.client.get('/api/auth/public_key')).body.code).toBe(0);
    } finally {
      await server.close();
    }
  });
});
