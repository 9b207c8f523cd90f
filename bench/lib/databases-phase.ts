// bench:list's side-by-side phase (issue 26 point 2): the same new questions (each with its state
// counts, as the list page asks them) on SQLite and on
// PostgreSQL, each holding the same number of export orders, through the real portal: the split
// answer of now (rows, then total; trigram indexes on; counts from the state-count tally) beside
// the same split answer with every whole day read from the day tally (PORTAL_TALLY_MONTHS=0, the
// path before the month tally), counted bill by bill (PORTAL_TALLY=0, the path before the tally)
// and the whole answer of before (page and count in one call, PORTAL_TRIGRAM=0: the scan for
// text). One table at the end.
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connect.ts';
import { ensureBenchDatabase } from './bench-database.ts';
import { startBenchPostgres } from './bench-postgres.ts';
import { startBenchServer } from './bench-server.ts';
import { canSplitCpu, cpuPerQuestion, cpuSnapshot, type CpuPerQuestion } from './cpu-split.ts';
import { FAMILY, HEAD_TABLE, LIST_PATH, STATE_COUNT_PATH } from './list-scenario.ts';
import { askQuestions, questions, type Question, type QuestionRun } from './rows-first.ts';

export interface DatabaseRun {
  database: 'SQLite' | 'PostgreSQL';
  bills: number;
  seeded: number;
  seedSeconds: number;
  split: QuestionRun & { cpu?: CpuPerQuestion };
  /** The split answer with whole days read from the day tally only (PORTAL_TALLY_MONTHS=0). */
  days: QuestionRun;
  /** The split answer with the counts made bill by bill (PORTAL_TALLY=0). */
  counted: QuestionRun;
  whole: QuestionRun;
  load: number;
}

interface PhaseOptions {
  root: string;
  sqliteFile: string;
  bills: number;
  connections: number;
  duration: number;
  warmup: number;
  databases: ('sqlite' | 'postgres')[];
}

type Account = { loginName: string; password: string };

async function orderNumbers(url: string, companyCode: string): Promise<string[]> {
  const db = openDatabase(url);
  try {
    const found = await sql<{
      order_no: string;
    }>`select order_no from ${sql.table(HEAD_TABLE)} where company_code = ${companyCode} and id % 997 = 0 limit 4000`.execute(db);
    return found.rows.map((row) => row.order_no);
  } finally {
    await db.destroy();
  }
}

async function runOn(kind: DatabaseRun['database'], url: string, options: PhaseOptions, admin: Account): Promise<DatabaseRun> {
  const prepared = await ensureBenchDatabase(url, FAMILY, HEAD_TABLE, options.bills);
  if (prepared.seeded > 0) console.log(`${kind}: seeded ${prepared.seeded.toLocaleString('en')} bills in ${prepared.seedSeconds.toFixed(0)} s`);
  const asked = questions(prepared.newestCreateTime, await orderNumbers(url, prepared.companyCode), 800_000);
  // Each run and its warm-up get their own questions: not one was asked before.
  const slices = Array.from({ length: 8 }, (_unused, index) => asked.slice(index * 100_000, (index + 1) * 100_000));
  const run = async (mode: 'split' | 'whole', env: Record<string, string>, warm: Question[], measured: Question[]) => {
    const server = await startBenchServer(url, admin, env);
    try {
      const target = server.url + LIST_PATH;
      const counts = server.url + STATE_COUNT_PATH;
      console.log(`${kind} ${mode}: ${options.connections} clerks, ${options.warmup} s warm-up + ${options.duration} s, questions no two alike …`);
      await askQuestions(target, counts, server.token, warm, mode, options.connections, options.warmup);
      const measurable = canSplitCpu(server.pid);
      const before = measurable ? cpuSnapshot(server.pid) : null;
      const answered = await askQuestions(target, counts, server.token, measured, mode, options.connections, options.duration);
      return before ? { ...answered, cpu: cpuPerQuestion(before, cpuSnapshot(server.pid), answered.questions) } : answered;
    } finally {
      await server.stop();
    }
  };
  const split = await run('split', {}, slices[0], slices[1]);
  const counted = await run('split', { PORTAL_TALLY: '0' }, slices[2], slices[3]);
  const whole = await run('whole', { PORTAL_TRIGRAM: '0', PORTAL_TALLY: '0' }, slices[4], slices[5]);
  const days = await run('split', { PORTAL_TALLY_MONTHS: '0' }, slices[6], slices[7]);
  return { database: kind, bills: prepared.bills, seeded: prepared.seeded, seedSeconds: prepared.seedSeconds, split, days, counted, whole, load: loadavg()[0] };
}

export async function databasesPhase(options: PhaseOptions, admin: Account): Promise<DatabaseRun[]> {
  const runs: DatabaseRun[] = [];
  if (options.databases.includes('sqlite')) runs.push(await runOn('SQLite', options.sqliteFile, options, admin));
  if (options.databases.includes('postgres')) {
    const cluster = await startBenchPostgres(resolve(options.root, '.tmp/bench/pg-list'));
    try {
      runs.push(await runOn('PostgreSQL', cluster.url, options, admin));
    } finally {
      cluster.stop();
    }
  }
  return runs;
}

