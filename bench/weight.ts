// `npm run bench:weight`: what each screen of the real portal downloads (issue 26 point 3).
// Builds the portal (vite build to a temporary outDir), starts the real server on it with the
// demo company's bills, and opens in headless chromium, each cold (fresh context, empty cache):
// the login page, a list route after login (the session's local storage only, as a bookmark in a
// new tab), a bill's detail page and /statistics with its chart. Prints per screen the scripts'
// count, raw and gzip bytes and the largest files with what they hold, then the time to the cold
// list's first painted rows with the CPU slowed 4× (median of --runs), against the targets.
//
//   npm run bench:weight                          the working tree
//   npm run bench:weight -- --before f916613      also a past commit's client, built and served the same way
//   npm run bench:weight -- --runs 7 --top 10
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchBrowser, startPortal } from '../tests/browser/harness.ts';
import { buildCommit, buildWorkingTree, type PortalBuild } from './lib/weight-build.ts';
import { firstRowsRuns, screenReport, targetTable, type BuildFigures } from './lib/weight-report.ts';
import { signIn, timeFirstRows, weighScreens } from './lib/weight-screens.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '5' },
    top: { type: 'string', default: '8' },
    cpu: { type: 'string', default: '4' },
  },
});
const runs = Number(values.runs);
const top = Number(values.top);
const cpuRate = Number(values.cpu);

async function measure(build: PortalBuild): Promise<BuildFigures> {
  // Demo bills on (the harness turns them off for the tests): a list with rows, a bill to open.
  const portal = await startPortal({ PORTAL_STATIC_DIR: build.dir, PORTAL_DEMO_BILLS: '20' });
  const browser = await launchBrowser();
  try {
    const session = await signIn(browser, portal.url);
    const screens = await weighScreens(browser, portal.url, session);
    // One cold visit unmeasured first: the server's first answers (definitions, dictionaries) warm up.
    await timeFirstRows(browser, portal.url, session, cpuRate);
    const firstRows: number[] = [];
    for (let run = 0; run < runs; run += 1) firstRows.push(await timeFirstRows(browser, portal.url, session, cpuRate));
    return { build, screens, firstRows };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

const loadBefore = loadavg()[0];
const builds: PortalBuild[] = [];
try {
  if (values.before) builds.push(await buildCommit(values.before));
  builds.push(await buildWorkingTree());
  const all: BuildFigures[] = [];
  for (const build of builds) all.push(await measure(build));
  for (const figures of all) {
    for (const screen of figures.screens) console.log(screenReport(figures, screen, top).join('\n'));
    console.log('');
  }
  console.log(firstRowsRuns(all).join('\n'));
  console.log('');
  console.log(targetTable(all, cpuRate).join('\n'));
  console.log(`\nload average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`);
} finally {
  for (const build of builds) build.cleanup();
}
