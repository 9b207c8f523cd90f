// `npm test`: every check, in the order a failure is cheapest to find. Each step runs as its own
// process; vitest steps write JSON results that are added up into the closing line
// "tests: N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const resultsDir = join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

interface Step {
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
  { name: '类型检查 (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  // Lint after the types: layering, hooks and import spelling (eslint.config.js); then the layout.
  { name: '代码检查 (ESLint)', command: bin('eslint'), args: ['.'] },
  { name: '格式检查 (Prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: '定义校验 (validate-schemas)', command: bin('tsx'), args: ['scripts/validate-schemas.ts'] },
  { name: '格式类型与元模式一致 (definition-types --check)', command: bin('tsx'), args: ['scripts/definition-types.ts', '--check'] },
  vitest('unit-component-api-sqlite', ['client', 'server']),
  // Only the tests that touch a database run again on PostgreSQL.
  vitest('api-postgres', ['server'], { TEST_DATABASE: 'postgres' }, ['tests/api', 'server']),
  { name: '前端构建 (vite build)', command: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  vitest('browser', ['browser']),
  { name: 'Storybook 构建', command: bin('storybook'), args: ['build', '--quiet', '-o', 'storybook-static'] },
];

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const only = process.argv.slice(2);

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const run = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.results && existsSync(step.results)) {
    const summary = JSON.parse(readFileSync(step.results, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
  }
  if (run.status !== 0) failedSteps.push(step.name);
  console.log(`=== ${step.name}: ${run.status === 0 ? '通过' : '失败'}（${seconds} 秒） ===`);
}

if (failedSteps.length) console.log(`\n失败的步骤：${failedSteps.join('、')}`);
// A failed non-vitest step counts as one failed check so the closing line never hides it.
const failedChecks = failed + failedSteps.filter((name) => !steps.find((s) => s.name === name)?.results).length;
console.log(`tests: ${passed} passed, ${failedChecks} failed`);
process.exit(failedSteps.length ? 1 : 0);
