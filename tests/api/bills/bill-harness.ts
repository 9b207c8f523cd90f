// A portal server for the bill engine tests: the real seed (menu with bill button codes, state
// lists, dictionaries, the accounts admin and declarer@admin), the definitions of a chosen
// folder (schemas/bills by default) and the customs simulator without delay unless asked.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type Environment } from '../../../server/config.ts';
import type { PortalDb } from '../../../server/db/connect.ts';
import type { BillSettings } from '../../../server/bills/settings.ts';
import { seedDatabase } from '../../../server/seed/seed.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../../server/seed/seed-data.ts';
import { ApiClient, type AnyData, type ApiResponse } from '../api-client.ts';
import { TEST_CAPTCHA } from '../harness.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { createSeededDatabase, servesDefaultDefinitions } from '../seeded-database.ts';

// Accounts and company come from the seed file (schemas/seed/demo.json), not from copies.
const demo = JSON.parse(readFileSync(join(DEFAULT_SEED_DIR, 'demo.json'), 'utf8')) as {
  company: { code: string };
  accounts: { loginName: string; password: string; userType: string }[];
};
export const ADMIN = demo.accounts.find((a) => a.userType === 'ADMIN')!;
/** The sub-account: the seed withholds add, delete and declare from it. */
export const DECLARER = demo.accounts.find((a) => a.userType !== 'ADMIN')!;
export const COMPANY = demo.company.code;
export const OTHER_COMPANY = '91310000MA1FL0XX9Q';
export const ORDER_API = '/api/enterprise/expu/order';
export const LOGISTICS_API = '/api/enterprise/expu/logistics';

export interface BillServer {
  url: string;
  app: FastifyInstance;
  db: PortalDb;
  client: ApiClient;
  /** The access token of an account (logged in once, then reused). */
  token(account?: { loginName: string; password: string }): Promise<string>;
  /** POST { data } with the admin's token (or the given one); answers the envelope response. */
  post<T = AnyData>(path: string, data: unknown, token?: string): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface BillServerOptions extends Partial<BillSettings> {
  /** Work to do on the fresh database before the app starts (e.g. an older table shape). */
  beforeBuild?: (db: PortalDb) => Promise<void>;
  /** Plugins on the app's database only (e.g. to log the queries a request makes). */
  plugins?: KyselyPlugin[];
  /** Extra settings, e.g. { PORTAL_UPLOADS_PER_USER_HOUR: '2' }. */
  env?: Environment;
  /** The settlement bank's delay between steps (default 0 here: decided on submit). */
  bankDelayMs?: number;
  /** The seed folder (default schemas/seed): a test's own menu, with the pages of its own families. */
  seedDir?: string;
  /** PostgreSQL: the database's LC_CTYPE (default the cluster's C). */
  postgresCtype?: 'C.utf8';
  /**
   * The database URL the app opens all its connections with (the test keeps `db` on the real one),
   * e.g. through a proxy the test can cut: the app then opens its writer itself too.
   */
  appDatabaseUrl?: (url: string) => Promise<string>;
}

/** Each test server's own customs folders (outbox, inbox and their siblings) and certificates. */
function customsFolders(): { outboxDir: string; inboxDir: string; signDir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-customs-'));
  return {
    outboxDir: join(dir, 'customs', 'outbox'),
    inboxDir: join(dir, 'customs', 'inbox'),
    signDir: join(dir, 'sign'),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function startBillServer(options: BillServerOptions = {}): Promise<BillServer> {
  const seedDir = options.seedDir ?? DEFAULT_SEED_DIR;
  // A database of another LC_CTYPE is made from nothing; one that `beforeBuild` shapes first
  // (an older table, say) gets no family tables ahead of it.
  const database: TestDatabase = options.postgresCtype
    ? await createTestDatabase(options.postgresCtype)
    : await createSeededDatabase(seedDir, { defaultBillTables: !options.beforeBuild && servesDefaultDefinitions(options.billSchemaDir) });
  if (options.postgresCtype) await seedDatabase(database.db, await loadSeedData(seedDir));
  await options.beforeBuild?.(database.db);
  const customs = customsFolders();
  const appUrl = options.appDatabaseUrl ? await options.appDatabaseUrl(database.url) : null;
  const config = {
    ...loadConfig({
      DATABASE_URL: appUrl ?? database.url,
      PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
      PORTAL_STATIC_DIR: fileURLToPath(new URL('../fixtures/no-client', import.meta.url)),
      ...options.env,
    }),
    billSchemaDir: options.billSchemaDir ?? fileURLToPath(new URL('../../../schemas/bills', import.meta.url)),
    simulatorDelayMs: options.simulatorDelayMs ?? 0,
    ...(options.declareInBackgroundOver === undefined ? {} : { declareInBackgroundOver: options.declareInBackgroundOver }),
    // Customs answers through the folders unless a test plays the transfer client itself.
    customsSimulator: options.env?.PORTAL_CUSTOMS_SIMULATOR !== '0',
    bankDelayMs: options.bankDelayMs ?? 0,
    outboxDir: options.env?.PORTAL_OUTBOX_DIR ?? customs.outboxDir,
    inboxDir: options.env?.PORTAL_INBOX_DIR ?? customs.inboxDir,
    signDir: options.env?.PORTAL_SIGN_DIR ?? customs.signDir,
    // The server's inbox reader runs only where a test asks for it (PORTAL_INBOX_POLL_MS).
    inboxPollMs: Number(options.env?.PORTAL_INBOX_POLL_MS ?? 0),
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, appUrl ? { plugins: options.plugins } : { db: database.db, plugins: options.plugins });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await database.dispose();
    customs.dispose();
    throw error;
  }
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const client = new ApiClient(url, TEST_CAPTCHA);
  const tokens = new Map<string, string>();
  const token = async (account = ADMIN) => {
    if (!tokens.has(account.loginName)) tokens.set(account.loginName, (await client.session(account.loginName, account.password)).token);
    return tokens.get(account.loginName)!;
  };
  return {
    url,
    app,
    db: database.db,
    client,
    token,
    post: async (path, data, given) => client.post(path, data, { token: given ?? (await token()) }),
    close: async () => {
      await app.close();
      await database.dispose();
      customs.dispose();
    },
  };
}
