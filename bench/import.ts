// `npm run bench:import`: a 20,000-row waybill import of the subsidy application form, upload to
// stored, through the real API (issue 14: ≤ 3 s end to end and ≤ 1.3× the time exceljs alone
// takes to read the same file, measured in the same run; also the peak memory). The portal runs
// in this process (buildApp on a loopback port, the demo admin logged in once) over a fresh
// database: SQLite in a temp folder, or with BENCH_DATABASE=postgres a throwaway PostgreSQL 15
// cluster. The .xlsx is generated once with exceljs (the template's header titles, realistic
// master waybills). Each run, one after the other:
//   - end to end: upload (/api/file/upload, multipart) + /subsidy/bill/import + polling
//     /subsidy/bill/importProgress every BENCH_POLL_MS until done (every row stored);
//   - exceljs alone: new Workbook().xlsx.load(the same bytes), in this thread.
// Prints each run, the medians, their ratio and the peak resident memory of the process (the
// server, its worker threads and exceljs) sampled every 10 ms, during the imports and during
// exceljs's reads apart (run with node --expose-gc, as the script does, to start each from a
// collected heap). Options: BENCH_RUNS (5, after one
// warm-up run), BENCH_ROWS (20000), BENCH_POLL_MS (25). What the figures mean: docs/benchmarks.md.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/seed/seed.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { ApiClient } from '../tests/api/api-client.ts';
import { benchDatabaseUrl } from './lib/settlement-database.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 25);
const CAPTCHA = 'B3NC';
const API = '/api/enterprise/subsidy';
const PURPOSE = '?route=%2FrewardApplication&code=import';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function masterBill(n: number): string {
  const serial = String(n % 10_000_000).padStart(7, '0');
  return `${['784', '781', '999', '880'][n % 4]}-${serial}${Number(serial) % 7}`;
}

/** The workbook a user would fill: the template's header (from the server), then ROWS waybills. */
async function workbook(header: string[], rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('运单');
  sheet.addRow(header);
  const flights = ['CZ3101', 'MU5301', 'CA1301', 'HU7801', 'O36703'];
  for (let i = 0; i < rows; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    sheet.addRow([
      '广州穗通跨境供应链管理有限公司',
      '广州白云国际机场货运站有限公司',
      masterBill(1_000_000 + i),
      `2026-03-${day} ${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
      flights[i % flights.length],
      `2026-03-${day}`,
      Number(`${10 + (i % 500)}.${String(i % 1000).padStart(3, '0')}`),
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function main(): Promise<void> {
  const database = await benchDatabaseUrl();
  const db = openDatabase(database.url);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    await migrateToLatest(db);
    const seed = await loadSeedData(DEFAULT_SEED_DIR);
    await seedDatabase(db, seed);
    const config = loadConfig({
      DATABASE_URL: database.url,
      PORTAL_TEST_CAPTCHA: CAPTCHA,
      PORTAL_UPLOADS_PER_USER_HOUR: '1000',
      PORTAL_STATIC_DIR: fileURLToPath(new URL('../tests/api/fixtures/no-client', import.meta.url)),
    });
    const app = await buildApp(config, { db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const client = new ApiClient(base, CAPTCHA);
    try {
      const admin = seed.demo.accounts.find((account) => account.userType === 'ADMIN')!;
      const token = (await client.session(admin.loginName, admin.password)).token;
      const call = async (path: string, data: unknown) => {
        const answer = await client.post(API + path, data, { token });
        if (answer.body.code !== 0) throw new Error(`${path}: ${answer.body.message}`);
        return answer.body.data;
      };
      const template = await call('/bill/downloadTemplate', {});
      const templateFile = new ExcelJS.Workbook();
      await templateFile.xlsx.load((await (await fetch(base + template.downloadUri)).arrayBuffer()) as ArrayBuffer);
      const header = (templateFile.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
      const content = await workbook(header, ROWS);
      peak = process.memoryUsage().rss;

      console.log(
        `运单导入 / waybill import: ${ROWS} rows, ${(content.length / 1024).toFixed(0)} KB .xlsx, ${database.kind}, ${RUNS} runs after one warm-up, load ${loadavg()[0].toFixed(2)}`,
      );
      const figures: Array<{ endToEnd: number; upload: number; exceljs: number }> = [];
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let importPeak = 0;
      let exceljsPeak = 0;
      for (let run = 0; run <= RUNS; run += 1) {
        global.gc?.();
        peak = process.memoryUsage().rss;
        const started = performance.now();
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(content)]), '运单导入.xlsx');
        const uploaded = (await (
          await fetch(`${base}/api/file/upload${PURPOSE}`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form })
        ).json()) as {
          code: number;
          message: string;
          data: Array<{ uri: string }>;
        };
        if (uploaded.code !== 0) throw new Error(`upload: ${uploaded.message}`);
        const upload = performance.now() - started;
        const { importNo } = await call('/bill/import', { filePath: uploaded.data[0].uri });
        const accepted = performance.now() - started;
        let progress = await call('/bill/importProgress', { importNo });
        const phases: Record<string, number> = {};
        while (progress.state === 'running') {
          phases[progress.phase] ??= performance.now() - started;
          await sleep(POLL_MS);
          progress = await call('/bill/importProgress', { importNo });
        }
        const endToEnd = performance.now() - started;
        if (progress.state !== 'done' || progress.stored !== ROWS) throw new Error(`import: ${progress.state} ${String(progress.message)}`);
        importPeak = Math.max(importPeak, peak);
        // The rows of this run go again, so every run imports into the same table size.
        await call('/bill/deleteAll', { id: importNo });
        global.gc?.();
        peak = process.memoryUsage().rss;

        const readStarted = performance.now();
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(content as unknown as ArrayBuffer);
        const exceljs = performance.now() - readStarted;
        if (book.worksheets[0].rowCount !== ROWS + 1) throw new Error(`exceljs read ${book.worksheets[0].rowCount} rows`);
        exceljsPeak = Math.max(exceljsPeak, peak);

        console.log(
          `  ${run === 0 ? 'warm-up' : `run ${run}`}: end to end ${endToEnd.toFixed(0)} ms (upload ${upload.toFixed(0)} ms, answered ${accepted.toFixed(0)}, phases first seen ${Object.entries(
            phases,
          )
            .map(([phase, at]) => `${phase} ${at.toFixed(0)}`)
            .join(', ')}), exceljs alone ${exceljs.toFixed(0)} ms, ratio ${(endToEnd / exceljs).toFixed(2)}`,
        );
        if (run > 0) figures.push({ endToEnd, upload, exceljs });
      }
      const endToEnd = median(figures.map((f) => f.endToEnd));
      const exceljs = median(figures.map((f) => f.exceljs));
      console.log(
        `median: end to end ${endToEnd.toFixed(0)} ms (target ≤ 3000; upload ${median(figures.map((f) => f.upload)).toFixed(0)} ms), ` +
          `exceljs alone ${exceljs.toFixed(0)} ms, ratio ${(endToEnd / exceljs).toFixed(2)} (target ≤ 1.3); resident memory of the process before the runs ${mb(baseline)}, peak during the imports ${mb(importPeak)}, during exceljs's reads ${mb(exceljsPeak)}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    clearInterval(sampler);
    await db.destroy().catch(() => undefined);
    await database.dispose();
  }
}

await main();
