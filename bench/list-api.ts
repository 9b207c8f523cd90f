// `npm run bench:list`: the export-order list API on 1,000,000 bills in SQLite (issue "Schema
// engine 1"). Creates and seeds .tmp/bench/list-api.sqlite when missing or smaller (reused by
// later runs), starts the real portal on a loopback port in its own process, logs in once as
// the demo admin, then measures the same list request three ways:
//   1. the raw SQL (page + count) the engine builds for it, on better-sqlite3 directly;
//   2. the endpoint, one connection, requests one after the other (compared with 1 → overhead),
//      once with the same request and once with requests no two alike (nothing cached helps);
//   3. the endpoint under concurrent load with autocannon (p50/p95/p99, requests per second),
//      with the same request (the targets) and, for information, with requests no two alike.
//   4. (issue "Hardening" 2) 10 connections sending heavy searches no two alike while a light
//      user asks for light things from its own process: the light requests' p95 and the heavy
//      throughput, with long reads in worker threads, then — the peer, same run — with long
//      reads on the request thread as before (PORTAL_LONG_READS_INLINE=1).
//   5. (issue 26 points 1 and 2) rows first, totals after: the same new questions on SQLite and on
//      PostgreSQL (a cluster kept under .tmp/bench/pg-list, seeded once like the SQLite file),
//      the split answer of now beside the whole answer of before (bench/lib/databases-phase.ts).
// Prints PASS/MISS per target (p95 ≤ 20 ms, ≥ 1,500 req/s, overhead ratio ≤ 2; light p95 ≤ 50 ms
// and heavy ≥ 1.8 × 61 req/s under the mixed load); a miss does not fail the process.
// Options: --bills N --connections N --duration S --warmup S --iterations N --database FILE
// --phases all|mixed|databases (mixed: only step 4; databases: only step 5) --databases sqlite,postgres.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { createFamily } from '../server/bills/family.ts';
import { loadDefinitions } from '../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../server/bills/settings.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { ensureBenchDatabase, type BenchDatabase } from './lib/bench-database.ts';
import { mixedLoad } from './lib/mixed-load.ts';
import { databasesPhase, printDatabases } from './lib/databases-phase.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { concurrentLoad, sequentialRequests, type LoadFigures } from './lib/load.ts';
import { describeRequest, distinctRequests, FAMILY, HEAD_TABLE, LIST_PATH, listRequest } from './lib/list-scenario.ts';
import { compileListSql, queryPlan, timeRawSql } from './lib/raw-sql.ts';
import { printFindings, printMixed, type Findings, type MixedRun } from './lib/report.ts';

const root = new URL('..', import.meta.url).pathname;
/** Distinct bodies for the loaded run without repeats (a few hundred are used on this machine). */
const DISTINCT_UNDER_LOAD = 5_000;
/** Distinct bodies for each mixed run (warm-up included). */
const MIXED_BODIES = 6_000;

