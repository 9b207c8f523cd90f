// `npm test`: every check, in the order a failure is cheapest to find. Each step runs as its own
// process; vitest steps write JSON results that are added up into the closing line
// "tests: N passed, N failed" that CI reads.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { slowestFiles, slowestLines, type StepResults } from './slowest-files.ts';
import { stepGroups, type GroupedStep } from './step-groups.ts';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const resultsDir = join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

interface Step extends GroupedStep {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Name of the vitest JSON result file this step writes, if it is a vitest run. */
  results?: string;
}

const vitest = (name: string, projects: string[], env: Record<string, string> = {}, paths: string[] = []): Step => {
  const results = join(resultsDir, `${name}.json`);
  return {
    name,
    command: bin('vitest'),
    args: ['run', ...projects.flatMap((p) => ['--project', p]), ...paths, '--reporter=default', '--reporter=json', `--outputFile.json=${results}`],
    env,
    results,
  };
};

const steps: Step[] = [
  // Types, lint (layering, hooks and import spelling: eslint.config.js) and layout side by side:
  // each keeps one core busy for 30-40 s.
  { name: '类型检查 (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'], together: 'checks' },
  { name: '代码检查 (ESLint)', command: bin('eslint'), args: ['.'], together: 'checks' },
  { name: '格式检查 (Prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'], together: 'checks' },
  { name: '定义校验 (validate-schemas)', command: bin('tsx'), args: ['scripts/validate-schemas.ts'] },
  { name: '格式类型与元模式一致 (definition-types --check)', command: bin('tsx'), args: ['scripts/definition-types.ts', '--check'] },
  vitest('unit-component-api-sqlite', ['client', 'client-isolated', 'server']),
  // Only the tests that touch a database run again on PostgreSQL.
  vitest('api-postgres', ['server'], { TEST_DATABASE: 'postgres' }, ['tests/api', 'server']),
  { name: '前端构建 (vite build)', command: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  vitest('browser', ['browser']),
  { name: 'Storybook 构建', command: bin('storybook'), args: ['build', '--quiet', '-o', 'storybook-static'] },
];

let passed = 0;
let failed = 0;
/** Failed steps with no failed test in them (a type error, an unhandled error, a file that did not load). */
let failedWithoutTest = 0;
const failedSteps: string[] = [];
/** Why each failed step failed, printed again at the very end: CI shows only the tail of the log. */
const reasons: string[] = [];
const only = process.argv.slice(2);

/**
 * Runs a step with its output kept, to find the reason if it fails, and shown as it comes (a step
 * that runs beside others: `shown` false, its output is printed when it ends).
 */
function run(step: Step, shown = true): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR },
    });
    const chunks: string[] = [];
    let kept = 0;
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      if (shown) to.write(chunk);
      // The last few megabytes are enough to find the reason; a long step never holds more.
      chunks.push(chunk.toString('utf8'));
      kept += chunk.length;
      while (kept > 8_000_000 && chunks.length > 1) kept -= chunks.shift()!.length;
    };
    child.stdout.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => keep(c, process.stderr));
    child.on('close', (status) => resolve({ status, output: chunks.join('') }));
  });
}

interface VitestResults {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: { fullName: string; status: string }[];
  }[];
}

/** Each vitest step's results and each step's wall time, for the summary at the end. */
const timings: StepResults[] = [];
const stepSeconds: string[] = [];

/** The failing files and tests of a vitest step, and any errors outside a test (unhandled ones). */
function explain(step: Step, output: string, results: VitestResults | undefined): string[] {
  const lines: string[] = [];
  for (const file of results?.testResults ?? []) {
    if (file.status !== 'failed') continue;
    const name = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => t.fullName);
    lines.push(`  ${name}: ${tests.length ? tests.join('；') : (file.message ?? '').split('\n')[0]}`);
  }
  // Errors vitest reports outside any test fail the run with every test passed: quote them.
  const plain = stripVTControlCharacters(output);
  const unhandled = plain.indexOf('Unhandled Error');
  if (unhandled >= 0)
    lines.push(
      ...plain
        .slice(unhandled, unhandled + 4000)
        .split('\n')
        .slice(0, 40)
        .map((l) => `  ${l}`),
    );
  if (!lines.length)
    lines.push(
      ...plain
        .trimEnd()
        .split('\n')
        .slice(-15)
        .map((l) => `  ${l}`),
    );
  return [`${step.name}:`, ...lines];
}

/** Adds up a finished step: its tests, its time, and why it failed if it did. */
function record(step: Step, status: number | null, output: string, seconds: string): void {
  let results: VitestResults | undefined;
  if (step.results && existsSync(step.results)) {
    results = JSON.parse(readFileSync(step.results, 'utf8')) as VitestResults;
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    timings.push({ step: step.name, testResults: results.testResults });
  }
  stepSeconds.push(`${step.name} ${seconds} 秒`);
  if (status !== 0) {
    failedSteps.push(step.name);
    if (!results?.numFailedTests) failedWithoutTest += 1;
    reasons.push(...explain(step, output, results));
  }
  console.log(`=== ${step.name}: ${status === 0 ? '通过' : '失败'}（${seconds} 秒） ===`);
}

for (const group of stepGroups(steps.filter((step) => !only.length || only.some((o) => step.name.includes(o))))) {
  const alone = group.length === 1;
  const started = Date.now();
  if (!alone) console.log(`\n=== 同时运行：${group.map((step) => step.name).join('、')} ===`);
  const runs = group.map(async (step) => {
    if (alone) console.log(`\n=== ${step.name} ===`);
    const { status, output } = await run(step, alone);
    return { step, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) };
  });
  for (const { step, status, output, seconds } of await Promise.all(runs)) {
    if (!alone) process.stdout.write(`\n=== ${step.name} ===\n${output}`);
    record(step, status, output, seconds);
  }
}

console.log(`\n各步骤用时：${stepSeconds.join('；')}`);
console.log(`最慢的 10 个测试文件：\n${slowestLines(slowestFiles(timings, root)).join('\n')}`);
if (failedSteps.length) console.log(`\n失败的步骤：${failedSteps.join('、')}\n${reasons.join('\n')}`);
// Each of those counts as one failed check, so the closing line never says "0 failed" for a failed run.
const failedChecks = failed + failedWithoutTest;
console.log(`tests: ${passed} passed, ${failedChecks} failed`);
process.exit(failedSteps.length ? 1 : 0);
