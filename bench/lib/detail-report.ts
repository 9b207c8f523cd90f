// Rows of the detail benchmark's report, and the median of several page loads.
import type { Summary } from './stats.ts';

/** Keystroke latency: to paint (keydown → next frame painted) and the script's work. */
export interface Keystrokes {
  paint: Summary;
  work: Summary;
}

function ms(value: number): string {
  return `${value.toFixed(1).padStart(7)} ms`;
}

export function loadRow(name: string, value: number): string {
  return `  ${name.padEnd(34)} ${ms(value)}`;
}

export function keystrokeRow(name: string, { paint, work }: Keystrokes): string {
  const pair = (summary: Summary) => `${summary.p50.toFixed(1).padStart(6)} /${summary.p95.toFixed(1).padStart(6)}`;
  return `  ${name.padEnd(22)} p50/p95 ms: to paint ${pair(paint)}   work ${pair(work)}`;
}

/** The median of each named figure over several runs. */
export function medianOf(runs: ReadonlyArray<Record<string, number>>): Record<string, number> {
  const names = Object.keys(runs[0] ?? {});
  return Object.fromEntries(
    names.map((name) => {
      const values = runs.map((run) => run[name]).sort((a, b) => a - b);
      const middle = Math.floor(values.length / 2);
      return [name, values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2];
    }),
  );
}
