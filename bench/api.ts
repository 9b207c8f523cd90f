// `npm run bench:api` (issue 27, "Benchmark"): the open API as an ERP uses it, on the portal as
// `npm start` runs it, on SQLite and on PostgreSQL.
// 1. Push: --orders export orders with --lines lines each, by --clients clients at once, each
//    sending batches of 1,000 (the bulk call's cap) signed, with an Idempotency-Key, one after the
//    other. Printed: the wall time end to end (target ≤ 60 s for 100,000 × 3 on these two cores),
//    orders and lines a second, each call's p50/p95/max; every order and line counted in the
//    database afterwards.
// 2. Callbacks: 2 × --declare of those orders declared by orderNo; the customs simulator answers
//    each with its receipts; every event (the 申报 itself, then each receipt) is posted to a
//    receiver on this machine. Live round: the receiver answers at once, so the events come at
//    customs' pace; printed: the rate and the lag an ERP waits (occurred → received) p50/p95.
//    Backlog round: the receiver holds the first tries unanswered until every receipt is queued,
//    then answers; printed: the rate the portal drains a backlog at. Checked in both: each event
//    once, each order's events in order, nothing left queued.
// Options: --orders N (100000) --lines N (3) --clients N (4) --declare N (5000 each round) --databases sqlite,postgres
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createFamily, type BillFamily } from '../server/bills/family.ts';
import { loadDefinitions } from '../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../server/bills/settings.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { ACCEPTED_PATH, RETURNED } from '../server/simulator/official-statuses.ts';
import { ApiClient } from '../tests/api/api-client.ts';
import { orderBody } from '../tests/api/bills/bill-fixtures.ts';
import { signedFetch, type ApiKeyPair } from '../tests/api/open-api-signing.ts';
import { startBenchPostgres, type BenchPostgres } from './lib/bench-postgres.ts';
import { startPortalProcess, type PortalProcess } from './lib/portal-process.ts';
import { summarize, type Summary } from './lib/stats.ts';

const CAPTCHA = 'AP1B';
const FAMILY = 'export-order';
const BATCH = 1000;
const SCOPES = [`${FAMILY}:read`, `${FAMILY}:write`, `${FAMILY}:declare`];
/** A callback round ends when its end has held this long (nothing arrives after it). */
const QUIET_MS = 2_000;
const CALLBACK_BUDGET_MS = 15 * 60 * 1000;

