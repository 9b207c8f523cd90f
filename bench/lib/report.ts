// Prints the benchmark's findings: the machine, the request, the plan, a table of figures and
// PASS/MISS per target of the issue. A miss is reported, never turned into a failing exit code.
import { cpus } from 'node:os';
import type { LoadFigures } from './load.ts';
import type { MixedFigures } from './mixed-load.ts';
import type { RawTimings } from './raw-sql.ts';
import type { Summary } from './stats.ts';

export type MeasuredLoad = LoadFigures & { serverCpuMsPerRequest: number };

export const TARGETS = { p95Ms: 20, requestsPerSecond: 1500, overheadRatio: 2 };
/** Issue "Hardening" 2: a light request's p95 under heavy load, and heavy throughput against the 61 req/s measured before. */
export const MIXED_TARGETS = { lightP95Ms: 50, heavyFactor: 1.8, heavyBefore: 61 };

export type MixedRun = MixedFigures & { label: string; serverCpuMsPerRequest: number; load: number };

export interface Findings {
  sqliteVersion: string;
  /** 1-minute load average before and after the run: other work on the machine skews figures. */
  load: { before: number; after: number };
  bills: number;
  request: string;
  total: number;
  plan: { rows: string[]; count: string[] };
  raw: RawTimings;
  sequential: MeasuredLoad;
  /** Sequential requests no two alike (window end shifted by a second each). */
  distinct: MeasuredLoad;
  loaded: MeasuredLoad;
  /** The same load with requests no two alike (no help from SQLite's page cache of one query). */
  loadedDistinct: MeasuredLoad;
}

const ms = (value: number) => value.toFixed(2);

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
}

function latencyRow(name: string, summary: Summary, extra: string): string[] {
  return [name, String(summary.count), ms(summary.p50), ms(summary.p95), ms(summary.p99), ms(summary.max), extra];
}

/**
 * Endpoint p50 over the p50 of the same SQL run directly (page + count every time). Taken on
 * requests no two alike, so neither side profits from a warm cache the other lacks.
 */
export function overheadRatios(findings: Findings): { likeForLike: number; repeated: number } {
  return {
    likeForLike: findings.distinct.latency.p50 / findings.raw.total.p50,
    repeated: findings.sequential.latency.p50 / findings.raw.total.p50,
  };
}

export function machineFacts(sqliteVersion: string): string {
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), Node ${process.versions.node}, SQLite ${sqliteVersion}`;
}

export function printFindings(findings: Findings): void {
  const { raw, sequential, distinct, loaded, loadedDistinct } = findings;
  const ratios = overheadRatios(findings);
  console.log('');
  console.log(`machine: ${machineFacts(findings.sqliteVersion)}`);
  console.log('note: autocannon, the server and its SQLite share these cores over loopback; the load generator takes CPU the server would otherwise have.');
  console.log(
    `load average (1 min) before / after: ${findings.load.before.toFixed(2)} / ${findings.load.after.toFixed(2)} (anything well above 0 means other work competed)`,
  );
  console.log(`data:    ${findings.bills.toLocaleString('en')} export orders of the demo company (SQLite file, WAL)`);
  console.log(
    `request: POST /api/enterprise/expu/order/pageList, 50 rows, create_time desc, ${findings.request} → total ${findings.total.toLocaleString('en')}`,
  );
  console.log(`plan (rows):  ${findings.plan.rows.join(' | ')}`);
  console.log(`plan (count): ${findings.plan.count.join(' | ')}`);
  console.log('');
  const widths = [44, 6, 8, 8, 8, 8, 8, 14];
  const endpoint = (name: string, figures: MeasuredLoad) =>
    // One connection waits for each answer: its rate says nothing about throughput.
    row([...latencyRow(name, figures.latency, figures.connections > 1 ? figures.requestsPerSecond.toFixed(0) : ''), ms(figures.serverCpuMsPerRequest)], widths);
  console.log(row(['measure (ms)', 'n', 'p50', 'p95', 'p99', 'max', 'req/s', 'server CPU/req'], widths));
  console.log(row(['raw SQL: page (50 rows)', ...latencyRow('', raw.rows, '').slice(1)], widths));
  if (raw.count) console.log(row(['raw SQL: count(*)', ...latencyRow('', raw.count, '').slice(1)], widths));
  console.log(row(['raw SQL: page + count', ...latencyRow('', raw.total, '').slice(1)], widths));
  console.log(endpoint('endpoint, 1 connection, same request', sequential));
  console.log(endpoint('endpoint, 1 connection, no two alike', distinct));
  console.log(endpoint(`endpoint, ${loaded.connections} connections, same request`, loaded));
  console.log(endpoint(`endpoint, ${loaded.connections} connections, no two alike`, loadedDistinct));
  const failures = sequential.failures + distinct.failures + loaded.failures + loadedDistinct.failures;
  console.log(
    `(loaded runs ${loaded.seconds.toFixed(1)} s and ${loadedDistinct.seconds.toFixed(1)} s; autocannon's own p97.5 under load: ${ms(loaded.autocannonP97_5)} ms; failed requests: ${failures})`,
  );
  console.log('(server CPU/req: CPU time the server process used during the run divided by the requests it answered)');
  console.log(
    `overhead ratio, endpoint p50 (1 connection, no two alike: it runs page + count) / raw SQL p50 (page + count): ${ms(distinct.latency.p50)} / ${ms(raw.total.p50)} = ${ratios.likeForLike.toFixed(2)}`,
  );
  console.log(
    `for information: repeated identical request ${ms(sequential.latency.p50)} / ${ms(raw.total.p50)} = ${ratios.repeated.toFixed(2)}; ` +
      `loaded p50 / raw SQL p50 = ${ms(loaded.latency.p50)} / ${ms(raw.total.p50)} = ${(loaded.latency.p50 / raw.total.p50).toFixed(2)}`,
  );
  console.log('');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  console.log(`target p95 under load ≤ ${TARGETS.p95Ms} ms:     ${ms(loaded.latency.p95)} ms  ${verdict(loaded.latency.p95 <= TARGETS.p95Ms)}`);
  console.log(
    `target throughput ≥ ${TARGETS.requestsPerSecond} req/s:   ${loaded.requestsPerSecond.toFixed(0)} req/s  ${verdict(loaded.requestsPerSecond >= TARGETS.requestsPerSecond)}`,
  );
  console.log(
    `target overhead ratio ≤ ${TARGETS.overheadRatio}:             ${ratios.likeForLike.toFixed(2)}  ${verdict(ratios.likeForLike <= TARGETS.overheadRatio)}`,
  );
}

