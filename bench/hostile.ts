// `npm run bench:hostile`: the probes of issue "Hardening", measured again on the portal as
// `npm start` runs it (its own process, a fresh SQLite file): each hostile request's answer and
// time, how long a light request (the public key, asked every 20 ms meanwhile from this
// process) waited at worst, and the portal's resident memory before and after.
//   1. an import of a workbook that unpacks to 246 MB (a zip bomb, a few hundred KB), then two at once;
//   2. an import of a valid 100,000-row workbook;
//   3. a save of 330,000 empty lines in a 0.99 MB body;
//   4. 30 parallel wrong logins of one account, with valid captchas: how many passwords were checked;
//   5. 30 uploads of 10 MB of random bytes named .xlsx, and the database file's growth.
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { DEFAULT_SEED_DIR, loadSeedData } from '../server/seed/seed-data.ts';
import { ApiClient } from '../tests/api/api-client.ts';
import { bigWorkbook, zipBomb } from '../tests/api/security/hostile-files.ts';
import { startPortalProcess } from './lib/portal-process.ts';
import { summarize } from './lib/stats.ts';

const CAPTCHA = 'H0ST';
const ORDER_API = '/api/enterprise/expu/order';
const IMPORT = { route: '/bill/export/order', code: 'importQuery' };

async function startPortal() {
  // The probes come from one address: let the captchas through, the logins are what is counted.
  const portal = await startPortalProcess(CAPTCHA, { PORTAL_DEMO_BILLS: '5', PORTAL_CAPTCHAS_PER_MINUTE: '1000' });
  return { ...portal, rss: () => portal.memory().rss };
}

/** Runs `work` while a light request goes every 20 ms; answers its result, its time and the light requests' waits. */
async function withLightProbe<T>(url: string, rss: () => number, work: () => Promise<T>) {
  let running = true;
  let peak = rss();
  const waits: number[] = [];
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/api/auth/public_key`).then((response) => response.arrayBuffer());
      waits.push(performance.now() - started);
      peak = Math.max(peak, rss());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await probe;
  const light = summarize(waits);
  return { result, seconds, light, peak };
}

async function upload(url: string, token: string, content: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${url}/api/file/upload?route=${encodeURIComponent(IMPORT.route)}&code=${IMPORT.code}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: Array<{ uri: string }> } };
}

const line = (text: string, figures: { seconds: number; light: ReturnType<typeof summarize>; peak: number }) =>
  console.log(
    `${text.padEnd(58)} ${figures.seconds.toFixed(2).padStart(6)} s   light p95 ${figures.light.p95.toFixed(0).padStart(4)} ms, max ${figures.light.max.toFixed(0).padStart(4)} ms   peak RSS ${figures.peak.toFixed(0)} MB`,
  );

async function main(): Promise<void> {
  const demo = (await loadSeedData(DEFAULT_SEED_DIR)).demo;
  const admin = demo.accounts.find((account) => account.userType === 'ADMIN')!;
  const declarer = demo.accounts.find((account) => account.userType !== 'ADMIN')!;
  console.log('preparing the hostile files …');
  const bomb = zipBomb(246);
  const hundredThousand = await bigWorkbook(['订单编号', '电商企业名称'], 100_000, (index) => [`BIG-${index}`, '广州穗通跨境供应链管理有限公司']);
  const save = `{"data":{"lines":[${Array.from({ length: 330_000 }, () => '{}').join(',')}]}}`;
  const portal = await startPortal();
  try {
    const client = new ApiClient(portal.url, CAPTCHA);
    const { token } = await client.session(admin.loginName, admin.password);
    console.log(`portal started, RSS ${portal.rss().toFixed(0)} MB\n`);

    const bombUri = (await upload(portal.url, token, bomb, '订单导入.xlsx')).body.data[0].uri;
    const single = await withLightProbe(portal.url, portal.rss, () => client.post(`${ORDER_API}/importData`, { filePath: bombUri }, { token }));
    line(`1. import, ${(bomb.length / 1024).toFixed(0)} KB unpacking to 246 MB`, single);
    console.log(`   answer: ${single.result.body.message}`);
    const twice = await withLightProbe(portal.url, portal.rss, () =>
      Promise.all([1, 2].map(() => client.post(`${ORDER_API}/importData`, { filePath: bombUri }, { token }))),
    );
    line('   the same, two at once', twice);
    console.log(`   answers: ${twice.result.map((answer) => answer.body.message).join(' | ')}`);

    const bigUri = (await upload(portal.url, token, hundredThousand, '订单导入.xlsx')).body.data[0].uri;
    const big = await withLightProbe(portal.url, portal.rss, () => client.post(`${ORDER_API}/importData`, { filePath: bigUri }, { token }));
    line(`2. import of 100,000 valid rows (${(hundredThousand.length / 1024 / 1024).toFixed(1)} MB)`, big);
    console.log(`   answer: ${big.result.body.message}`);

    const lines = await withLightProbe(portal.url, portal.rss, async () => {
      const response = await fetch(`${portal.url}${ORDER_API}/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: save,
      });
      return { status: response.status, text: await response.text() };
    });
    line(`3. save of 330,000 empty lines (${(save.length / 1024 / 1024).toFixed(2)} MB)`, lines);
    console.log(`   answer: HTTP ${lines.result.status}, ${lines.result.text.length} bytes: ${lines.result.text.slice(0, 120)}`);

    const captchas = await Promise.all(Array.from({ length: 30 }, () => client.newCaptcha()));
    const logins = await withLightProbe(portal.url, portal.rss, () =>
      Promise.all(captchas.map((id) => client.login(declarer.loginName, 'Wrong#password1', { id }))),
    );
    const checked = logins.result.filter((answer) => answer.body.message === '账号或密码错误').length;
    line('4. 30 parallel wrong logins of one account', logins);
    console.log(`   passwords checked: ${checked} (limit 5); refused as too many: ${logins.result.length - checked}`);

    const sizeBefore = statSync(portal.database).size;
    const uploads = await withLightProbe(portal.url, portal.rss, async () => {
      const answers = [];
      for (let index = 0; index < 30; index += 1) answers.push(await upload(portal.url, token, randomBytes(10 * 1024 * 1024), `随机${index}.xlsx`));
      return answers;
    });
    const accepted = uploads.result.filter((answer) => answer.body.code === 0).length;
    line('5. 30 uploads of 10 MB random bytes named .xlsx', uploads);
    console.log(
      `   accepted ${accepted}, refused ${uploads.result.length - accepted} (${uploads.result[0]?.body.message}); database ${(sizeBefore / 1024 / 1024).toFixed(1)} → ${(statSync(portal.database).size / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(`\nportal RSS at the end: ${portal.rss().toFixed(0)} MB (worker threads exit 30 s after their last task)`);
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