interface Options {
  phases: 'all' | 'mixed' | 'databases';
  databases: ('sqlite' | 'postgres')[];
  bills: number;
  connections: number;
  duration: number;
  warmup: number;
  iterations: number;
  database: string;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    phases: 'all',
    databases: ['sqlite', 'postgres'],
    bills: 1_000_000,
    connections: 10,
    duration: 10,
    warmup: 2,
    iterations: 500,
    database: resolve(root, '.tmp/bench/list-api.sqlite'),
  };
  for (let index = 0; index < argv.length; index += 2) {
    const [name, value] = [argv[index], argv[index + 1]];
    const number = Number(value);
    const key = name?.replace(/^--/, '');
    if (key === 'database' && value) options.database = resolve(value);
    else if (key === 'phases' && (value === 'all' || value === 'mixed' || value === 'databases')) options.phases = value;
    else if (key === 'databases' && value && value.split(',').every((name) => name === 'sqlite' || name === 'postgres')) {
      options.databases = value.split(',') as Options['databases'];
    } else if (key && key in options && key !== 'database' && key !== 'phases' && key !== 'databases' && Number.isInteger(number) && number > 0) {
      (options as unknown as Record<string, number>)[key] = number;
    } else throw new Error(`bad argument: ${name ?? ''} ${value ?? ''}`.trim());
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  mkdirSync(dirname(options.database), { recursive: true });
  if (options.phases === 'databases') return databasesOnly(options);
  const prepared = await ensureBenchDatabase(options.database, FAMILY, HEAD_TABLE, options.bills);
  if (prepared.seeded > 0) console.log(`seeded ${prepared.seeded.toLocaleString('en')} bills in ${prepared.seedSeconds.toFixed(0)} s`);

  const family = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR)
    .map(createFamily)
    .find((candidate) => candidate.id === FAMILY);
  if (!family) throw new Error(`family ${FAMILY} not found in ${DEFAULT_BILL_SCHEMA_DIR}`);
  const request = listRequest(prepared.newestCreateTime);
  const admin = (await loadSeedData(DEFAULT_SEED_DIR)).demo.accounts.find((account) => account.userType === 'ADMIN');
  if (!admin) throw new Error('the seed has no ADMIN account');

  // The SQL first, on its own connection while nothing else runs (the tables and indexes are
  // the server's own: ensureBenchDatabase creates them with the engine's ensureFamilyTables).
  const loadBefore = loadavg()[0];
  const database = new Database(options.database, { readonly: true });
  const sqliteVersion = (database.prepare('select sqlite_version() as v').get() as { v: string }).v;
  const sql = compileListSql(database, family, prepared.companyCode, request);
  console.log(`raw SQL: ${options.iterations} runs of page + count …`);
  const raw = timeRawSql(database, sql, options.iterations);
  const plan = { rows: queryPlan(database, sql.rows), count: sql.count ? queryPlan(database, sql.count) : [] };
  database.close();

  const heavyBodies = distinctRequests(prepared.newestCreateTime, options.iterations + 50 + DISTINCT_UNDER_LOAD + 2 * MIXED_BODIES);
  if (options.phases === 'all') {
    const findings = await classicPhases(options, prepared, admin, request, heavyBodies, { loadBefore, sqliteVersion, raw, plan });
    printFindings(findings);
    writeFileSync(resolve(dirname(options.database), 'list-api-last.json'), `${JSON.stringify(findings, null, 2)}\n`);
  }
  const mixedBodies = heavyBodies.slice(options.iterations + 50 + DISTINCT_UNDER_LOAD);
  const mixed = {
    workers: await mixedPhase(options, admin, request, mixedBodies.slice(0, MIXED_BODIES), {}),
    inline: await mixedPhase(options, admin, request, mixedBodies.slice(MIXED_BODIES), { PORTAL_LONG_READS_INLINE: '1' }),
  };
  printMixed(mixed, options.connections, options.duration);
  writeFileSync(resolve(dirname(options.database), 'list-api-mixed-last.json'), `${JSON.stringify(mixed, null, 2)}\n`);
  if (options.phases === 'all') await databasesOnly(options);
}

async function databasesOnly(options: Options): Promise<void> {
  const admin = (await loadSeedData(DEFAULT_SEED_DIR)).demo.accounts.find((account) => account.userType === 'ADMIN');
  if (!admin) throw new Error('the seed has no ADMIN account');
  const runs = await databasesPhase({ ...options, root, sqliteFile: options.database }, admin);
  printDatabases(runs, options.connections);
  writeFileSync(resolve(dirname(options.database), 'list-api-databases-last.json'), `${JSON.stringify(runs, null, 2)}\n`);
}

interface RawFindings {
  loadBefore: number;
  sqliteVersion: string;
  raw: ReturnType<typeof timeRawSql>;
  plan: Findings['plan'];
}

type Account = { loginName: string; password: string };

