// `npm run bench:detail`: the export declaration's detail page with 500 lines in headless
// chromium (production build of bench/detail-app): time to first render, and input latency
// (keydown → next frame painted, p50/p95 over 100 keystrokes) in a header field, a grid cell and
// the line form; then the same schema in plain @rjsf/core with the lines as an RJSF array field,
// the same figures, and the ratios. Targets: p95 ≤ 16 ms, first render ≤ 300 ms, ≥ 20× faster
// than plain RJSF on the line case. What each figure means: docs/benchmarks.md (detail page).
//
// Options (environment): BENCH_DETAIL_LINES (500), BENCH_DETAIL_KEYS (100 keystrokes a field),
// BENCH_DETAIL_LOADS (5 page loads for the first-render medians), BENCH_DETAIL_RJSF=0 (skip
// plain RJSF, which takes a minute or two), BENCH_DETAIL_TRACE=1 (after the measured keys, 30
// more in each engine field under a Chrome trace: where a keystroke's time goes; traces in
// .tmp/bench/detail-trace-*.json).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/browser/harness.ts';
import { buildDetailApp, serveStatic } from './lib/detail-app-server.ts';
import { keystrokeRow, loadRow, medianOf, type Keystrokes } from './lib/detail-report.ts';
import { costRow, keystrokeCost, traced, type KeystrokeCost } from './lib/detail-trace.ts';
import { settle, typeMeasured } from './lib/detail-typing.ts';

const root = new URL('..', import.meta.url).pathname;
const LINES = Number(process.env.BENCH_DETAIL_LINES ?? 500);
const KEYSTROKES = Number(process.env.BENCH_DETAIL_KEYS ?? 100);
const LOADS = Number(process.env.BENCH_DETAIL_LOADS ?? 5);
const WITH_RJSF = process.env.BENCH_DETAIL_RJSF !== '0';
const TRACE = process.env.BENCH_DETAIL_TRACE === '1';
const TRACED_KEYS = 30;
const traces: Array<[string, KeystrokeCost]> = [];

type Milestones = Record<string, number>;

async function milestones(page: Page, names: readonly string[]): Promise<Milestones> {
  await page.waitForFunction(
    (wanted) => wanted.every((name) => typeof (window as unknown as { milestones?: Milestones }).milestones?.[name] === 'number'),
    names,
    { timeout: 600_000, polling: 50 },
  );
  return page.evaluate(() => ({ ...(window as unknown as { milestones: Milestones }).milestones }));
}

/** Loads the engine's page `LOADS` times; the runs' medians. The last load stays open. */
async function engineLoads(page: Page, base: string, open: 'click' | 'start', grid: 'own' | 'portal' = 'own'): Promise<Milestones> {
  const runs: Milestones[] = [];
  for (let run = 0; run < LOADS; run += 1) {
    await page.goto(`${base}&page=engine&open=${open}&grid=${grid}&run=${run}`);
    if (open === 'click') {
      const launcher = page.getByRole('button', { name: '打开报关单' });
      await launcher.waitFor();
      // Let the portal settle (fonts, idle callbacks) as it would before a user clicks.
      await page.waitForTimeout(300);
      await launcher.click();
    }
    runs.push(await milestones(page, ['header', 'lines']));
  }
  return medianOf(runs);
}

/** 编辑 clicked → the header's inputs painted. */
async function editSwitch(page: Page): Promise<number> {
  await page.evaluate(() =>
    (window as unknown as { bench: { afterNextClick(name: string, selectors: string[]): void } }).bench.afterNextClick('edit', [
      'input#root_copNo',
      '#root_returnInfo',
    ]),
  );
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  return (await milestones(page, ['edit'])).edit;
}

/**
 * Puts the caret at the end of `selector` (clicked), lets the page settle and types; with
 * BENCH_DETAIL_TRACE, types some more under a trace (`traceAs` names it).
 */
async function typeInto(page: Page, selector: string, traceAs?: string): Promise<Keystrokes> {
  await page.click(selector);
  await page.keyboard.press('End');
  await settle(page);
  const measured = await typeMeasured(page, KEYSTROKES);
  if (TRACE && traceAs) {
    const events = await traced(page, () => typeMeasured(page, TRACED_KEYS));
    traces.push([traceAs, keystrokeCost(events, join(root, `.tmp/bench/detail-trace-${traceAs.replace(/\W+/g, '-')}.json`))]);
  }
  return measured;
}

