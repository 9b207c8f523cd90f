// `npm run bench:settlement`: attaching 1,000 released inventories to one settlement application
// through the real API (issue 13 "Done means": time to attach 1,000 inventories). The portal runs
// in this process (buildApp on a loopback port, the demo admin logged in once) over a fresh
// database: SQLite in a temp folder, or with BENCH_DATABASE=postgres a throwaway PostgreSQL 15
// cluster (tests/setup/database.ts, the one the API tests use). 1,000 released export
// inventories of an authorising commerce company are written once; each run creates a fresh
// application and times, one request after the other:
//   - the candidate list for it, 1,000 rows in two pages of 500 (/SeExpuInventory/queryPageList);
//   - the attach of the 1,000 ids (/SeExpuInventory/addInventory);
//   - the detach of the 1,000 ids (/SeExpuInventory/deleteInventory), which frees them for the next run.
// Prints each run and the medians. Options (environment): BENCH_RUNS (5, after one warm-up run),
// BENCH_BILLS (1000). What the figures mean: docs/benchmarks.md (settlement attach).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/seed/seed.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { ApiClient } from '../tests/api/api-client.ts';
import { benchDatabaseUrl } from './lib/settlement-database.ts';
import { insertReleasedInventories, authoriseCommerce } from './lib/settlement-bills.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BILLS = Number(process.env.BENCH_BILLS ?? 1000);
const PAGE = 500;
const CAPTCHA = 'B3NC';
const API = '/api/enterprise';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main(): Promise<void> {
  const database = await benchDatabaseUrl();
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db);
    const seed = await loadSeedData(DEFAULT_SEED_DIR);
    await seedDatabase(db, seed);
    const config = loadConfig({
      DATABASE_URL: database.url,
      PORTAL_TEST_CAPTCHA: CAPTCHA,
      PORTAL_SIMULATOR_DELAY_MS: '3600000',
      PORTAL_CUSTOMS_SIMULATOR: '0',
      PORTAL_STATIC_DIR: fileURLToPath(new URL('../tests/api/fixtures/no-client', import.meta.url)),
    });
    const app = await buildApp(config, { db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const client = new ApiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, CAPTCHA);
    try {
      const admin = seed.demo.accounts.find((account) => account.userType === 'ADMIN')!;
      const token = (await client.session(admin.loginName, admin.password)).token;
      const commerce = await authoriseCommerce(db, seed.demo.company);
      const ids = await insertReleasedInventories(db, seed.demo.company.code, commerce, BILLS);
      const call = async (path: string, data: unknown): Promise<{ ms: number; data: Record<string, unknown> }> => {
        const started = performance.now();
        const answer = await client.post(API + path, data, { token });
        const ms = performance.now() - started;
        if (answer.body.code !== 0) throw new Error(`${path}: ${answer.body.message}`);
        return { ms, data: answer.body.data };
      };

      console.log(`结汇添加清单 / settlement attach: ${BILLS} bills, ${database.kind}, ${RUNS} runs after one warm-up, load ${loadavg()[0].toFixed(2)}`);
      const figures: Array<{ list: number; attach: number; detach: number }> = [];
      for (let run = 0; run <= RUNS; run += 1) {
        const application = (await call('/declarel/saveData', { ebcCode: commerce.code, ieType: 'EXP', note: `bench ${run}` })).data;
        const declareId = Number(application.id);
        let list = 0;
        const listed: number[] = [];
        for (let pageIndex = 0; pageIndex * PAGE < BILLS; pageIndex += 1) {
          const page = await call('/SeExpuInventory/queryPageList', {
            pageIndex,
            pageSize: PAGE,
            sorts: [{ name: 'create_time', order: 'desc' }],
            terms: [{ column: 'declare_id', termType: 'eq', type: 'and', value: declareId }],
          });
          list += page.ms;
          listed.push(...(page.data.datas as Array<{ id: number }>).map((row) => row.id));
        }
        if (listed.length !== BILLS) throw new Error(`candidates: ${listed.length} of ${BILLS}`);
        const attach = await call('/SeExpuInventory/addInventory', { declareId, ids });
        if (attach.data.totalCount !== BILLS) throw new Error(`attached ${String(attach.data.totalCount)}`);
        const detach = await call('/SeExpuInventory/deleteInventory', { declareId, ids });
        await call('/declarel/delete', { ids: [declareId] });
        const row = { list: list, attach: attach.ms, detach: detach.ms };
        console.log(
          `  ${run === 0 ? 'warm-up' : `run ${run}`}: list ${row.list.toFixed(0)} ms, attach ${row.attach.toFixed(0)} ms (total ${String(attach.data.totalAmount)}), detach ${row.detach.toFixed(0)} ms`,
        );
        if (run > 0) figures.push(row);
      }
      console.log(
        `median: candidate list (${BILLS} rows, pages of ${PAGE}) ${median(figures.map((f) => f.list)).toFixed(0)} ms, ` +
          `attach ${median(figures.map((f) => f.attach)).toFixed(0)} ms, detach ${median(figures.map((f) => f.detach)).toFixed(0)} ms`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy().catch(() => undefined);
    await database.dispose();
  }
}

await main();
