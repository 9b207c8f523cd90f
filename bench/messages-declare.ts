// `npm run bench:messages-declare` (issue 24): a large batch 申报 of export orders (default 10,000,
// BENCH_DECLARE sets it) on a portal of its own (SQLite, or PostgreSQL with TEST_DATABASE=postgres):
// how long the declaring request takes to answer — over PORTAL_DECLARE_IN_BACKGROUND_OVER bills it
// only records a job (server/customs/declare/declare-jobs.ts) — and how the job goes on, read as
// the list's progress dialog reads it: checking every message against the XSD (worker pool),
// writing the declare, signing and writing every message to the outbox. Also the longest
// event-loop stall and how long another request waits meanwhile. The target: the request
// answers in ≤ 2 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import { DECLARE_PHASE_NAMES, DECLARE_PROGRESS_SUB_PATH, FINISHED_PHASES, type DeclareJobView } from '../core/declare-jobs.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/seed/seed.ts';
import { loadSeedData } from '../server/seed/seed-data.ts';
import { ApiClient } from '../tests/api/api-client.ts';
import { insertOrders } from '../tests/api/bills/bill-fixtures.ts';
import { benchDatabaseUrl } from './lib/settlement-database.ts';

const COUNT = Number(process.env.BENCH_DECLARE ?? 10_000);
const CAPTCHA = 'AAAA';
const ORDER_API = '/api/enterprise/expu/order';

console.log(`bench:messages-declare — load average ${loadavg()[0]!.toFixed(2)} on ${String(availableParallelism())} cores`);
// Customs stays quiet (its simulator off, as with a transfer client not running): what is measured is the portal's side.
process.env.PORTAL_CUSTOMS_SIMULATOR = '0';
process.env.PORTAL_SIMULATOR_DELAY_MS = '3600000';
const database = await benchDatabaseUrl();
const db = openDatabase(database.url);
const folders = mkdtempSync(join(tmpdir(), 'bench-declare-'));
try {
  await migrateToLatest(db);
  const seed = await loadSeedData();
  await seedDatabase(db, seed);
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORTAL_TEST_CAPTCHA: CAPTCHA,
    PORTAL_STATIC_DIR: fileURLToPath(new URL('../tests/api/fixtures/no-client', import.meta.url)),
    PORTAL_OUTBOX_DIR: join(folders, 'outbox'),
    PORTAL_INBOX_DIR: join(folders, 'inbox'),
    PORTAL_SIGN_DIR: join(folders, 'sign'),
  });
  const app = await buildApp(config, { db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const client = new ApiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, CAPTCHA);
  const admin = seed.demo.accounts.find((account) => account.userType === 'ADMIN')!;
  const token = (await client.session(admin.loginName, admin.password)).token;
  const ids = await insertOrders(
    db,
    Array.from({ length: COUNT }, (_, i) => ({ orderNo: `EO-DECL-${String(i).padStart(6, '0')}` })),
  );
  const otherWaits: number[] = [];
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  const answer = await client.post(`${ORDER_API}/applyByIds`, { ids }, { token });
  const answered = performance.now() - started;
  if (answer.body.code !== 0) throw new Error(`declare refused: ${JSON.stringify(answer.body).slice(0, 300)}`);
  console.log(`${COUNT} export orders, one batch 申报 (${database.kind}):`);
  console.log(`  request answered after           ${(answered / 1000).toFixed(2).padStart(6)} s   target ≤ 2 s`);
  const job = (answer.body.data as { declareJob?: { jobId: string } } | null)?.declareJob;
  if (!job) throw new Error('the declare did not go to the background');
  // Progress as the list's dialog reads it: one line per phase, and the counts every fifth of the way.
  let phase = '';
  let shown = -1;
  let view: DeclareJobView;
  const at = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
  for (;;) {
    // A second user's request meanwhile: how long it waits is what the background costs others.
    const other = performance.now();
    view = (await client.post<DeclareJobView>(`${ORDER_API}/${DECLARE_PROGRESS_SUB_PATH}`, { jobId: job.jobId }, { token })).body.data;
    otherWaits.push(performance.now() - other);
    const count = view.phase === 'checking' ? view.checked : view.sent;
    const fifth = Math.floor(count / (COUNT / 5));
    if (view.phase !== phase || fifth !== shown) {
      console.log(
        `  ${DECLARE_PHASE_NAMES[view.phase].padEnd(5, '　')} 检查 ${String(view.checked).padStart(6)}  已发送 ${String(view.sent).padStart(6)} / ${COUNT}  at ${at()}`,
      );
      phase = view.phase;
      shown = fifth;
    }
    if (FINISHED_PHASES.includes(view.phase)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (view.phase !== 'done') throw new Error(`the job ended ${view.phase}: ${String(view.message)}`);
  stalls.disable();
  console.log(`  all signed and in the outbox after ${((performance.now() - started) / 1000).toFixed(1).padStart(4)} s (${view.message})`);
  otherWaits.sort((a, b) => a - b);
  console.log(
    `  another request meanwhile (progress call, ${otherWaits.length}×): median ${otherWaits[Math.floor(otherWaits.length / 2)].toFixed(0)} ms, slowest ${otherWaits.at(-1)!.toFixed(0)} ms`,
  );
  console.log(`  longest event-loop stall          ${(stalls.max / 1e6 / 1000).toFixed(2).padStart(6)} s`);
  await app.close();
} finally {
  await db.destroy();
  await database.dispose();
  rmSync(folders, { recursive: true, force: true });
}
