// `npm run bench:idle` (issue 26 point 6): what a clerk waits for on the first list after a pause.
// The real portal on the list benchmark's SQLite file (1,000,000 export orders, made by
// `npm run bench:list` if missing) is started as `npm start` starts it, idle time of its worker
// threads shortened to --idle seconds (30 s in production) so that a pause of twice that is short
// to wait for. A round: pause, then one new question as the list page asks it — rows, then the
// total and the state counts side by side — timed until the counts arrive. The server's first
// question is asked before the rounds, untimed. Run with the warm
// minimum (PORTAL_WORKER_WARM=1, now) and without it (0, before), the same rounds, one table.
// Options: --rounds N (3) --idle S (5).
import { resolve } from 'node:path';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { ensureBenchDatabase } from './lib/bench-database.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { FAMILY, HEAD_TABLE, LIST_PATH, STATE_COUNT_PATH } from './lib/list-scenario.ts';
import { questions, type Question } from './lib/rows-first.ts';

const root = new URL('..', import.meta.url).pathname;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`bad --${name}`);
  return value;
}

async function post(url: string, token: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: body }),
  });
  const answer = (await response.json()) as { code?: number };
  if (answer.code !== 0) throw new Error(`HTTP ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
}

async function rounds(file: string, warm: '0' | '1', asked: Question[], count: number, idleSeconds: number): Promise<{ rows: number[]; counts: number[] }> {
  const admin = (await loadSeedData(DEFAULT_SEED_DIR)).demo.accounts.find((account) => account.userType === 'ADMIN')!;
  const server = await startBenchServer(file, admin, { PORTAL_WORKER_WARM: warm, PORTAL_WORKER_IDLE_MS: String(idleSeconds * 1000) });
  const rows: number[] = [];
  const counts: number[] = [];
  try {
    // The server's first question ever (its reader's cache, the names, the first statements) is
    // not what a pause costs: asked once, untimed, before the rounds.
    await post(server.url + LIST_PATH, server.token, { ...asked[count].body, part: 'rows' });
    for (let round = 0; round < count; round += 1) {
      console.log(`PORTAL_WORKER_WARM=${warm}: round ${round + 1}, pause of ${idleSeconds * 2} s …`);
      await new Promise((done) => setTimeout(done, idleSeconds * 2000));
      const { body } = asked[round];
      const started = performance.now();
      await post(server.url + LIST_PATH, server.token, { ...body, part: 'rows' });
      rows.push(performance.now() - started);
      const countsBody = { terms: (body.terms ?? []).filter((term) => term.column !== 'state') };
      await Promise.all([
        post(server.url + LIST_PATH, server.token, { terms: body.terms, part: 'total' }),
        post(server.url + STATE_COUNT_PATH, server.token, countsBody),
      ]);
      counts.push(performance.now() - started);
    }
  } finally {
    await server.stop();
  }
  return { rows, counts };
}

async function main(): Promise<void> {
  const count = option('rounds', 3);
  const idle = option('idle', 5);
  const file = resolve(root, '.tmp/bench/list-api.sqlite');
  const prepared = await ensureBenchDatabase(file, FAMILY, HEAD_TABLE, 1_000_000);
  // Name questions in the 30-day window: the everyday first list.
  const asked = questions(prepared.newestCreateTime, [], count * 16).filter((question) => question.kind.startsWith('名称(2字)'));
  const now = await rounds(file, '1', asked.slice(0, count + 1), count, idle);
  const before = await rounds(file, '0', asked.slice(count + 1, 2 * count + 2), count, idle);
  const shown = (values: number[]) => values.map((value) => value.toFixed(0)).join(' / ');
  console.log(`\n## The first list after a pause (${prepared.bills.toLocaleString('en')} bills, SQLite, pause ${idle * 2} s > idle ${idle} s)\n`);
  console.log('| | rows, ms per round | rows + total + state counts, ms per round |');
  console.log('|---|---|---|');
  console.log(`| warm minimum 1 (now) | ${shown(now.rows)} | ${shown(now.counts)} |`);
  console.log(`| warm minimum 0 (before) | ${shown(before.rows)} | ${shown(before.counts)} |`);
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