export function printMixed(runs: { workers: MixedRun; inline: MixedRun }, connections: number, seconds: number): void {
  const widths = [52, 6, 8, 8, 8, 8, 8, 14];
  console.log('');
  console.log(`mixed load: ${connections} connections of list requests no two alike (heavy) for ${seconds} s, and a light user (its own process) asking`);
  console.log('every 50 ms for the public key (no database) and a dictionary (token, session, one read) in turn');
  console.log(row(['measure (ms)', 'n', 'p50', 'p95', 'p99', 'max', 'req/s', 'server CPU/req'], widths));
  for (const run of [runs.workers, runs.inline]) {
    console.log(`${run.label} (load average after: ${run.load.toFixed(2)})`);
    console.log(
      row([...latencyRow('  heavy: list, no two alike', run.heavy.latency, run.heavy.requestsPerSecond.toFixed(0)), ms(run.serverCpuMsPerRequest)], widths),
    );
    console.log(row(latencyRow('  light: all', run.light.all, ''), widths));
    console.log(row(latencyRow('  light: public key', run.light.publicKey, ''), widths));
    console.log(row(latencyRow('  light: dictionary', run.light.dictionary, ''), widths));
    console.log(`  failed: heavy ${run.heavy.failures}, light ${run.light.failures}`);
  }
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const { workers, inline } = runs;
  const wanted = MIXED_TARGETS.heavyFactor * MIXED_TARGETS.heavyBefore;
  console.log('');
  console.log(
    `target light p95 ≤ ${MIXED_TARGETS.lightP95Ms} ms under heavy load:     ${ms(workers.light.all.p95)} ms  ${verdict(workers.light.all.p95 <= MIXED_TARGETS.lightP95Ms)}  (before: ${ms(inline.light.all.p95)} ms)`,
  );
  console.log(
    `target heavy ≥ ${MIXED_TARGETS.heavyFactor} × ${MIXED_TARGETS.heavyBefore} = ${wanted.toFixed(0)} req/s:          ${workers.heavy.requestsPerSecond.toFixed(0)} req/s  ${verdict(workers.heavy.requestsPerSecond >= wanted)}` +
      `  (same run, before: ${inline.heavy.requestsPerSecond.toFixed(0)} req/s; ratio ${(workers.heavy.requestsPerSecond / inline.heavy.requestsPerSecond).toFixed(2)})`,
  );
}
