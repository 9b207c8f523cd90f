// The figures of `npm run bench:weight`: per build and screen the scripts' count, raw and gzip
// bytes and the largest files with what they hold; then the targets of issue 26 point 3 with
// PASS or FAIL (a miss is reported, never turned into a failing exit code).
import { describeChunk, type PortalBuild } from './weight-build.ts';
import type { ScreenWeight } from './weight-screens.ts';

export const WEIGHT_TARGETS = { loginGzipKiB: 200, listGzipKiB: 450, firstRowsMs: 1500 };

export interface BuildFigures {
  build: PortalBuild;
  screens: ScreenWeight[];
  /** Cold list, CPU slowed 4×: ms to first rows painted, one per run. */
  firstRows: number[];
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function totals(screen: ScreenWeight): { files: number; raw: number; gzip: number } {
  return {
    files: screen.scripts.length,
    raw: screen.scripts.reduce((sum, file) => sum + file.raw, 0),
    gzip: screen.scripts.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** One screen: its totals, then its `top` largest scripts and what each holds. */
export function screenReport(figures: BuildFigures, screen: ScreenWeight, top: number): string[] {
  const sum = totals(screen);
  const lines = [`[${figures.build.label}] ${screen.screen}: ${sum.files} scripts, ${kib(sum.raw)} KiB raw, ${kib(sum.gzip)} KiB gzip`];
  for (const file of screen.scripts.slice(0, top)) {
    const chunk = figures.build.chunks.get(file.path);
    lines.push(`    ${kib(file.gzip).padStart(6)} KiB gz  ${(chunk?.name ?? file.path).padEnd(22)} ${describeChunk(chunk)}`);
  }
  const rest = screen.scripts.slice(top);
  if (rest.length) lines.push(`    ${kib(rest.reduce((s, f) => s + f.gzip, 0)).padStart(6)} KiB gz  (${rest.length} smaller files)`);
  return lines;
}

function screenOf(figures: BuildFigures, name: string): ScreenWeight {
  const screen = figures.screens.find((candidate) => candidate.screen === name);
  if (!screen) throw new Error(`no figures for ${name}`);
  return screen;
}

/** The targets' table: one column per build (before, now), then PASS/FAIL of the last. */
export function targetTable(all: BuildFigures[], cpuRate: number): string[] {
  const rows: Array<[string, string, (figures: BuildFigures) => number, (value: number) => string, number]> = [
    [
      'login: script gzip (KiB)',
      `≤ ${WEIGHT_TARGETS.loginGzipKiB}`,
      (f) => totals(screenOf(f, 'login')).gzip / 1024,
      (v) => v.toFixed(1),
      WEIGHT_TARGETS.loginGzipKiB,
    ],
    [
      'cold list: script gzip (KiB)',
      `≤ ${WEIGHT_TARGETS.listGzipKiB}`,
      (f) => totals(screenOf(f, 'list (cold)')).gzip / 1024,
      (v) => v.toFixed(1),
      WEIGHT_TARGETS.listGzipKiB,
    ],
    ['cold list: script files', '', (f) => totals(screenOf(f, 'list (cold)')).files, (v) => String(v), Infinity],
    [
      `cold list: first rows, CPU ${cpuRate}× (ms, median)`,
      `≤ ${WEIGHT_TARGETS.firstRowsMs}`,
      (f) => median(f.firstRows),
      (v) => v.toFixed(0),
      WEIGHT_TARGETS.firstRowsMs,
    ],
    ['detail: script gzip (KiB)', '', (f) => totals(screenOf(f, 'detail')).gzip / 1024, (v) => v.toFixed(1), Infinity],
    ['statistics: script gzip (KiB)', '', (f) => totals(screenOf(f, 'statistics')).gzip / 1024, (v) => v.toFixed(1), Infinity],
  ];
  const header = ['', 'target', ...all.map((f) => f.build.label), 'result'];
  const body = rows.map(([name, target, value, format, limit]) => {
    const values = all.map(value);
    const last = values[values.length - 1];
    return [name, target, ...values.map(format), limit === Infinity ? '' : last <= limit ? 'PASS' : 'FAIL'];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), ...body.map(line)];
}

/** The runs behind each median, so a reader can see the spread. */
export function firstRowsRuns(all: BuildFigures[]): string[] {
  return all.map((figures) => `[${figures.build.label}] first rows (ms): ${figures.firstRows.map((ms) => ms.toFixed(0)).join(', ')}`);
}
