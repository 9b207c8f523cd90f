// `npm run bench:form`: the generic form page on the company filing (issue 12) in headless
// chromium (production build of bench/form-app): first render (the first card's fields and the
// last card's table painted), the switch to edit mode, and input latency (keydown → next frame
// painted, p50/p95 over 100 keystrokes, the detail bench's probe) in a text field of the first
// card (legalPerson) and in the textarea bizScope; then the same form's writable fields as one
// object in plain @rjsf/core + @rjsf/antd with controlled formData, the same figures, and the
// ratios. What each figure means: docs/benchmarks.md (form page).
//
// Options (environment): BENCH_FORM_KEYS (100 keystrokes a field), BENCH_FORM_LOADS (5 page
// loads for the first-render medians), BENCH_FORM_RJSF=0 (skip plain RJSF).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/browser/harness.ts';
import { buildDetailApp, serveStatic } from './lib/detail-app-server.ts';
import { keystrokeRow, loadRow, medianOf, type Keystrokes } from './lib/detail-report.ts';
import { settle, summarizeKeystrokes, typedText, typeSamples, type KeystrokeSample } from './lib/detail-typing.ts';

const root = new URL('..', import.meta.url).pathname;
const KEYSTROKES = Number(process.env.BENCH_FORM_KEYS ?? 100);
const LOADS = Number(process.env.BENCH_FORM_LOADS ?? 5);
const WITH_RJSF = process.env.BENCH_FORM_RJSF !== '0';
/**
 * Keys typed into a field before it is emptied again: legalPerson takes 50 characters (the
 * engine's input stops there), so its 100 keys go in batches into an emptied field.
 */
const BATCH = 40;

type Milestones = Record<string, number>;

async function milestones(page: Page, names: readonly string[]): Promise<Milestones> {
  await page.waitForFunction(
    (wanted) => wanted.every((name) => typeof (window as unknown as { milestones?: Milestones }).milestones?.[name] === 'number'),
    names,
    { timeout: 120_000, polling: 50 },
  );
  return page.evaluate(() => ({ ...(window as unknown as { milestones: Milestones }).milestones }));
}

/** Loads the form page `LOADS` times; the runs' medians. The last load stays open. */
async function engineLoads(page: Page, base: string, open: 'click' | 'start'): Promise<Milestones> {
  const runs: Milestones[] = [];
  for (let run = 0; run < LOADS; run += 1) {
    await page.goto(`${base}?page=engine&open=${open}&run=${run}`);
    if (open === 'click') {
      const launcher = page.getByRole('button', { name: '打开企业备案' });
      await launcher.waitFor();
      // Let the portal settle (fonts, idle callbacks) as it would before a user clicks.
      await page.waitForTimeout(300);
      await launcher.click();
    }
    runs.push(await milestones(page, ['first', 'last']));
  }
  return medianOf(runs);
}

/** 编辑 clicked → the first card's inputs painted (its first text field and the textarea). */
async function editSwitch(page: Page): Promise<number> {
  await page.evaluate(() =>
    (window as unknown as { bench: { afterNextClick(name: string, selectors: string[]): void } }).bench.afterNextClick('edit', [
      'input#s0_companyEnName',
      'textarea#s0_bizScope',
    ]),
  );
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  return (await milestones(page, ['edit'])).edit;
}

/**
 * Types `KEYSTROKES` keys into `selector` at the end of its text, the page settled first; with
 * `batch`, the field is emptied (select all, delete) and the page settled again before each
 * batch, so that a field's length limit never swallows a key. Each batch's text is checked to
 * be in the field afterwards: a key the field refused would measure nothing.
 */
async function typeInto(page: Page, selector: string, batch = KEYSTROKES): Promise<Keystrokes> {
  await page.click(selector);
  const samples: KeystrokeSample[] = [];
  while (samples.length < KEYSTROKES) {
    if (batch < KEYSTROKES) {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
    } else {
      await page.keyboard.press('End');
    }
    await settle(page);
    const count = Math.min(batch, KEYSTROKES - samples.length);
    samples.push(...(await typeSamples(page, count)));
    const value = await page.inputValue(selector);
    if (!value.endsWith(typedText(count))) throw new Error(`${selector} holds ${JSON.stringify(value)}, not the ${count} keys typed`);
  }
  return summarizeKeystrokes(samples);
}

