// `npm run bench:load` (issue 26 point 5): the portal as `npm start` runs it, on SQLite and on
// PostgreSQL, with --users virtual clerks for --seconds each doing what clerks do: log in, ask
// the export orders list new questions (rows, then the total and the state counts, as the page
// does), open a bill, save a new one, declare one, import a small workbook, export, and open the
// settlement list, each with a think time between. A third of the clerks take a pause longer
// than the worker threads' idle time halfway (point 6: the first list after it is its own kind).
// On PostgreSQL the database is restarted in the middle (--restart 0 to skip): requests
// meanwhile may answer 503 服务器繁忙 (counted apart, not as errors); anything else that is not
// 成功 is an error. Printed: each kind's count, p50/p95/p99/max, errors; the portal's resident
// memory before and after; and every save answered 成功 looked up in the database afterwards.
// Options: --users N (200) --seconds S (60) --databases sqlite,postgres --restart 0|1 --bills N
// (demo bills per family, 200).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { createFamily, type BillFamily } from '../server/bills/family.ts';
import { loadDefinitions, loadFeatureLists } from '../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../server/bills/settings.ts';
import { templateColumns } from '../server/bills/excel/template-columns.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { initialQuery, listCallOf, totalCallOf } from '#core/list/list-query.ts';
import { actionBody } from '#core/list/action-bodies.ts';
import { defaultFilterValues, describeFilters } from '#core/list/search-filters.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { ApiClient, type ApiResponse } from '../tests/api/api-client.ts';
import { orderBody } from '../tests/api/bills/bill-fixtures.ts';
import { startPortalProcess, type PortalProcess } from './lib/portal-process.ts';
import { startBenchPostgres, type BenchPostgres } from './lib/bench-postgres.ts';
import { summarize } from './lib/stats.ts';

const CAPTCHA = 'L0AD';
const FAMILY = 'export-order';
const BUSY = '服务器繁忙，请稍后再试';
/** A request unanswered after this is counted as hung. */
const HUNG_MS = 30_000;
const IDLE_MS = 5_000;

interface Options {
  users: number;
  seconds: number;
  databases: string[];
  restart: boolean;
  bills: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { users: 200, seconds: 60, databases: ['sqlite', 'postgres'], restart: true, bills: 200 };
  for (let index = 0; index < argv.length; index += 2) {
    const [key, value] = [argv[index]?.replace(/^--/, ''), argv[index + 1] ?? ''];
    if (key === 'databases') options.databases = value.split(',');
    else if (key === 'restart') options.restart = value !== '0';
    else if (key === 'users' || key === 'seconds' || key === 'bills') options[key] = Number(value);
    else throw new Error(`bad argument: ${argv[index]}`);
  }
  return options;
}

type Kind = string;

class Tally {
  readonly times = new Map<Kind, number[]>();
  readonly errors = new Map<Kind, number>();
  readonly busy = new Map<Kind, number>();
  readonly examples: string[] = [];
  /** While PostgreSQL restarts (and a few seconds after), 503 服务器繁忙 is the expected answer. */
  restarting = false;

