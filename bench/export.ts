// `npm run bench:export` (issue 26 point 7): "A 100,000-row export streams to the user in ≤ 10 s
// with ≤ 300 MB resident, and other users' light requests stay ≤ 50 ms p95 meanwhile."
// Seeds .tmp/bench/export.sqlite with 100,000 export orders of the demo company when missing (the
// demo seed code, as bench:list; reused by later runs), then per path starts the real portal in
// its own process (bench-server.ts, worker threads warm as `npm start`), logs in the demo admin
// and, as another user, the sub-account, makes one small export untimed (the worker's first
// exceljs), and then:
//   - the admin exports every bill, newest first, through the HTTP route and downloads the file:
//     time to the download link, time to the downloaded bytes, the file's size and rows;
//   - the server process's resident memory, /proc/<pid>/status VmRSS (and RssAnon, the heaps)
//     every 20 ms, and VmHWM;
//   - meanwhile the sub-account sends a light request every 50 ms from its own process
//     (light-probe.ts): the public key, a dictionary, a bill's detail in turn; their p95.
// The paths: streamed (now: chunks of 2,000 written row by row) and the workbook built in memory
// (PORTAL_EXPORT_STREAM=0, before) — which dies at the worker's 512 MB heap, so a third run gives
// it 2 GB to show what it needs — in the same run, one table; the files' cells are compared.
// Prints PASS/MISS per target, the memory target both for the whole process and for what the
// export adds to it (the idle server holds more than 300 MB already); a miss does not fail the process.
// Options: --bills N (100000) --runs N (1, per path, alternating) --database FILE --only TEXT (the paths
// whose label contains it).
import { createHash } from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFirstSheet } from '../server/bills/excel/read-workbook.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { ensureBenchDatabase } from './lib/bench-database.ts';
import { startBenchServer, type BenchServer } from './lib/bench-server.ts';
import { FAMILY, HEAD_TABLE, LIST_PATH } from './lib/list-scenario.ts';
import { processMemory } from './lib/process-memory.ts';
import { summarize, type Summary } from './lib/stats.ts';

const root = new URL('..', import.meta.url).pathname;
const EXPORT_PATH = '/api/enterprise/expu/order/exportOrderData';
const DETAIL_PATH = '/api/enterprise/expu/order/findById';
const TARGETS = { seconds: 10, residentMb: 300, lightP95Ms: 50 };
const PATHS: { label: string; env: Record<string, string> }[] = [
  { label: 'streamed (now)', env: { PORTAL_EXPORT_STREAM: '1' } },
  // The same export with the server's sources run under tsx, as before the compiled server.
  { label: 'streamed, server under tsx', env: { PORTAL_EXPORT_STREAM: '1', BENCH_SERVER_RUNTIME: 'tsx' } },
  { label: 'in memory (before)', env: { PORTAL_EXPORT_STREAM: '0' } },
  // What the old path needs when its worker may grow past the 512 MB heap it dies at.
  { label: 'in memory, worker heap 2 GB', env: { PORTAL_EXPORT_STREAM: '0', PORTAL_WORKER_MEMORY_MB: '2048' } },
];

interface Options {
  bills: number;
  runs: number;
  database: string;
  /** Only the paths whose label contains this text (--only). */
  only: string;
}

interface ExportRun {
  label: string;
  /** The refusal or failure the export answered instead of a link. */
  failed: string | null;
  linkMs: number;
  bytesMs: number;
  sizeMb: number;
  rows: number;
  /** SHA-256 of the cells read back (header included): the two paths must agree. */
  cellsHash: string;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Anonymous memory (heaps; RSS less the mapped database and program files), before and at its peak. */
  anonBeforeMb: number;
  anonPeakMb: number;
  /** VmHWM at the end: the peak since the server started (the start and the small export included). */
  hwmMb: number;
  serverCpuMs: number;
  light: { all: Summary; publicKey: Summary; dictionary: Summary; detail: Summary; failures: number };
  load: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { bills: 100_000, runs: 1, database: resolve(root, '.tmp/bench/export.sqlite'), only: '' };
  for (let index = 0; index < argv.length; index += 2) {
    const [name, value] = [argv[index]?.replace(/^--/, ''), argv[index + 1]];
    if (name === 'database' && value) options.database = resolve(value);
    else if (name === 'only' && value) options.only = value;
    else if ((name === 'bills' || name === 'runs') && Number.isInteger(Number(value)) && Number(value) > 0) options[name] = Number(value);
    else throw new Error(`bad argument: --${name ?? ''} ${value ?? ''}`.trim());
  }
  return options;
}

