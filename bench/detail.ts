// `npm run bench:detail`: the export declaration's detail page with 500 lines in headless
// chromium (production build of bench/detail-app): time to first render, and input latency
// (keydown → next paint, p50/p95 over 100 keystrokes) in a header field, a grid cell and the
// line form; then the same schema in plain @rjsf/core with the lines as an RJSF array field,
// the same figures, and the ratios. Targets: p95 ≤ 16 ms, first render ≤ 300 ms, ≥ 20× faster
// than plain RJSF on the line case.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../tests/browser/harness.ts';
import { summarize, type Summary } from './lib/stats.ts';

const root = new URL('..', import.meta.url).pathname;
const LINES = Number(process.env.BENCH_DETAIL_LINES ?? 500);
const KEYSTROKES = Number(process.env.BENCH_DETAIL_KEYS ?? 100);
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function buildApp(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, rollupOptions: { input: join(root, 'bench/detail-app/index.html') } },
  });
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }));
}

async function firstRender(page: Page): Promise<number> {
  await page.waitForFunction(() => typeof (window as unknown as { firstRender?: number }).firstRender === 'number', undefined, { timeout: 600_000, polling: 50 });
  return page.evaluate(() => (window as unknown as { firstRender: number }).firstRender);
}

interface Latency {
  take(): number[];
  takeWork(): number[];
  count(): number;
}

interface Typed {
  paint: Summary;
  work: Summary;
}

/** Types `count` characters into the focused element, one at a time, each measured to the next paint. */
async function typeMeasured(page: Page, count: number): Promise<Typed> {
  await page.evaluate(() => {
    const latency = (window as unknown as { latency: Latency }).latency;
    latency.take();
    latency.takeWork();
  });
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press(letters[index % letters.length]);
    await page.waitForFunction((expected) => (window as unknown as { latency: Latency }).latency.count() >= expected, index + 1, { polling: 'raf', timeout: 60_000 });
  }
  const { paint, work } = await page.evaluate(() => {
    const latency = (window as unknown as { latency: Latency }).latency;
    return { paint: latency.take(), work: latency.takeWork() };
  });
  return { paint: summarize(paint), work: summarize(work) };
}

function ms(value: number): string {
  return `${value.toFixed(1).padStart(7)} ms`;
}

function row(name: string, figure: Typed | number): string {
  if (typeof figure === 'number') return `  ${name.padEnd(30)} ${ms(figure)}`;
  const { paint, work } = figure;
  return `  ${name.padEnd(30)} to paint p50 ${ms(paint.p50)} p95 ${ms(paint.p95)}   work p50 ${ms(work.p50)} p95 ${ms(work.p95)}`;
}

const outDir = mkdtempSync(join(tmpdir(), 'bench-detail-'));
const browser = await launchBrowser();
let server: Server | undefined;
try {
  console.log(`building bench/detail-app (production)…`);
  await buildApp(outDir);
  const served = await serve(outDir);
  server = served.server;
  const base = `${served.url}/bench/detail-app/index.html?lines=${LINES}`;
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));

  // The engine's page: view mode first (an existing bill), then edit mode.
  await page.goto(`${base}&page=engine`);
  const engineFirst = await firstRender(page);
  const editStart = Date.now();
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  await page.waitForSelector('input#root_copNo');
  const editSwitch = Date.now() - editStart;
  await page.click('input#root_contrNo');
  await page.keyboard.press('End');
  const engineHeader = await typeMeasured(page, KEYSTROKES);
  await page.dblclick('.ag-row[row-index="0"] [col-id="gname"]');
  await page.waitForSelector('.ag-row[row-index="0"] [col-id="gname"] input');
  await page.keyboard.press('End');
  const engineCell = await typeMeasured(page, KEYSTROKES);
  await page.keyboard.press('Enter');
  await page.click('#line_gmodel');
  await page.keyboard.press('End');
  const engineLineForm = await typeMeasured(page, KEYSTROKES);

  // Plain RJSF: the whole bill as one form, lines as an array field.
  await page.goto(`${base}&page=rjsf`);
  const rjsfFirst = await firstRender(page);
  await page.click('#root_contrNo');
  await page.keyboard.press('End');
  const rjsfHeader = await typeMeasured(page, KEYSTROKES);
  const middle = Math.floor(LINES / 2);
  await page.click(`#root_lines_${middle}_gname`);
  await page.keyboard.press('End');
  const rjsfLine = await typeMeasured(page, KEYSTROKES);

  console.log(`\nexport declaration, ${LINES} lines, ${KEYSTROKES} keystrokes per field (headless chromium)`);
  console.log('engine detail page');
  console.log(row('first render (view mode)', engineFirst));
  console.log(row('switch to edit mode', editSwitch));
  console.log(row('header field keystroke', engineHeader));
  console.log(row('grid cell keystroke', engineCell));
  console.log(row('line form keystroke', engineLineForm));
  console.log('plain @rjsf/core, lines as an array field');
  console.log(row('first render', rjsfFirst));
  console.log(row('header field keystroke', rjsfHeader));
  console.log(row(`line ${middle + 1} field keystroke`, rjsfLine));
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  console.log('ratios (plain RJSF / engine)');
  console.log(`  first render                       ${ratio(rjsfFirst, engineFirst)}`);
  console.log(`  header keystroke, p95 to paint     ${ratio(rjsfHeader.paint.p95, engineHeader.paint.p95)}   work p95 ${ratio(rjsfHeader.work.p95, engineHeader.work.p95)}`);
  console.log(`  line keystroke (grid cell), p95    ${ratio(rjsfLine.paint.p95, engineCell.paint.p95)}   work p95 ${ratio(rjsfLine.work.p95, engineCell.work.p95)}`);
  console.log(`  line keystroke (line form), p95    ${ratio(rjsfLine.paint.p95, engineLineForm.paint.p95)}   work p95 ${ratio(rjsfLine.work.p95, engineLineForm.work.p95)}`);
  const checks = [
    ['first render ≤ 300 ms', engineFirst <= 300],
    ['header keystroke p95 ≤ 16 ms (to paint)', engineHeader.paint.p95 <= 16],
    ['grid cell keystroke p95 ≤ 16 ms (to paint)', engineCell.paint.p95 <= 16],
    ['≥ 20× faster than plain RJSF on the line case (p95 to paint)', rjsfLine.paint.p95 / engineCell.paint.p95 >= 20],
  ] as const;
  console.log('targets');
  for (const [name, met] of checks) console.log(`  ${met ? 'met    ' : 'MISSED '} ${name}`);
} finally {
  await browser.close();
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