  async time(kind: Kind, call: () => Promise<ApiResponse>): Promise<ApiResponse | null> {
    const started = performance.now();
    let hung: NodeJS.Timeout | undefined;
    const answer = await Promise.race([
      call().catch((error: unknown) => error as Error),
      new Promise<null>((resolve) => (hung = setTimeout(() => resolve(null), HUNG_MS))),
    ]);
    clearTimeout(hung);
    const ms = performance.now() - started;
    if (answer !== null && !(answer instanceof Error) && answer.status === 200 && answer.body.code === 0) {
      (this.times.get(kind) ?? this.times.set(kind, []).get(kind)!).push(ms);
      return answer;
    }
    const busy = answer !== null && !(answer instanceof Error) && answer.status === 503 && answer.body.message === BUSY;
    if (busy && this.restarting) {
      this.busy.set(kind, (this.busy.get(kind) ?? 0) + 1);
      return null;
    }
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    const why =
      answer === null ? `no answer in ${HUNG_MS / 1000} s` : answer instanceof Error ? answer.message : `${answer.status} ${answer.text.slice(0, 120)}`;
    if (this.examples.length < 8) this.examples.push(`${kind}: ${why}`);
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => pause(300 + Math.random() * 1200);

/** A small import of new bills: the family's template columns, each bill the fixture bill, a row per line. */
async function importWorkbook(family: BillFamily, prefix: string): Promise<Buffer> {
  const bill = orderBody();
  const columns = templateColumns(family);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  sheet.addRow(columns.map((column) => column.title));
  for (let made = 0; made < 3; made += 1) {
    for (const line of bill.lines as Array<Record<string, unknown>>) {
      sheet.addRow(
        columns.map((column) => {
          if (column.field.name === family.link.name) return `${prefix}-${made}`;
          const value = column.part === 'head' ? bill[column.field.name] : line[column.field.name];
          return value === undefined ? null : (value as string | number);
        }),
      );
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Clerk {
  client: ApiClient;
  url: string;
  family: BillFamily;
  settlement: BillDefinition | undefined;
  loginName: string;
  password: string;
  record: Tally;
  until: number;
  pauseAt: number | null;
  saved: number[];
  serial: () => number;
}

/** Asks the list a new question (a window ending on a random day) as the page does: rows, then total and counts. */
async function newQuestion(clerk: Clerk, token: string, kind: string): Promise<Array<Record<string, unknown>>> {
  const { family, record, client } = clerk;
  const filters = describeFilters(family.definition);
  const values = defaultFilterValues(filters);
  const query = { ...initialQuery(family.definition, values), pageIndex: Math.floor(Math.random() * 2) };
  const call = listCallOf(family.definition, filters, query);
  const rows = await record.time(kind, () => client.post(call.path, call.body, { token }));
  const total = totalCallOf(family.definition, filters, query);
  const { stateCount } = family.definition.ui.api;
  await Promise.all([
    total ? record.time('list total', () => client.post(total.path, total.body, { token })) : null,
    stateCount ? record.time('state counts', () => client.post(`${family.basePath}/${stateCount}`, { terms: total?.body.terms ?? [] }, { token })) : null,
  ]);
  return ((rows?.body.data as { datas?: Array<Record<string, unknown>> } | undefined)?.datas ?? []).slice();
}

async function clerkWalk(clerk: Clerk): Promise<void> {
  const { client, family, record } = clerk;
  const login = await record.time('login', () => client.login(clerk.loginName, clerk.password));
  if (!login) return;
  const token = (login.body.data as { token: string }).token;
  const post = (kind: string, path: string, data: unknown) => record.time(kind, () => client.post(path, data, { token }));
  const declare = family.definition.ui.buttons.find((button) => button.code === 'declare');
  const declarePath = declare && 'path' in declare && typeof declare.path === 'string' ? declare.path : null;
  const exporting = family.definition.ui.buttons.find((button) => button.kind === 'export');
  const importing = family.definition.ui.buttons.find((button) => button.kind === 'import');
  let rows: Array<Record<string, unknown>> = [];
  let paused = false;
  while (Date.now() < clerk.until) {
    if (!paused && clerk.pauseAt !== null && Date.now() >= clerk.pauseAt) {
      paused = true;
      await pause(IDLE_MS + 3_000);
      rows = await newQuestion(clerk, token, 'list after pause');
      continue;
    }
    const dice = Math.random();
    if (dice < 0.4) rows = await newQuestion(clerk, token, 'list rows');
    else if (dice < 0.6) {
      const row = rows[Math.floor(Math.random() * rows.length)];
      if (row) await post('detail', `${family.basePath}/${family.definition.ui.api.detail}`, { id: row.id });
    } else if (dice < 0.72) {
      const saved = await post('save', `${family.basePath}/${family.definition.ui.api.save}`, orderBody({ [family.link.name]: `LOAD-${clerk.serial()}` }));
      const bill = saved?.body.data as Record<string, unknown> | undefined;
      if (bill && typeof bill.id === 'number') {
        clerk.saved.push(bill.id);
        if (declare && declarePath && Math.random() < 0.5) await post('declare', `${family.basePath}/${declarePath}`, actionBody(declare, [bill]));
      }
    } else if (dice < 0.74 && importing) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await importWorkbook(family, `LOADIM-${clerk.serial()}`))]), '导入.xlsx');
      const uploaded = await record.time('import', async () => {
        const response = await fetch(
          `${clerk.url}/api/file/upload?route=${encodeURIComponent(family.definition.ui.route)}&code=${encodeURIComponent(importing.code)}`,
          { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
        );
        const text = await response.text();
        const uri = (JSON.parse(text) as { data?: Array<{ uri: string }> }).data?.[0]?.uri;
        if (!uri) return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
        return client.post(`${family.basePath}/${importing.path}`, { [importing.fileKey ?? 'filePath']: uri }, { token });
      });
      void uploaded;
    } else if (dice < 0.76 && exporting) {
      const filters = describeFilters(family.definition);
      const call = listCallOf(family.definition, filters, initialQuery(family.definition, defaultFilterValues(filters)));
      await post('export', `${family.basePath}/${exporting.path}`, { terms: call.body.terms, sorts: call.body.sorts });
    } else if (clerk.settlement) {
      const definition = clerk.settlement;
      const filters = describeFilters(definition);
      const call = listCallOf(definition, filters, initialQuery(definition, defaultFilterValues(filters)));
      await post('settlement list', call.path, call.body);
    }
    await think();
  }
}

interface Phase {
  database: string;
  record: Tally;
  memoryBefore: number;
  memoryAfter: number;
  peak: number;
  saved: number;
  stored: number;
  requests: number;
  seconds: number;
  restartSeconds: number | null;
}

async function storedCount(database: string, url: string, table: string, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  if (database === 'sqlite') {
    const db = new Database(url, { readonly: true });
    try {
      const found = new Set((db.prepare(`select id from ${table}`).all() as Array<{ id: number }>).map((row) => row.id));
      return ids.filter((id) => found.has(id)).length;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const answer = await client.query(`select count(*)::int as n from ${table} where id = any($1::bigint[])`, [ids]);
    return (answer.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

async function runPhase(database: string, options: Options): Promise<Phase> {
  const family = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR)
    .map(createFamily)
    .find((candidate) => candidate.id === FAMILY)!;
  const settlement = loadFeatureLists(DEFAULT_BILL_SCHEMA_DIR).find((definition) => definition.family === 'other-settlement');
  const admin = (await loadSeedData(DEFAULT_SEED_DIR)).demo.accounts.find((account) => account.userType === 'ADMIN')!;
  let postgres: BenchPostgres | null = null;
  const env: Record<string, string> = {
    PORTAL_DEMO_BILLS: String(options.bills),
    PORTAL_WORKER_IDLE_MS: String(IDLE_MS),
    // One address for every clerk here; in an office they share one too, behind its gateway.
    PORTAL_CAPTCHAS_PER_MINUTE: String(options.users * 10),
    PORTAL_GENERATED_PER_USER_HOUR: '1000000',
    PORTAL_GENERATED_PER_COMPANY_HOUR: '1000000',
    PORTAL_UPLOADS_PER_USER_HOUR: '1000000',
    PORTAL_UPLOADS_PER_COMPANY_HOUR: '1000000',
  };
  if (database === 'postgres') {
    postgres = await startBenchPostgres(join(new URL('..', import.meta.url).pathname, '.tmp/bench/pg-load'), 'portal_load');
    await postgres.recreate();
    env.DATABASE_URL = postgres.url;
  }
  let portal: PortalProcess | null = null;
  try {
    console.log(`${database}: starting the portal (${options.bills} demo bills per family) …`);
    portal = await startPortalProcess(CAPTCHA, env);
    const databaseUrl = postgres?.url ?? portal.database;
    const record = new Tally();
    const memoryBefore = portal.memory().rss;
    let peak = memoryBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, portal!.memory().rss)), 1000);
    let serial = 0;
    const started = Date.now();
    const until = started + options.seconds * 1000;
    const saved: number[] = [];
    const clerks: Clerk[] = Array.from({ length: options.users }, (_, index) => ({
      client: new ApiClient(portal!.url, CAPTCHA),
      url: portal!.url,
      family,
      settlement,
      loginName: admin.loginName,
      password: admin.password,
      record,
      until,
      pauseAt: index % 3 === 0 ? started + (options.seconds * 1000) / 3 : null,
      saved,
      serial: () => (serial += 1),
    }));
    let restartSeconds: number | null = null;
    const restart =
      postgres && options.restart
        ? (async () => {
            await pause((options.seconds * 1000) / 2);
            record.restarting = true;
            const from = Date.now();
            console.log(`${database}: restarting PostgreSQL …`);
            await postgres!.restart();
            restartSeconds = (Date.now() - from) / 1000;
            // Connections the pools had are found dead on their next use: allow a few seconds for that.
            await pause(5_000);
            record.restarting = false;
          })()
        : null;
    // The clerks arrive over the first tenth of the run, as logins do at nine o'clock.
    await Promise.all([
      ...clerks.map(async (clerk, index) => {
        await pause(((options.seconds * 100) / options.users) * index);
        await clerkWalk(clerk);
      }),
      restart,
    ]);
    clearInterval(sampler);
    const memoryAfter = portal.memory().rss;
    const seconds = (Date.now() - started) / 1000;
    const requests = [...record.times.values()].reduce((sum, times) => sum + times.length, 0);
    const stored = await storedCount(database, databaseUrl, family.headTable, saved);
    return { database, record, memoryBefore, memoryAfter, peak, saved: saved.length, stored, requests, seconds, restartSeconds };
  } finally {
    await portal?.stop();
    postgres?.stop();
  }
}

function report(phases: Phase[], options: Options): void {
  console.log('');
  console.log(`bench:load — ${options.users} clerks, ${options.seconds} s, think 0.3–1.5 s, ${options.bills} demo bills per family`);
  for (const phase of phases) {
    const { record } = phase;
    console.log('');
    console.log(
      `${phase.database}: ${phase.requests} requests answered 成功 in ${phase.seconds.toFixed(0)} s (${(phase.requests / phase.seconds).toFixed(0)}/s)` +
        (phase.restartSeconds === null ? '' : `; PostgreSQL restarted in ${phase.restartSeconds.toFixed(1)} s mid-run`),
    );
    console.log('kind                 count    p50 ms   p95 ms   p99 ms   max ms  errors  503 meanwhile');
    const kinds = new Set([...record.times.keys(), ...record.errors.keys(), ...record.busy.keys()]);
    for (const kind of kinds) {
      const s = summarize(record.times.get(kind) ?? []);
      const f = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-').padStart(8);
      console.log(
        `${kind.padEnd(20)} ${String(s.count).padStart(6)} ${f(s.p50)} ${f(s.p95)} ${f(s.p99)} ${f(s.max)} ${String(record.errors.get(kind) ?? 0).padStart(7)} ${String(record.busy.get(kind) ?? 0).padStart(14)}`,
      );
    }
    for (const example of record.examples) console.log(`  error: ${example}`);
    console.log(
      `resident memory: ${phase.memoryBefore.toFixed(0)} MB before, peak ${phase.peak.toFixed(0)} MB, ${phase.memoryAfter.toFixed(0)} MB after; ` +
        `saves answered 成功: ${phase.saved}, found in the database afterwards: ${phase.stored}`,
    );
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const phases: Phase[] = [];
  for (const database of options.databases) phases.push(await runPhase(database, options));
  report(phases, options);
  if (phases.some((phase) => phase.stored !== phase.saved)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('load bench failed:', error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
