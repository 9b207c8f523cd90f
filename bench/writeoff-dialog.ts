// `npm run bench:writeoff`: the write-off dialog (申请核销, issue 13) with 500 candidate
// applications in headless chromium (production build of bench/writeoff-app): the time from the
// click that opens it to its first page painted (median of N loads), for pages of 50 (the
// default) and 500 rows, each with the virtual body the dialog uses and with every row rendered
// (the alternative the virtual body avoids); then the input latency of typing
// digits in one row's amount (keydown → next frame painted, p50/p95, the detail bench's probe)
// in each, against a bare input and against a peer keeping the amounts in the table's React
// state (bench/writeoff-app/ControlledWriteOff.tsx: each keystroke renders the whole table).
// What each figure means: docs/benchmarks.md (write-off dialog).
//
// Options (environment): BENCH_WRITEOFF_KEYS (60 keystrokes a case), BENCH_WRITEOFF_LOADS (5).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/browser/harness.ts';
import { buildDetailApp, serveStatic } from './lib/detail-app-server.ts';
import { keystrokeRow, loadRow, medianOf, type Keystrokes } from './lib/detail-report.ts';
import { settle, summarizeKeystrokes, type KeystrokeSample } from './lib/detail-typing.ts';

const root = new URL('..', import.meta.url).pathname;
const KEYSTROKES = Number(process.env.BENCH_WRITEOFF_KEYS ?? 60);
const LOADS = Number(process.env.BENCH_WRITEOFF_LOADS ?? 5);
/** Digits typed before the amount is emptied again (the input holds at most 30 characters). */
const BATCH = 20;
const FRAME_MS = 1000 / 60;
const TYPING_INTERVAL_MS = 100;
const AMOUNT = '#writeoff-amount-1000';

type Milestones = Record<string, number>;
interface Probe {
  latency: { take(): KeystrokeSample[]; until(count: number): Promise<void> };
}

const CASES = [
  { name: 'page of 50, all rows rendered', short: 'page 50 all rows', size: 50, virtual: '0' },
  { name: 'page of 50, virtual body', short: 'page 50 virtual', size: 50, virtual: '1' },
  { name: 'page of 500, virtual body', short: 'page 500 virtual', size: 500, virtual: '1' },
  { name: 'page of 500, all rows rendered', short: 'page 500 all rows', size: 500, virtual: '0' },
] as const;

async function milestones(page: Page): Promise<Milestones> {
  await page.waitForFunction(
    () => ['first', 'last'].every((name) => typeof (window as unknown as { milestones?: Milestones }).milestones?.[name] === 'number'),
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  return page.evaluate(() => ({ ...(window as unknown as { milestones: Milestones }).milestones }));
}

/** Opens the dialog `LOADS` times in a freshly loaded portal; the medians. The last one stays open. */
async function openings(page: Page, url: string): Promise<Milestones> {
  const runs: Milestones[] = [];
  for (let run = 0; run < LOADS; run += 1) {
    await page.goto(`${url}&run=${run}`);
    const launcher = page.getByRole('button', { name: '申请核销' });
    await launcher.waitFor();
    // Let the portal settle (fonts, idle callbacks) as it would before a user clicks.
    await page.waitForTimeout(300);
    await launcher.click();
    runs.push(await milestones(page));
  }
  return medianOf(runs);
}

/** Digits at a typist's pace (a key every 100 ms plus part of a frame), each measured to the next paint. */
async function typeDigits(page: Page, count: number): Promise<KeystrokeSample[]> {
  await page.evaluate(() => (window as unknown as Probe).latency.take());
  let last = Date.now();
  for (let index = 0; index < count; index += 1) {
    const pause = TYPING_INTERVAL_MS - (Date.now() - last) + Math.random() * FRAME_MS;
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    last = Date.now();
    await page.keyboard.press(String((index % 9) + 1));
    await page.evaluate((expected) => (window as unknown as Probe).latency.until(expected), index + 1);
  }
  return page.evaluate(() => (window as unknown as Probe).latency.take());
}

/** `KEYSTROKES` digits into `selector` in batches, the field emptied and the page settled before each; checked to be there. */
async function typeInto(page: Page, selector: string): Promise<Keystrokes> {
  await page.click(selector);
  const samples: KeystrokeSample[] = [];
  while (samples.length < KEYSTROKES) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await settle(page);
    const count = Math.min(BATCH, KEYSTROKES - samples.length);
    samples.push(...(await typeDigits(page, count)));
    const value = await page.inputValue(selector);
    if (value.length !== count) throw new Error(`${selector} holds ${JSON.stringify(value)}, not the ${count} digits typed`);
  }
  return summarizeKeystrokes(samples);
}

const outDir = mkdtempSync(join(tmpdir(), 'bench-writeoff-'));
const loadBefore = loadavg()[0];
const browser = await launchBrowser();
let stop: (() => void) | undefined;
try {
  console.log('building bench/writeoff-app (production)…');
  await buildDetailApp(root, outDir, true, 'bench/writeoff-app/index.html');
  const served = await serveStatic(outDir);
  stop = served.stop;
  const base = `${served.url}/bench/writeoff-app/index.html`;
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  mkdirSync(join(root, '.tmp/bench'), { recursive: true });

  await page.goto(`${base}?page=control`);
  const control = await typeInto(page, '#control');

  const results: Array<{ name: string; short: string; open: Milestones; typing: Keystrokes }> = [];
  for (const { name, short, size, virtual } of CASES) {
    const open = await openings(page, `${base}?page=dialog&size=${size}&virtual=${virtual}`);
    const remainderBefore = await page.textContent('[data-remainder="1000"]');
    const typing = await typeInto(page, AMOUNT);
    const remainderAfter = await page.textContent('[data-remainder="1000"]');
    if (remainderAfter === remainderBefore) throw new Error(`${name}: the remainder did not follow the typed amount`);
    results.push({ name, short, open, typing });
  }
  // The peer: the amounts in the table's React state, each keystroke rendering the whole table.
  const peers: Array<{ short: string; typing: Keystrokes }> = [];
  for (const { short, size, virtual } of CASES) {
    await page.goto(`${base}?page=controlled&size=${size}&virtual=${virtual}`);
    await page.waitForSelector(AMOUNT);
    peers.push({ short: `${short}, state`, typing: await typeInto(page, AMOUNT) });
  }
  const loadAfter = loadavg()[0];

  console.log(`\nwrite-off dialog, 500 candidate applications, ${KEYSTROKES} keystrokes a case, medians of ${LOADS} openings (headless chromium)`);
  console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
  for (const { name, open } of results) {
    console.log(name);
    console.log(loadRow('open → first row + total painted', open.first));
    console.log(loadRow('open → page painted', open.last));
  }
  console.log("keystrokes in one row's amount (keydown → next frame painted; work = the script's share)");
  console.log(keystrokeRow('bare input (floor)', control));
  for (const { short, typing } of results) console.log(keystrokeRow(short, typing));
  console.log('peer: the amounts in React state, the whole table rendered per keystroke');
  for (const { short, typing } of peers) console.log(keystrokeRow(short, typing));

  writeFileSync(
    join(root, '.tmp/bench/writeoff-last.json'),
    JSON.stringify({ keystrokes: KEYSTROKES, loads: LOADS, loadBefore, loadAfter, control, results, peers }, null, 2),
  );
} finally {
  await browser.close();
  stop?.();
  rmSync(outDir, { recursive: true, force: true });
}