const outDir = mkdtempSync(join(tmpdir(), 'bench-form-'));
const loadBefore = loadavg()[0];
const browser = await launchBrowser();
let stop: (() => void) | undefined;
try {
  console.log('building bench/form-app (production)…');
  await buildDetailApp(root, outDir, true, 'bench/form-app/index.html');
  const served = await serveStatic(outDir);
  stop = served.stop;
  const base = `${served.url}/bench/form-app/index.html`;
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  mkdirSync(join(root, '.tmp/bench'), { recursive: true });

  // The floor: a bare input on an empty page, measured the same way.
  await page.goto(`${base}?page=control`);
  const control = await typeInto(page, '#control');

  // The form page: cold (the app starting with it), then opened in the running app; the last
  // load goes on to edit mode and typing.
  const cold = await engineLoads(page, base, 'start');
  const warm = await engineLoads(page, base, 'click');
  const edit = await editSwitch(page);
  const engineText = await typeInto(page, 'input#s0_legalPerson', BATCH);
  const engineArea = await typeInto(page, 'textarea#s0_bizScope');

  // Plain RJSF + antd, controlled: the form's writable fields as one object.
  let rjsf: { first: number; text: Keystrokes; area: Keystrokes } | undefined;
  if (WITH_RJSF) {
    const firsts: Milestones[] = [];
    for (let run = 0; run < LOADS; run += 1) {
      await page.goto(`${base}?page=rjsf&run=${run}`);
      firsts.push(await milestones(page, ['page']));
    }
    const first = medianOf(firsts).page;
    const text = await typeInto(page, 'input#root_legalPerson', BATCH);
    rjsf = { first, text, area: await typeInto(page, 'textarea#root_bizScope') };
  }
  const loadAfter = loadavg()[0];

  console.log(`\ncompany filing form page, ${KEYSTROKES} keystrokes a field, medians of ${LOADS} loads (headless chromium)`);
  console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
  console.log('engine form page, opened in the running app (click → painted)');
  console.log(loadRow('first card painted (its fields)', warm.first));
  console.log(loadRow('last card painted (records table)', warm.last));
  console.log(loadRow('switch to edit mode', edit));
  console.log('engine form page, cold (app start → painted, providers included)');
  console.log(loadRow('first card painted', cold.first));
  console.log(loadRow('last card painted', cold.last));
  console.log("keystrokes (keydown → next frame painted; work = the script's share)");
  console.log(keystrokeRow('bare input (floor)', control));
  console.log(keystrokeRow('text (legalPerson)', engineText));
  console.log(keystrokeRow('textarea (bizScope)', engineArea));
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  if (rjsf) {
    console.log('plain @rjsf/core + @rjsf/antd, controlled formData (app start → painted)');
    console.log(loadRow('first render (all painted)', rjsf.first));
    console.log(keystrokeRow('text (legalPerson)', rjsf.text));
    console.log(keystrokeRow('textarea (bizScope)', rjsf.area));
    console.log('ratios (plain RJSF / engine)');
    console.log(`  first render (cold, all painted)   ${ratio(rjsf.first, cold.last)}`);
    console.log(
      `  text keystroke, p95                ${ratio(rjsf.text.paint.p95, engineText.paint.p95)}   work ${ratio(rjsf.text.work.p95, engineText.work.p95)}`,
    );
    console.log(
      `  textarea keystroke, p95            ${ratio(rjsf.area.paint.p95, engineArea.paint.p95)}   work ${ratio(rjsf.area.work.p95, engineArea.work.p95)}`,
    );
  }

  writeFileSync(
    join(root, '.tmp/bench/form-last.json'),
    JSON.stringify({ keystrokes: KEYSTROKES, loads: LOADS, loadBefore, loadAfter, cold, warm, edit, control, engineText, engineArea, rjsf }, null, 2),
  );
} finally {
  await browser.close();
  stop?.();
  rmSync(outDir, { recursive: true, force: true });
}