interface Options {
  orders: number;
  lines: number;
  clients: number;
  declare: number;
  databases: string[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = { orders: 100_000, lines: 3, clients: 4, declare: 5_000, databases: ['sqlite', 'postgres'] };
  for (let index = 0; index < argv.length; index += 2) {
    const [key, value] = [argv[index]?.replace(/^--/, ''), argv[index + 1] ?? ''];
    if (key === 'databases') options.databases = value.split(',');
    else if (key === 'orders' || key === 'lines' || key === 'clients' || key === 'declare') options[key] = Number(value);
    else throw new Error(`bad argument: ${argv[index]}`);
  }
  return options;
}

const orderNoOf = (run: string, index: number) => `${run}${String(index).padStart(8, '0')}`;

/** An order of the fixtures with `lines` lines (the fixture's lines repeated), its 商品价格 their sum. */
function orderWithLines(orderNo: string, lines: number): Record<string, unknown> {
  const base = orderBody({ orderNo });
  const given = base.lines as { totalPrice: number }[];
  const made = Array.from({ length: lines }, (_, index) => ({ ...given[index % given.length], gnum: index + 1, itemNo: `SKU-${index + 1}` }));
  // Cents, so the sum is exact; the definition's x-sumOfLines checks it to the cent.
  const cents = made.reduce((sum, line) => sum + Math.round(Number(line.totalPrice) * 100), 0);
  return { ...base, goodsValue: cents / 100, lines: made };
}

interface PushResult {
  seconds: number;
  calls: Summary;
  created: number;
  failed: number;
  firstFailure: string | null;
  storedOrders: number;
  storedLines: number;
}

interface CallbackResult {
  declared: number;
  events: number;
  seconds: number;
  perSecond: number;
  lag: Summary;
  repeats: number;
  outOfOrder: number;
  pendingLeft: number;
}

interface Phase {
  database: string;
  push: PushResult;
  live: CallbackResult | null;
  backlog: CallbackResult | null;
  rssMb: { before: number; peak: number; after: number };
}

async function push(url: string, key: ApiKeyPair, options: Options, run: string): Promise<Omit<PushResult, 'storedOrders' | 'storedLines'>> {
  const batches = Math.ceil(options.orders / BATCH);
  let next = 0;
  let created = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const times: number[] = [];
  const started = performance.now();
  // Each client takes the next batch when its previous call has answered, as a queue of workers would.
  const client = async () => {
    for (let batch = next++; batch < batches; batch = next++) {
      const from = batch * BATCH;
      const items = Array.from({ length: Math.min(BATCH, options.orders - from) }, (_, index) => orderWithLines(orderNoOf(run, from + index), options.lines));
      const body = JSON.stringify({ items });
      const path = `/api/open/v1/bills/${FAMILY}`;
      const callStarted = performance.now();
      const answer = await signedFetch(url, key, { method: 'POST', path, body, headers: { 'Idempotency-Key': `${run}-${batch}` } });
      times.push(performance.now() - callStarted);
      if (answer.status !== 200 || answer.body.code !== 0) throw new Error(`bulk call ${batch} answered ${answer.status}: ${answer.body.message}`);
      created += answer.body.data.created;
      failed += answer.body.data.failed;
      if (answer.body.data.failed > 0 && firstFailure === null) {
        firstFailure = JSON.stringify(answer.body.data.items.find((item: { ok: boolean }) => !item.ok));
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  return { seconds: (performance.now() - started) / 1000, calls: summarize(times), created, failed, firstFailure };
}

interface Receiver {
  url: string;
  server: Server;
  /** While set, requests are held unanswered (the portal's tries wait), to let a backlog build. */
  holding: boolean;
  held: (() => void)[];
  round: Round;
}

/** What the receiver heard in one round. */
interface Round {
  events: number;
  repeats: number;
  outOfOrder: number;
  lags: number[];
  firstAt: number;
  lastAt: number;
}

const newRound = (): Round => ({ events: 0, repeats: 0, outOfOrder: 0, lags: [], firstAt: 0, lastAt: 0 });

/** A receiver on this machine: counts events, repeats by event id, and each bill's versions out of order. */
function startReceiver(): Promise<Receiver> {
  const seen = new Set<string>();
  const versions = new Map<number, number>();
  const receiver = { holding: false, held: [], round: newRound() } as unknown as Receiver;
  receiver.server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { eventId: string; id: number; version: number; occurredAt: string };
        const { round } = receiver;
        const now = Date.now();
        if (seen.has(payload.eventId)) round.repeats += 1;
        else {
          seen.add(payload.eventId);
          round.events += 1;
          if ((versions.get(payload.id) ?? -1) > payload.version) round.outOfOrder += 1;
          versions.set(payload.id, payload.version);
          // occurredAt is China time to the second: the lag is measured from it, so it is ±1 s.
          round.lags.push(now - Date.parse(`${payload.occurredAt.replace(' ', 'T')}+08:00`));
          round.firstAt ||= now;
          round.lastAt = now;
        }
        response.writeHead(200).end();
      };
      if (receiver.holding) receiver.held.push(answer);
      else answer();
    });
  });
  return new Promise((resolve) =>
    receiver.server.listen(0, '127.0.0.1', () => {
      const address = receiver.server.address();
      receiver.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/callbacks`;
      resolve(receiver);
    }),
  );
}

/** A read of the portal's database, SQLite or PostgreSQL, for the checks after each phase. */
async function count(database: string, url: string, sqlText: string): Promise<number> {
  if (database === 'sqlite') {
    const db = new Database(url, { readonly: true });
    try {
      return Number((db.prepare(sqlText).get() as { n: number }).n);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sqlText)).rows[0].n);
  } finally {
    await client.end();
  }
}

interface Portal {
  database: string;
  databaseUrl: string;
  url: string;
  key: ApiKeyPair;
  family: BillFamily;
  /** The states after which customs sends an order nothing more: its last accepted step the family's state list has, and 退单. */
  finalStates: string[];
}

/** How many of the orders `orderNos` (consecutive numbers) are in a final state. */
const settledOrders = (portal: Portal, orderNos: string[]) =>
  count(
    portal.database,
    portal.databaseUrl,
    `select count(*) as n from ${portal.family.headTable} where ${portal.family.link.column} between '${orderNos[0]}' and '${orderNos[orderNos.length - 1]}'
       and state in (${portal.finalStates.map((state) => `'${state}'`).join(', ')})`,
  );

async function finalStatesOf(database: string, databaseUrl: string, family: BillFamily): Promise<string[]> {
  const { mode, billType } = family.definition.ui.stateType ?? { mode: '', billType: '' };
  const listed = await Promise.all(
    ACCEPTED_PATH.map(async (state) =>
      (await count(
        database,
        databaseUrl,
        `select count(*) as n from state_option where mode = '${mode}' and bill_type = '${billType}' and state = '${state}'`,
      )) > 0
        ? state
        : null,
    ),
  );
  return [listed.filter((state) => state !== null).at(-1)!, RETURNED];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function declareOrders(portal: Portal, orderNos: string[]): Promise<void> {
  for (let from = 0; from < orderNos.length; from += BATCH) {
    const keys = orderNos.slice(from, from + BATCH);
    const answer = await signedFetch(portal.url, portal.key, { method: 'POST', path: `/api/open/v1/bills/${FAMILY}/declare`, body: JSON.stringify({ keys }) });
    if (answer.status !== 200 || answer.body.code !== 0) throw new Error(`declare answered ${answer.status}: ${answer.body.message}`);
  }
}

/** Waits until `settled` has held for QUIET_MS (checked each second), showing `progress`. */
async function waitQuiet(label: string, state: () => Promise<{ settled: boolean; progress: string }>): Promise<void> {
  const started = Date.now();
  let quietSince: number | null = null;
  while (Date.now() - started < CALLBACK_BUDGET_MS) {
    await pause(1000);
    const { settled, progress } = await state();
    process.stdout.write(`\r${label}: ${progress}   `);
    if (!settled) quietSince = null;
    else if ((quietSince ??= Date.now()) && Date.now() - quietSince >= QUIET_MS) break;
  }
  process.stdout.write('\n');
}

const pendingDeliveries = (portal: Portal) =>
  count(portal.database, portal.databaseUrl, `select count(*) as n from callback_delivery where status = 'pending'`);

/**
 * Live: orders declared with the receiver answering at once; each event arrives as customs
 * answers (the rate is customs' pace; the lag is what an ERP waits). Backlog: orders declared
 * while the receiver holds its first requests unanswered, until every receipt is queued; then it
 * answers, and the rate is the portal's delivery capacity.
 */
async function callbacks(portal: Portal, receiver: Receiver, orderNos: string[], backlog: boolean): Promise<CallbackResult> {
  receiver.round = newRound();
  const label = `${portal.database} ${backlog ? 'backlog' : 'live'}`;
  let opened = 0;
  if (backlog) {
    receiver.holding = true;
    await declareOrders(portal, orderNos);
    let queued = -1;
    await waitQuiet(label, async () => {
      const now = await pendingDeliveries(portal);
      const answered = await settledOrders(portal, orderNos);
      const settled = now === queued && answered === orderNos.length;
      queued = now;
      return { settled, progress: `${now} callbacks queued, ${answered} of ${orderNos.length} orders answered by customs, receiver holding …` };
    });
    receiver.holding = false;
    opened = Date.now();
    for (const answer of receiver.held.splice(0)) answer();
  } else await declareOrders(portal, orderNos);
  let pending = Number.POSITIVE_INFINITY;
  await waitQuiet(label, async () => {
    pending = await pendingDeliveries(portal);
    const settled = await settledOrders(portal, orderNos);
    return {
      settled: pending === 0 && settled === orderNos.length,
      progress: `${receiver.round.events} callbacks received, ${pending} queued, ${settled} of ${orderNos.length} orders answered by customs …`,
    };
  });
  const { round } = receiver;
  const seconds = (round.lastAt - (backlog ? opened : round.firstAt)) / 1000;
  return {
    declared: orderNos.length,
    events: round.events,
    seconds,
    perSecond: seconds > 0 ? round.events / seconds : Number.NaN,
    lag: summarize(round.lags),
    repeats: round.repeats,
    outOfOrder: round.outOfOrder,
    pendingLeft: pending,
  };
}

const orderFamily = (): BillFamily =>
  loadDefinitions(DEFAULT_BILL_SCHEMA_DIR)
    .map(createFamily)
    .find((candidate) => candidate.id === FAMILY)!;

async function runPhase(database: string, options: Options): Promise<Phase> {
  const admin = (await loadSeedData(DEFAULT_SEED_DIR)).demo.accounts.find((account) => account.userType === 'ADMIN')!;
  const env: Record<string, string> = {
    PORTAL_DEMO_BILLS: '0',
    PORTAL_CALLBACK_ALLOW_HTTP: '1',
    PORTAL_API_BODY_MB: '16',
    // The backlog round holds the portal's first tries unanswered until every receipt is queued.
    PORTAL_CALLBACK_TIMEOUT_MS: String(CALLBACK_BUDGET_MS),
  };
  let postgres: BenchPostgres | null = null;
  if (database === 'postgres') {
    postgres = await startBenchPostgres(join(new URL('..', import.meta.url).pathname, '.tmp/bench/pg-api'), 'portal_api');
    await postgres.recreate();
    env.DATABASE_URL = postgres.url;
  }
  let portal: PortalProcess | null = null;
  const receiver = await startReceiver();
  try {
    console.log(`${database}: starting the portal …`);
    portal = await startPortalProcess(CAPTCHA, env);
    const databaseUrl = postgres?.url ?? portal.database;
    const session = await new ApiClient(portal.url, CAPTCHA).session(admin.loginName, admin.password);
    const web = new ApiClient(portal.url, CAPTCHA);
    const made = await web.post('/api/enterprise/apiKey/create', { name: 'bench:api', scopes: SCOPES }, { token: session.token });
    if (made.body.code !== 0) throw new Error(`key: ${made.text}`);
    const key = made.body.data as ApiKeyPair;
    const callback = await web.post('/api/enterprise/apiKey/update', { keyId: key.keyId, callbackUrl: receiver.url }, { token: session.token });
    if (callback.body.code !== 0) throw new Error(`callback address: ${callback.text}`);

    const before = portal.memory().rss;
    const run = `BA${Date.now().toString(36).toUpperCase()}`;
    console.log(`${database}: pushing ${options.orders} orders × ${options.lines} lines by ${options.clients} clients …`);
    const pushed = await push(portal.url, key, options, run);
    const family = orderFamily();
    const mine = `h.company_code = '${session.userInfo.companyCode}' and h.${family.link.column} like '${run}%'`;
    const storedOrders = await count(database, databaseUrl, `select count(*) as n from ${family.headTable} h where ${mine}`);
    const storedLines = await count(
      database,
      databaseUrl,
      `select count(*) as n from ${family.lineTable} l join ${family.headTable} h on h.id = l.head_id where ${mine}`,
    );
    console.log(`${database}: ${pushed.created} created in ${pushed.seconds.toFixed(1)} s`);
    const target: Portal = { database, databaseUrl, url: portal.url, key, family, finalStates: await finalStatesOf(database, databaseUrl, family) };
    const declared = Array.from({ length: Math.min(2 * options.declare, options.orders) }, (_, index) => orderNoOf(run, index));
    const half = Math.ceil(declared.length / 2);
    const live = options.declare > 0 ? await callbacks(target, receiver, declared.slice(0, half), false) : null;
    const backlog = options.declare > 0 ? await callbacks(target, receiver, declared.slice(half), true) : null;
    const { rss: after, peak } = portal.memory();
    return {
      database,
      push: { ...pushed, storedOrders, storedLines },
      live,
      backlog,
      rssMb: { before: Math.round(before), peak: Math.round(peak), after: Math.round(after) },
    };
  } finally {
    receiver.server.close();
    await portal?.stop();
    postgres?.stop();
  }
}

function report(phases: Phase[], options: Options): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log('');
  console.log(
    `bench:api — ${options.orders} orders × ${options.lines} lines, ${options.clients} clients, batches of ${BATCH}; ${options.declare} declared for callbacks live and as many for a backlog`,
  );
  console.log('');
  console.log('| | ' + phases.map((phase) => phase.database).join(' | ') + ' |');
  console.log('|---|' + phases.map(() => '---').join('|') + '|');
  const row = (label: string, value: (phase: Phase) => string) => console.log(`| ${label} | ${phases.map(value).join(' | ')} |`);
  row('push, end to end', (phase) => `${phase.push.seconds.toFixed(1)} s`);
  row('orders / s', (phase) => `${Math.round(phase.push.created / phase.push.seconds)}`);
  row('lines / s', (phase) => `${Math.round((phase.push.created * options.lines) / phase.push.seconds)}`);
  row('bulk call p50 / p95 / max', (phase) => `${ms(phase.push.calls.p50)} / ${ms(phase.push.calls.p95)} / ${ms(phase.push.calls.max)}`);
  row('created / failed', (phase) => `${phase.push.created} / ${phase.push.failed}`);
  row('stored orders / lines', (phase) => `${phase.push.storedOrders} / ${phase.push.storedLines}`);
  const rounds = [
    ['live', (phase: Phase) => phase.live],
    ['backlog', (phase: Phase) => phase.backlog],
  ] as const;
  for (const [name, of] of rounds) {
    const with_ = (text: (round: CallbackResult) => string) => (phase: Phase) => {
      const round = of(phase);
      return round ? text(round) : '—';
    };
    row(
      `callbacks ${name}: received`,
      with_((round) => `${round.events} for ${round.declared} orders in ${round.seconds.toFixed(1)} s`),
    );
    row(
      `callbacks ${name}: per second`,
      with_((round) => `${Math.round(round.perSecond)}`),
    );
    if (name === 'live')
      row(
        'callbacks live: lag p50 / p95',
        with_((round) => `${ms(round.lag.p50)} / ${ms(round.lag.p95)}`),
      );
    row(
      `callbacks ${name}: repeats / out of order / left queued`,
      with_((round) => `${round.repeats} / ${round.outOfOrder} / ${round.pendingLeft}`),
    );
  }
  row('portal RSS before / peak / after', (phase) => `${phase.rssMb.before} / ${phase.rssMb.peak} / ${phase.rssMb.after} MB`);
  for (const phase of phases) {
    if (phase.push.firstFailure) console.log(`${phase.database}: first refused item: ${phase.push.firstFailure}`);
  }
  const wrong = phases.filter(
    (phase) =>
      phase.push.failed > 0 ||
      phase.push.storedOrders !== options.orders ||
      phase.push.storedLines !== options.orders * options.lines ||
      [phase.live, phase.backlog].some((round) => round && (round.repeats > 0 || round.outOfOrder > 0 || round.pendingLeft > 0)),
  );
  if (wrong.length > 0) {
    console.log(`FAILED on ${wrong.map((phase) => phase.database).join(', ')}`);
    process.exitCode = 1;
  }
}

const options = parseOptions(process.argv.slice(2));
const phases: Phase[] = [];
for (const database of options.databases) phases.push(await runPhase(database, options));
report(phases, options);
