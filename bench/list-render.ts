// `npm run bench:list-render`: how long the bill list page takes to show a page of rows. Builds
// bench/list-render-app/main.tsx with Vite (production React and AG Grid), serves it
// on loopback and opens it in headless chromium, where the real BillListPage renders the
// export-order family with all 20 header fields as columns against a fake bill API. Each run is
// timed from the moment the list answer reaches the HTTP layer to the animation frame after the
// rows are in the DOM (laid out and painted). Prints p50/p95 over 10 runs for
//   - a fresh page receiving 500 rows (and 50 rows, for the ratio),
//   - the next page of 500 rows arriving in the grid already shown.
// Options: --runs N (default 10).
import { createReadStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../tests/browser/harness.ts';
import type { RunFigures } from './list-render-app/run-figures.ts';
import { summarize, type Summary } from './lib/stats.ts';

const root = new URL('..', import.meta.url).pathname;
const work = join(root, '.tmp/bench/list-render');
const pageDir = join(work, 'page');
const outDir = join(work, 'dist');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 10;
const WARMUP = 2;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function buildPage(): Promise<string> {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(pageDir, { recursive: true });
  const html = join(pageDir, 'index.html');
  writeFileSync(
    html,
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>list render bench</title></head>' +
      '<body><div id="root"></div><script type="module" src="/bench/list-render-app/main.tsx"></script></body></html>',
  );
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: html }, chunkSizeWarningLimit: 10_000 },
  });
  return '/.tmp/bench/list-render/page/index.html';
}

function serve(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(outDir, path);
    if (!file.startsWith(outDir)) {
      response.writeHead(403).end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => response.writeHead(404).end());
    stream.on('open', () => {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      stream.pipe(response);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

function line(name: string, summary: Summary, sample: RunFigures): string {
  return `  ${name.padEnd(34)} p50 ${summary.p50.toFixed(1).padStart(7)} ms   p95 ${summary.p95.toFixed(1).padStart(7)} ms   max ${summary.max.toFixed(1).padStart(7)} ms   (${sample.columns} columns, ${sample.columnsInView} in view; ${sample.rows} rows in the DOM)`;
}

const pagePath = await buildPage();
const { server, url } = await serve();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}${pagePath}`);
  await page.waitForFunction(() => 'listRenderBench' in window);

  const measure = async (name: string, run: () => Promise<RunFigures>) => {
    for (let n = 0; n < WARMUP; n += 1) await run();
    const figures: RunFigures[] = [];
    for (let n = 0; n < RUNS; n += 1) figures.push(await run());
    return { name, figures, summary: summarize(figures.map((figure) => figure.ms)) };
  };

  const first500 = await measure('fresh page, 500 rows × 20 columns', () => page.evaluate(() => window.listRenderBench.firstPage(500)));
  const next500 = await measure('next page, 500 rows × 20 columns', () => page.evaluate(() => window.listRenderBench.nextPage()));
  const first50 = await measure('fresh page, 50 rows × 20 columns', () => page.evaluate(() => window.listRenderBench.firstPage(50)));
  if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);

  console.log(`bill list render: data arrival → rows painted, ${RUNS} runs after ${WARMUP} warm-up runs (headless chromium, production build)`);
  for (const result of [first500, next500, first50]) console.log(line(result.name, result.summary, result.figures[0]));
  console.log(`  ratio 500 rows / 50 rows (p50): ${(first500.summary.p50 / first50.summary.p50).toFixed(2)} — the grid draws only the rows in view`);
} finally {
  await browser.close();
  server.close();
}
