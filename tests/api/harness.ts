// Starts a real portal server (buildApp, port 0) over a fresh database seeded from the test
// fixtures (or the real seed), and hands out a client that behaves like the browser.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Environment, type PortalConfig } from '../../server/config.ts';
import type { PortalDb } from '../../server/db/connect.ts';
import { DEFAULT_SEED_DIR, loadSeedData, type SeedData } from '../../server/seed/seed-data.ts';
import { ApiClient } from './api-client.ts';
import { createSeededDatabase, servesDefaultDefinitions } from './seeded-database.ts';

export const FIXTURE_DIR = fileURLToPath(new URL('./fixtures', import.meta.url));
export const TEST_CAPTCHA = 'T3ST';

/** The fixture accounts (tests/api/fixtures/demo.json). */
export const MAIN_ACCOUNT = { loginName: 'fixture_admin', password: 'Fixture@2024a' };
export const SUB_ACCOUNT = { loginName: 'clerk@fixture', password: 'Clerk#2024abc' };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: PortalDb;
  config: PortalConfig;
  seed: SeedData;
  client: ApiClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment, e.g. { PORTAL_TEST_ACCESS_TTL: '2' }. */
  env?: Environment;
  /** 'fixtures' (default) or 'real' (schemas/seed). */
  seed?: 'fixtures' | 'real';
  /** Runs after buildApp and before listen, e.g. to add a route under test. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const seedDir = options.seed === 'real' ? DEFAULT_SEED_DIR : FIXTURE_DIR;
  const database = await createSeededDatabase(seedDir, { defaultBillTables: servesDefaultDefinitions(options.env?.PORTAL_BILL_SCHEMAS_DIR) });
  const seed = await loadSeedData(seedDir);
  const config = {
    ...loadConfig({
      DATABASE_URL: database.url,
      PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
      PORTAL_STATIC_DIR: fileURLToPath(new URL('./fixtures/no-client', import.meta.url)),
      ...options.env,
    }),
    // The settlement bank decides on submit unless the test asks for its delay.
    bankDelayMs: Number(options.env?.PORTAL_BANK_DELAY_MS ?? 0),
  };
  const app = await buildApp(config, { db: database.db });
  await options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    db: database.db,
    config,
    seed,
    client: new ApiClient(url, TEST_CAPTCHA),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