/** Runs `work` and answers its figures with the server's CPU milliseconds per request. */
async function withCpu<T extends LoadFigures>(server: { cpuMs(): Promise<number> }, work: () => Promise<T>): Promise<T & { serverCpuMsPerRequest: number }> {
  const before = await server.cpuMs();
  const figures = await work();
  return { ...figures, serverCpuMsPerRequest: ((await server.cpuMs()) - before) / Math.max(1, figures.completed) };
}

async function classicPhases(
  options: Options,
  prepared: BenchDatabase,
  admin: Account,
  request: ListRequest,
  bodies: ListRequest[],
  rawFindings: RawFindings,
): Promise<Findings> {
  const { raw } = rawFindings;
  const server = await startBenchServer(options.database, admin);
  try {
    const answer = await server.client.post(LIST_PATH, request, { token: server.token });
    const page = answer.body.data as { datas: unknown[]; total: number };
    if (answer.body.code !== 0 || page.datas.length !== raw.rowCount || page.total !== raw.totalCount) {
      throw new Error(`the endpoint does not answer what the SQL finds: ${answer.text.slice(0, 300)}`);
    }
    const target = { url: server.url + LIST_PATH, token: server.token, body: request };
    console.log(`endpoint: ${options.iterations} sequential requests on one connection …`);
    await sequentialRequests(target, 50);
    const sequential = await withCpu(server, () => sequentialRequests(target, options.iterations));
    console.log(`endpoint: ${options.iterations} sequential requests, no two alike …`);
    // Warm-up and measured run get different bodies: not one measured request was seen before.
    await sequentialRequests({ ...target, bodies: bodies.slice(0, 50) }, 50);
    const distinct = await withCpu(server, () => sequentialRequests({ ...target, bodies: bodies.slice(50, 50 + options.iterations) }, options.iterations));
    console.log(`endpoint: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s …`);
    await concurrentLoad(target, options.connections, options.warmup);
    const loaded = await withCpu(server, () => concurrentLoad(target, options.connections, options.duration));
    console.log(`endpoint: ${options.connections} connections, ${options.duration} s, no two alike …`);
    const distinctTarget = { ...target, bodies: bodies.slice(50 + options.iterations, 50 + options.iterations + DISTINCT_UNDER_LOAD) };
    const loadedDistinct = await withCpu(server, () => concurrentLoad(distinctTarget, options.connections, options.duration));
    return {
      sqliteVersion: rawFindings.sqliteVersion,
      load: { before: rawFindings.loadBefore, after: loadavg()[0] },
      bills: prepared.bills,
      request: describeRequest(request),
      total: page.total,
      plan: rawFindings.plan,
      raw,
      sequential,
      distinct,
      loaded,
      loadedDistinct,
    };
  } finally {
    await server.stop();
  }
}

/** Heavy searches no two alike under load with a light user beside them, on a server started with `env`. */
async function mixedPhase(options: Options, admin: Account, request: ListRequest, bodies: ListRequest[], env: Record<string, string>): Promise<MixedRun> {
  const server = await startBenchServer(options.database, admin, env);
  try {
    const label = env.PORTAL_LONG_READS_INLINE ? 'long reads on the request thread (before)' : 'long reads in worker threads';
    const target = { url: server.url + LIST_PATH, token: server.token, body: request, bodies: bodies.slice(0, 200) };
    console.log(`mixed load, ${label}: ${options.warmup} s warm-up …`);
    await concurrentLoad(target, options.connections, options.warmup);
    console.log(`mixed load, ${label}: ${options.connections} connections of heavy searches no two alike + a light user, ${options.duration} s …`);
    const before = await server.cpuMs();
    const mixed = await mixedLoad({ ...target, bodies: bodies.slice(200) }, server.url, options.connections, options.duration);
    const serverCpuMsPerRequest = ((await server.cpuMs()) - before) / Math.max(1, mixed.heavy.completed);
    return { label, ...mixed, serverCpuMsPerRequest, load: loadavg()[0] };
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