/** Where the cores' time went in the split run, per question, against what 300 questions/s leave. */
function printCpu(runs: DatabaseRun[]): void {
  const measured = runs.filter((run) => run.split.cpu);
  if (measured.length === 0) return;
  const cores = availableParallelism();
  console.log(`\nCPU a question on a core, rows first (ms; ${cores} cores: 300 questions/s leave ${((cores * 1000) / 300).toFixed(1)} ms for everything)\n`);
  console.log('| database | request thread | other portal threads | load generator | rest of the machine | all busy | idle |');
  console.log('|---|---|---|---|---|---|---|');
  for (const run of measured) {
    const cpu = run.split.cpu!;
    const busy = cpu.requestThread + cpu.portalOtherThreads + cpu.generator + cpu.rest;
    console.log(
      `| ${run.database} | ${ms(cpu.requestThread)} | ${ms(cpu.portalOtherThreads)} | ${ms(cpu.generator)} | ${ms(cpu.rest)} | ${ms(busy)} | ${ms(cpu.idle)} |`,
    );
  }
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(1));

export function printDatabases(runs: DatabaseRun[], connections: number): void {
  console.log(`\n## Rows first, totals after: the same new questions on each database (${connections} clerks, no two questions alike)\n`);
  console.log(
    '| database | bills | rows p50 / p95 ms | total p50 / p95 ms | questions/s | days only: rows p95 / total p95 ms | days only: questions/s | bill by bill: rows p95 / total p95 ms | bill by bill: questions/s | before: page+count p50 / p95 ms | before: questions/s | errors | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const { split, days, counted, whole } = run;
    console.log(
      `| ${run.database} | ${run.bills.toLocaleString('en')} | ${ms(split.rows.p50)} / ${ms(split.rows.p95)} | ${ms(split.total?.p50)} / ${ms(split.total?.p95)} | ${split.questionsPerSecond.toFixed(0)} | ${ms(days.rows.p95)} / ${ms(days.total?.p95)} | ${days.questionsPerSecond.toFixed(0)} | ${ms(counted.rows.p95)} / ${ms(counted.total?.p95)} | ${counted.questionsPerSecond.toFixed(0)} | ${ms(whole.rows.p50)} / ${ms(whole.rows.p95)} | ${whole.questionsPerSecond.toFixed(0)} | ${split.errors + days.errors + counted.errors + whole.errors} | ${run.load.toFixed(1)} |`,
    );
  }
  console.log('\np95 by kind of question (ms): rows / total (now) · total (days only) · rows / total (bill by bill) · page+count (before)\n');
  const kinds = Object.keys(runs[0]?.split.rowsByKind ?? {});
  console.log(`| kind | ${runs.map((run) => run.database).join(' | ')} |`);
  console.log(`|---|${runs.map(() => '---').join('|')}|`);
  for (const kind of kinds) {
    const cell = (run: DatabaseRun) =>
      `${ms(run.split.rowsByKind[kind])} / ${ms(run.split.totalByKind[kind])} · ${ms(run.days.totalByKind[kind])} · ${ms(run.counted.rowsByKind[kind])} / ${ms(run.counted.totalByKind[kind])} · ${ms(run.whole.rowsByKind[kind])}`;
    console.log(`| ${kind} | ${runs.map(cell).join(' | ')} |`);
  }
  printCpu(runs);
  for (const run of runs) {
    console.log(
      `${run.database}: months against days only, same run: total p95 ×${((run.split.total?.p95 ?? NaN) / (run.days.total?.p95 ?? NaN)).toFixed(2)}, questions/s ×${(run.split.questionsPerSecond / run.days.questionsPerSecond).toFixed(2)}`,
    );
    console.log(
      `${run.database}: the tally against bill by bill, same run: total p95 ×${((run.split.total?.p95 ?? NaN) / (run.counted.total?.p95 ?? NaN)).toFixed(2)}, questions/s ×${(run.split.questionsPerSecond / run.counted.questionsPerSecond).toFixed(2)}`,
    );
  }
  const sqlite = runs.find((run) => run.database === 'SQLite');
  const postgres = runs.find((run) => run.database === 'PostgreSQL');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  if (sqlite) {
    console.log(`\nSQLite: rows p95 ${ms(sqlite.split.rows.p95)} ≤ 20 ms ${verdict(sqlite.split.rows.p95 <= 20)}`);
    console.log(`SQLite: total p95 ${ms(sqlite.split.total?.p95)} ≤ 150 ms ${verdict((sqlite.split.total?.p95 ?? Infinity) <= 150)}`);
    console.log(`SQLite: ${sqlite.split.questionsPerSecond.toFixed(0)} new questions/s ≥ 300 ${verdict(sqlite.split.questionsPerSecond >= 300)}`);
  }
  if (sqlite && postgres) {
    const ratio = (a: number, b: number) => a / b;
    const rowsRatio = ratio(postgres.split.rows.p95, sqlite.split.rows.p95);
    const totalRatio = ratio(postgres.split.total?.p95 ?? NaN, sqlite.split.total?.p95 ?? NaN);
    console.log(
      `PostgreSQL / SQLite: rows p95 ×${rowsRatio.toFixed(2)}, total p95 ×${totalRatio.toFixed(2)} (within 2×: ${verdict(rowsRatio <= 2 && totalRatio <= 2)})`,
    );
  }
}
