// `npm run bench:soak`: the portal as `npm start` runs it (server/main.ts, its own process, a
// fresh SQLite file with demo bills), under a mixed load for several minutes, printing its
// resident memory over time (issue "Hardening" 14). The load is what users do: several users
// each walk the menu's pages as the browser does on arrival (the page's definition, its state
// list and dictionaries, the list with its default window and the state counts, the first bill's
// detail and lines), with an export, a template download and an Excel import now and then.
// Memory is read from /proc/<pid>/status every few seconds: VmRSS (all of it), RssAnon (the
// heaps: V8's, the worker threads', SQLite's caches, malloc) and RssFile (mapped files: the
// program, and pages of the database file the workers map — the OS's cache, shared and
// reclaimable). After the load, the portal is left idle for --idle seconds (worker threads exit
// after 30 s without work and give their memory back) and sampled again. Options: --minutes N
// (default 5) --users N (default 4) --bills N (demo bills per family, default 20) --every S
// (sample seconds, default 10) --idle S (default 45).
import ExcelJS from 'exceljs';
import { createFamily, type BillFamily } from '../server/bills/family.ts';
import { loadDefinitions } from '../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../server/bills/settings.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { initialQuery, listCallOf } from '#core/list/list-query.ts';
import { defaultFilterValues, describeFilters } from '#core/list/search-filters.ts';
import { ApiClient } from '../tests/api/api-client.ts';
import { startPortalProcess, type ProcessMemory } from './lib/portal-process.ts';

const CAPTCHA = 'S0AK';

interface Options {
  minutes: number;
  users: number;
  bills: number;
  every: number;
  idle: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { minutes: 5, users: 4, bills: 20, every: 10, idle: 45 };
  for (let index = 0; index < argv.length; index += 2) {
    const key = argv[index]?.replace(/^--/, '') as keyof Options;
    const value = Number(argv[index + 1]);
    if (!(key in options) || !(value > 0)) throw new Error(`bad argument: ${argv[index]} ${argv[index + 1] ?? ''}`);
    options[key] = value;
  }
  return options;
}

async function importWorkbook(family: BillFamily, rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  sheet.addRow([family.link.title]);
  for (let index = 0; index < rows; index += 1) sheet.addRow([`SOAK-${index}`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One user walking every page for as long as the soak lasts. */
async function walk(url: string, client: ApiClient, token: string, families: BillFamily[], until: number, counts: { requests: number; failures: number }) {
  const post = async (path: string, data: unknown) => {
    const answer = await client.post(path, data, { token });
    counts.requests += 1;
    if (answer.status >= 500) counts.failures += 1;
    return answer;
  };
  let round = 0;
  while (Date.now() < until) {
    for (const family of families) {
      if (Date.now() >= until) return;
      const { ui } = family.definition;
      await post('/api/enterprise/bill/definition', { route: ui.route });
      if (ui.stateType) await post('/api/enterprise/state/list', ui.stateType);
      for (const code of family.dictionaryCodes.slice(0, 6)) await post('/api/dictionary/item/queryByCode', { dicCode: code });
      const filters = describeFilters(family.definition);
      const call = listCallOf(family.definition, filters, initialQuery(family.definition, defaultFilterValues(filters)));
      const list = await post(call.path, call.body);
      if (ui.api.stateCount) await post(`${family.basePath}/${ui.api.stateCount}`, { terms: (call.body as { terms?: unknown }).terms ?? [] });
      const rows = Array.isArray(list.body.data) ? list.body.data : (list.body.data?.datas ?? []);
      if (ui.api.detail && rows[0]) await post(`${family.basePath}/${ui.api.detail}`, { id: rows[0].id });
      if (ui.api.lines && rows[0]) await post(`${family.basePath}/${ui.api.lines}`, { id: rows[0].id, pageIndex: 0, pageSize: 10 });
      const exportButton = ui.buttons.find((button) => button.kind === 'export');
      if (exportButton && round % 3 === 0) await post(`${family.basePath}/${exportButton.path}`, call.body);
      const importButton = ui.buttons.find((button) => button.kind === 'fileQuery');
      if (importButton && round % 5 === 0) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(await importWorkbook(family, 200))]), '查询.xlsx');
        const uploaded = await fetch(`${url}/api/file/upload?route=${encodeURIComponent(ui.route)}&code=${importButton.code}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        counts.requests += 1;
        const uri = ((await uploaded.json()) as { data?: Array<{ uri: string }> }).data?.[0]?.uri;
        if (uri) await post(`${family.basePath}/${importButton.path}`, { ...call.body, filePath: [uri] });
      }
    }
    round += 1;
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const families = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
  const admin = (await loadSeedData(DEFAULT_SEED_DIR)).demo.accounts.find((account) => account.userType === 'ADMIN')!;
  console.log(`starting the portal (${options.bills} demo bills per family) …`);
  // The sessions are one account exporting every family every third round: far more new files an
  // hour than the generated-file quota lets one user make (docs/security.md), so it is lifted here
  // to keep the load what it measures.
  const portal = await startPortalProcess(CAPTCHA, {
    PORTAL_DEMO_BILLS: String(options.bills),
    PORTAL_SIMULATOR_DELAY_MS: '3000',
    PORTAL_GENERATED_PER_USER_HOUR: '1000000',
    PORTAL_GENERATED_PER_COMPANY_HOUR: '1000000',
  });
  try {
    const samples: Array<{ at: number } & ProcessMemory> = [];
    const started = Date.now();
    const sample = () => samples.push({ at: (Date.now() - started) / 1000, ...portal.memory() });
    sample();
    const client = new ApiClient(portal.url, CAPTCHA);
    const sessions = [];
    for (let user = 0; user < options.users; user += 1) sessions.push(await client.session(admin.loginName, admin.password));
    const until = Date.now() + options.minutes * 60_000;
    const counts = { requests: 0, failures: 0 };
    const timer = setInterval(() => {
      sample();
      const last = samples[samples.length - 1];
      console.log(
        `${last.at.toFixed(0).padStart(5)} s  rss ${last.rss.toFixed(0)} MB  anon ${last.anon.toFixed(0)} MB  file ${last.file.toFixed(0)} MB  requests ${counts.requests}`,
      );
    }, options.every * 1000);
    await Promise.all(sessions.map((session) => walk(portal.url, client, session.token, families, until, counts)));
    sample();
    const loaded = samples[samples.length - 1];
    console.log(`load over; ${options.idle} s idle …`);
    await new Promise((resolve) => setTimeout(resolve, options.idle * 1000));
    clearInterval(timer);
    sample();
    const peak = Math.max(...samples.map((one) => one.rss));
    const idle = samples[samples.length - 1];
    console.log('');
    console.log(`soak: ${options.users} users, ${options.minutes} min, ${counts.requests} requests (${counts.failures} answered 5xx)`);
    console.log(
      `resident memory: ${samples[0].rss.toFixed(0)} MB after start, peak ${peak.toFixed(0)} MB, ${loaded.rss.toFixed(0)} MB when the load ended ` +
        `(anon ${loaded.anon.toFixed(0)} MB, file-backed ${loaded.file.toFixed(0)} MB), ${idle.rss.toFixed(0)} MB after ${options.idle} s idle`,
    );
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error('soak failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