const outDir = mkdtempSync(join(tmpdir(), 'bench-detail-'));
const loadBefore = loadavg()[0];
const browser = await launchBrowser();
let stop: (() => void) | undefined;
try {
  console.log('building bench/detail-app (production)…');
  await buildDetailApp(root, outDir);
  const served = await serveStatic(outDir);
  stop = served.stop;
  const base = `${served.url}/bench/detail-app/index.html?lines=${LINES}`;
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));

  // The floor: a bare input on an empty page, measured the same way.
  await page.goto(`${base}&page=control`);
  mkdirSync(join(root, '.tmp/bench'), { recursive: true });
  const control = await typeInto(page, '#control', 'bare input');

  // The engine's page: cold (the app starting with it), then opened in the running app, with the
  // modules the portal registers today and with the line grid's own; the last load goes on to
  // edit mode and typing.
  const cold = await engineLoads(page, base, 'start');
  const warmPortal = await engineLoads(page, base, 'click', 'portal');
  const warm = await engineLoads(page, base, 'click');
  const edit = await editSwitch(page);
  const engineHeader = await typeInto(page, 'input#root_contrNo', 'header field');
  await page.dblclick('.ag-row[row-index="0"] [col-id="gname"]');
  await page.waitForSelector('.ag-row[row-index="0"] [col-id="gname"] input');
  const engineCell = await typeInto(page, '.ag-row[row-index="0"] [col-id="gname"] input', 'grid cell');
  await page.keyboard.press('Enter');
  const engineLineForm = await typeInto(page, '#line_gmodel', 'line form');

  // Plain RJSF: the whole bill as one form, lines as an array field.
  let rjsf: { first: number; header: Keystrokes; line: Keystrokes } | undefined;
  const middle = Math.floor(LINES / 2);
  if (WITH_RJSF) {
    await page.goto(`${base}&page=rjsf`);
    const first = (await milestones(page, ['page'])).page;
    const header = await typeInto(page, '#root_contrNo');
    rjsf = { first, header, line: await typeInto(page, `#root_lines_${middle}_gname`) };
  }
  const loadAfter = loadavg()[0];

  console.log(`\nexport declaration, ${LINES} lines, ${KEYSTROKES} keystrokes a field, medians of ${LOADS} loads (headless chromium)`);
  console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
  console.log('engine detail page, opened in the running app (click → painted)');
  console.log(loadRow('header painted (first screen)', warm.header));
  console.log(loadRow('first page of lines painted', warm.lines));
  console.log(loadRow('switch to edit mode', edit));
  console.log("  the same, after the list page's grid set-up was loaded (as in the portal)");
  console.log(loadRow('header painted (first screen)', warmPortal.header));
  console.log(loadRow('first page of lines painted', warmPortal.lines));
  console.log('engine detail page, cold (app start → painted, providers included)');
  console.log(loadRow('header painted', cold.header));
  console.log(loadRow('first page of lines painted', cold.lines));
  console.log("keystrokes (keydown → next frame painted; work = the script's share)");
  console.log(keystrokeRow('bare input (floor)', control));
  console.log(keystrokeRow('header field', engineHeader));
  console.log(keystrokeRow('grid cell', engineCell));
  console.log(keystrokeRow('line form', engineLineForm));
  if (traces.length > 0) {
    console.log(`where a keystroke's time goes (ms a key on the main thread, ${TRACED_KEYS} keys under a trace)`);
    for (const [name, cost] of traces) console.log(costRow(name, cost));
  }
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  if (rjsf) {
    console.log('plain @rjsf/core, lines as an array field');
    console.log(loadRow('first render (all painted)', rjsf.first));
    console.log(keystrokeRow('header field', rjsf.header));
    console.log(keystrokeRow(`line ${middle + 1} field`, rjsf.line));
    console.log('ratios (plain RJSF / engine)');
    console.log(`  first render (cold, all painted)   ${ratio(rjsf.first, cold.lines)}`);
    console.log(
      `  header keystroke, p95              ${ratio(rjsf.header.paint.p95, engineHeader.paint.p95)}   work ${ratio(rjsf.header.work.p95, engineHeader.work.p95)}`,
    );
    console.log(
      `  line keystroke (grid cell), p95    ${ratio(rjsf.line.paint.p95, engineCell.paint.p95)}   work ${ratio(rjsf.line.work.p95, engineCell.work.p95)}`,
    );
    console.log(
      `  line keystroke (line form), p95    ${ratio(rjsf.line.paint.p95, engineLineForm.paint.p95)}   work ${ratio(rjsf.line.work.p95, engineLineForm.work.p95)}`,
    );
  }
  const checks: Array<[string, boolean]> = [
    ['first render ≤ 300 ms (opened in the app, header and first lines painted)', warm.lines <= 300],
    ['header keystroke p95 ≤ 16 ms (to paint)', engineHeader.paint.p95 <= 16],
    ['grid cell keystroke p95 ≤ 16 ms (to paint)', engineCell.paint.p95 <= 16],
  ];
  if (rjsf) checks.push(['≥ 20× faster than plain RJSF on the line case (p95 to paint)', rjsf.line.paint.p95 / engineCell.paint.p95 >= 20]);
  console.log('targets');
  for (const [name, met] of checks) console.log(`  ${met ? 'met    ' : 'MISSED '} ${name}`);

  writeFileSync(
    join(root, '.tmp/bench/detail-last.json'),
    JSON.stringify(
      {
        lines: LINES,
        keystrokes: KEYSTROKES,
        loads: LOADS,
        loadBefore,
        loadAfter,
        cold,
        warm,
        warmPortal,
        edit,
        control,
        engineHeader,
        engineCell,
        engineLineForm,
        rjsf,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  stop?.();
  rmSync(outDir, { recursive: true, force: true });
}