async function call(server: BenchServer, path: string, data: unknown, token = server.token): Promise<{ code: number; message: string; data: unknown }> {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as { code: number; message: string; data: unknown };
}

interface ProbeSamples {
  publicKey: number[];
  dictionary: number[];
  detail: number[];
  failures: number;
}

/** The light user's process, started and ready (its first round done): stop() answers its samples. */
async function startProbe(url: string, token: string, ids: number[]): Promise<{ stop(): Promise<ProbeSamples> }> {
  const child = fork(fileURLToPath(new URL('./lib/light-probe.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PROBE_URL: url,
      PROBE_TOKEN: token,
      PROBE_INTERVAL_MS: '50',
      PROBE_UNTIL_STOP: '1',
      PROBE_DETAIL_PATH: DETAIL_PATH,
      PROBE_DETAIL_IDS: ids.join(','),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((ready, failed) => {
    child.once('message', () => ready());
    child.once('exit', (code) => failed(new Error(`light probe exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise((answered) => {
        child.once('message', (samples) => answered(samples as ProbeSamples));
        child.send('stop');
      }),
  };
}

/** The cells of a workbook read back with the portal's own reader, as one hash, and the data rows. */
function cellsOf(content: Buffer, bills: number): { hash: string; rows: number } {
  const reading = readFirstSheet(content, { maxRows: bills + 10, maxColumns: 64, maxUnpackedBytes: 2 * 1024 * 1024 * 1024 });
  if (!reading.ok) throw new Error(`the export cannot be read back: ${reading.reason}`);
  const hash = createHash('sha256').update(JSON.stringify(reading.sheet.header));
  for (const row of reading.sheet.rows) hash.update(JSON.stringify(row.cells));
  return { hash: hash.digest('hex'), rows: reading.sheet.rows.length };
}

async function exportOnce(file: string, path: (typeof PATHS)[number], options: Options): Promise<ExportRun> {
  const seed = await loadSeedData(DEFAULT_SEED_DIR);
  const [admin, clerk] = [
    seed.demo.accounts.find((account) => account.userType === 'ADMIN'),
    seed.demo.accounts.find((account) => account.userType !== 'ADMIN'),
  ];
  if (!admin || !clerk) throw new Error('the seed has no admin and sub-account');
  const server = await startBenchServer(file, admin, { ...path.env, PORTAL_EXPORT_MAX_ROWS: String(Math.max(100_000, options.bills)) });
  try {
    const clerkToken = (await server.client.session(clerk.loginName, clerk.password)).token;
    const first = await call(server, LIST_PATH, { pageIndex: 0, pageSize: 50, terms: [] });
    if (first.code !== 0) throw new Error(`the list failed: ${first.message}`);
    const ids = (first.data as { datas: { id: number }[] }).datas.slice(0, 10).map((row) => row.id);
    // Untimed: the worker's first export (exceljs loaded, the statements prepared).
    const small = await call(server, EXPORT_PATH, { terms: [{ column: 'id', termType: 'in', type: 'and', value: ids }] });
    if (small.code !== 0) throw new Error(`the small export failed: ${small.message}`);

    const probe = await startProbe(server.url, clerkToken, ids);
    const before = processMemory(server.pid);
    let [rssPeakMb, anonPeakMb] = [before.rss, before.anon];
    const sample = () => {
      const now = processMemory(server.pid);
      [rssPeakMb, anonPeakMb] = [Math.max(rssPeakMb, now.rss), Math.max(anonPeakMb, now.anon)];
    };
    const sampler = setInterval(sample, 20);
    const cpuBefore = await server.cpuMs();
    const started = performance.now();
    const answer = await call(server, EXPORT_PATH, { terms: [], sorts: [{ name: 'create_time', order: 'desc' }] });
    const linkMs = performance.now() - started;
    let content = Buffer.alloc(0);
    if (answer.code === 0) {
      const response = await fetch(server.url + (answer.data as { downloadUri: string }).downloadUri);
      content = Buffer.from(await response.arrayBuffer());
    }
    const bytesMs = performance.now() - started;
    const serverCpuMs = (await server.cpuMs()) - cpuBefore;
    clearInterval(sampler);
    sample();
    const samples = await probe.stop();
    const hwmMb = processMemory(server.pid).peak;
    const cells = answer.code === 0 ? cellsOf(content, options.bills) : { hash: '', rows: 0 };
    return {
      label: path.label,
      failed: answer.code === 0 ? null : answer.message,
      linkMs,
      bytesMs,
      sizeMb: content.length / 1024 / 1024,
      rows: cells.rows,
      cellsHash: cells.hash,
      rssBeforeMb: before.rss,
      rssPeakMb,
      anonBeforeMb: before.anon,
      anonPeakMb,
      hwmMb,
      serverCpuMs,
      light: {
        all: summarize([...samples.publicKey, ...samples.dictionary, ...samples.detail]),
        publicKey: summarize(samples.publicKey),
        dictionary: summarize(samples.dictionary),
        detail: summarize(samples.detail),
        failures: samples.failures,
      },
      load: loadavg()[0],
    };
  } finally {
    await server.stop();
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const figure = (value: number, digits = 0) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function printRuns(runs: ExportRun[], bills: number): void {
  console.log(`\n## Export of ${figure(bills)} export orders (SQLite, newest first)\n`);
  console.log(
    '| path | to the link | to the bytes | file | rows | server RSS before → peak (VmHWM) | of it anonymous | server CPU | light p95 / max (n) | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const light = `${figure(run.light.all.p95, 1)} / ${figure(run.light.all.max, 0)} ms (${run.light.all.count}${run.light.failures ? `, ${run.light.failures} failed` : ''})`;
    const outcome = run.failed === null ? `${figure(run.sizeMb, 1)} MB` : `failed: ${run.failed}`;
    console.log(
      `| ${run.label} | ${figure(run.linkMs / 1000, 2)} s | ${figure(run.bytesMs / 1000, 2)} s | ${outcome} | ${figure(run.rows)} | ${figure(run.rssBeforeMb)} → ${figure(run.rssPeakMb)} MB (${figure(run.hwmMb)}) | ${figure(run.anonBeforeMb)} → ${figure(run.anonPeakMb)} MB | ${figure(run.serverCpuMs / 1000, 1)} s | ${light} | ${run.load.toFixed(1)} |`,
    );
  }
  console.log(
    '\nlight p95 by request: ' +
      runs
        .map(
          (run) =>
            `${run.label}: key ${figure(run.light.publicKey.p95, 1)}, dictionary ${figure(run.light.dictionary.p95, 1)}, detail ${figure(run.light.detail.p95, 1)} ms`,
        )
        .join('; '),
  );
  const done = runs.filter((run) => run.failed === null);
  const hashes = new Set(done.map((run) => run.cellsHash));
  console.log(`cells: ${done.length < 2 ? 'fewer than two files to compare' : hashes.size === 1 ? 'the same in every file' : 'DIFFER between files'}`);
  // The idle server already holds more than the target (the request thread, the warm worker
  // threads, the mapped database): the memory target is judged on the whole process and, apart,
  // on what the export adds to it.
  console.log(`\ntargets (${TARGETS.seconds} s to the bytes, ${TARGETS.residentMb} MB resident, light p95 ${TARGETS.lightP95Ms} ms):`);
  for (const run of runs) {
    const complete = run.failed === null && run.rows === bills;
    const added = run.rssPeakMb - run.rssBeforeMb;
    console.log(
      `  ${run.label}: ${verdict(complete && run.bytesMs <= TARGETS.seconds * 1000)} time, ${verdict(run.rssPeakMb <= TARGETS.residentMb)} memory of the process, ${verdict(complete && added <= TARGETS.residentMb)} memory the export adds (${figure(added)} MB), ${verdict(run.light.all.p95 <= TARGETS.lightP95Ms)} light p95`,
    );
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  mkdirSync(dirname(options.database), { recursive: true });
  const prepared = await ensureBenchDatabase(options.database, FAMILY, HEAD_TABLE, options.bills);
  if (prepared.seeded > 0) console.log(`seeded ${figure(prepared.seeded)} bills in ${prepared.seedSeconds.toFixed(0)} s`);
  if (prepared.bills !== options.bills) console.log(`note: the file holds ${figure(prepared.bills)} bills of the company; all are exported`);
  const runs: ExportRun[] = [];
  for (let round = 0; round < options.runs; round += 1) {
    for (const path of PATHS.filter((candidate) => candidate.label.includes(options.only))) {
      console.log(`${path.label}: exporting ${figure(prepared.bills)} bills (run ${round + 1} of ${options.runs}) …`);
      runs.push(await exportOnce(options.database, path, { ...options, bills: prepared.bills }));
    }
  }
  printRuns(runs, prepared.bills);
  writeFileSync(resolve(dirname(options.database), 'export-last.json'), `${JSON.stringify(runs, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
