// The slowest test files of a `npm test` run (issue 26 point 8), read from the vitest JSON results
// each step writes: where the suite's time goes, printed before the closing line.

export interface FileResult {
  name: string;
  startTime?: number;
  endTime?: number;
}

export interface StepResults {
  step: string;
  testResults?: readonly FileResult[];
}

export interface TimedFile {
  step: string;
  file: string;
  seconds: number;
}

/** The `count` files that took longest (their tests' time), slowest first; paths relative to `root`. */
export function slowestFiles(steps: readonly StepResults[], root: string, count = 10): TimedFile[] {
  const timed: TimedFile[] = [];
  for (const { step, testResults } of steps) {
    for (const file of testResults ?? []) {
      if (file.startTime === undefined || file.endTime === undefined) continue;
      timed.push({ step, file: file.name.startsWith(root) ? file.name.slice(root.length) : file.name, seconds: (file.endTime - file.startTime) / 1000 });
    }
  }
  return timed.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** The lines printed: one per file, seconds aligned. */
export function slowestLines(files: readonly TimedFile[]): string[] {
  return files.map((file, index) => `${String(index + 1).padStart(2)}. ${file.seconds.toFixed(1).padStart(7)} 秒  ${file.step}  ${file.file}`);
}
