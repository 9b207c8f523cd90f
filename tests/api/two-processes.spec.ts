// Two API processes, one PostgreSQL database (issue 26 point 4, docs/deployment.md "Several
// processes"): two real server/main.ts processes on one database and one set of transfer and
// certificate folders, driven alternately as a load balancer without sticky sessions would.
// Whatever one process answered, the other must know: sessions and refresh-token rotation,
// captchas, login and upload limits, a bill saved, listed, counted, declared (its receipts applied
// once though both processes play customs and read the inbox), exported and downloaded, an import,
// and the settlement chain with the bank's steps taken by whichever process comes first.
// PostgreSQL only: SQLite serves one process per database file.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, type AnyData } from './api-client.ts';
import { ADMIN, COMPANY, ORDER_API, type BillServer } from './bills/bill-harness.ts';
import { orderBody } from './bills/bill-fixtures.ts';
import { download, ORDER_IMPORT_HEAD, ORDER_IMPORT_HEADER, orderImportLine, readRows, upload, uploadRows, workbookBuffer } from './bills/excel-helpers.ts';
import { TEST_CAPTCHA } from './harness.ts';
import { startPortal, type RunningPortal } from './process-runner.ts';
import { authorise, COMMERCE, insertInventories, SETTLEMENT_API } from './settlement-fixtures.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from './test-database.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../server/seed/seed-data.ts';
import { APPROVED_OPINION } from '../../server/settlement/bank-simulator.ts';
import { dynamicDb } from '../../server/bills/db.ts';

const TOO_MANY_LOGINS = '登录失败次数过多，请15分钟后再试';
const UPLOADS_OVER_QUOTA = '上传过于频繁或文件总量超过限额，请稍后再试';
const UPLOADS_PER_HOUR = 4;
const RECEIPTS = '/api/receipter/messageFindByBill';
/** Any call that needs a live session. */
const asUser = (portal: PortalProcess, token: string) => portal.client.post('/api/dictionary/item/queryByCode', { dicCode: 'currency' }, { token });
const ORDER_PARTIES = { ebcCode: '91440101MA5CKT9G3F', ebpCode: '91330100MA27XL6N5K' };

/** A portal process as the bill helpers see a test server (no app object: it is another process). */
type PortalProcess = Omit<BillServer, 'app' | 'close'> & { process: RunningPortal };

let database: TestDatabase;
let folders: string;
let a: PortalProcess;
let b: PortalProcess;

function portalOf(running: RunningPortal, db: TestDatabase['db']): PortalProcess {
  const client = new ApiClient(running.url, TEST_CAPTCHA);
  const tokens = new Map<string, string>();
  const token = async (account = ADMIN) => {
    if (!tokens.has(account.loginName)) tokens.set(account.loginName, (await client.session(account.loginName, account.password)).token);
    return tokens.get(account.loginName)!;
  };
  return {
    url: running.url,
    db,
    client,
    token,
    post: async (path, data, given) => client.post(path, data, { token: given ?? (await token()) }),
    process: running,
  };
}

beforeAll(async () => {
  if (!usingPostgres()) return;
  database = await createTestDatabase();
  // Seeded here as the bill tests seed (accounts, menu, state lists), so the processes write no demo data.
  await seedDatabase(database.db, await loadSeedData(DEFAULT_SEED_DIR));
  folders = mkdtempSync(join(tmpdir(), 'portal-two-'));
  const env = {
    DATABASE_URL: database.url,
    PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
    PORTAL_STATIC_DIR: fileURLToPath(new URL('./fixtures/no-client', import.meta.url)),
    PORTAL_OUTBOX_DIR: join(folders, 'customs', 'outbox'),
    PORTAL_INBOX_DIR: join(folders, 'customs', 'inbox'),
    PORTAL_SIGN_DIR: join(folders, 'sign'),
    // Both processes play customs on a timer and both read the inbox: each receipt must still apply once.
    PORTAL_SIMULATOR_DELAY_MS: '150',
    PORTAL_INBOX_POLL_MS: '100',
    PORTAL_BANK_DELAY_MS: '150',
    PORTAL_UPLOADS_PER_USER_HOUR: String(UPLOADS_PER_HOUR),
    PORTAL_WORKER_THREADS: '1',
  };
  // Started together, as a balancer's processes are: migrations, definitions sync and table checks race.
  const [first, second] = await Promise.all([startPortal(env), startPortal(env)]);
  a = portalOf(first, database.db);
  b = portalOf(second, database.db);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.process.stop(), b?.process.stop()]);
  await database?.dispose();
  if (folders) rmSync(folders, { recursive: true, force: true });
});

describe.skipIf(!usingPostgres())('two portal processes on one PostgreSQL database', () => {
  it('serves a session begun on one process on the other, and rotates refresh tokens across both', async () => {
    const session = await a.client.session(ADMIN.loginName, ADMIN.password);
    expect((await asUser(b, session.token)).body.code).toBe(0);
    const onB = await b.client.get('/api/auth/refresh_token', { token: session.refreshToken });
    expect(onB.status).toBe(200);
    const onA = await a.client.get('/api/auth/refresh_token', { token: onB.body.data.refreshToken });
    expect(onA.status).toBe(200);
    expect((await asUser(b, onA.body.data.token)).body.code).toBe(0);
    // The first refresh token was used on B: A refuses it, and its reuse ends the session on both.
    expect((await a.client.get('/api/auth/refresh_token', { token: session.refreshToken })).status).toBe(401);
    expect((await b.client.get('/api/auth/refresh_token', { token: onA.body.data.refreshToken })).status).toBe(401);
    for (const portal of [a, b]) expect((await asUser(portal, onA.body.data.token)).status).toBe(401);
  });

  it('answers on one process a captcha made on the other, once', async () => {
    const captchaId = await a.client.newCaptcha();
    expect((await b.client.login(ADMIN.loginName, ADMIN.password, { id: captchaId })).body.code).toBe(0);
    expect((await a.client.login(ADMIN.loginName, ADMIN.password, { id: captchaId })).body.code).not.toBe(0);
  });

  it('counts failed logins of an account across both processes', async () => {
    for (const portal of [a, b, a, b, a]) expect((await portal.client.login('two_process_ghost', 'Wrong#password1')).body.message).toBe('账号或密码错误');
    expect((await b.client.login('two_process_ghost', 'Wrong#password1')).body.message).toBe(TOO_MANY_LOGINS);
  });

  let orderId: number;
  const ORDER_NO = 'EO-TWO-PROC-1';
  const listBody = { pageIndex: 0, pageSize: 50, terms: [{ column: 'order_no', termType: 'like', type: 'and', value: 'EO-TWO-PROC' }], sorts: [] };
  const list = (portal: PortalProcess) => portal.post(`${ORDER_API}/pageList`, listBody);
  const stateCount = async (portal: PortalProcess, state: string) => {
    const counts = (await portal.post(`${ORDER_API}/queryStateCount`, { terms: listBody.terms })).body.data as Array<{ state: string; count: number }>;
    return counts.find((item) => item.state === state)?.count ?? 0;
  };

  it('lists on one process, at once, a bill saved or changed on the other (no stale kept answer)', async () => {
    // B keeps its answers for the empty list first.
    expect((await list(b)).body.data).toMatchObject({ total: 0, datas: [] });
    expect(await stateCount(b, '0')).toBe(0);
    const saved = await a.post(`${ORDER_API}/save`, orderBody({ orderNo: ORDER_NO }));
    expect(saved.body.code, saved.text).toBe(0);
    orderId = saved.body.data.id;
    const listed = (await list(b)).body.data;
    expect(listed.total).toBe(1);
    expect(listed.datas.map((row: AnyData) => row.orderNo)).toEqual([ORDER_NO]);
    expect(await stateCount(b, '0')).toBe(1);
    expect((await b.post(`${ORDER_API}/findById`, { id: orderId })).body.data).toMatchObject({ orderNo: ORDER_NO, freight: 35 });

    const detail = (await b.post(`${ORDER_API}/findById`, { id: orderId })).body.data;
    const changed = await b.post(`${ORDER_API}/save`, { ...detail, freight: 40 });
    expect(changed.body.code, changed.text).toBe(0);
    expect((await list(a)).body.data.datas[0].freight).toBe(40);
    expect((await a.post(`${ORDER_API}/findById`, { id: orderId })).body.data.freight).toBe(40);
  });

  it('declares on one process and applies each receipt once, whichever process plays customs and reads it', async () => {
    const declared = await a.post(`${ORDER_API}/applyByIds`, { ids: [orderId] });
    expect(declared.body.code, declared.text).toBe(0);
    await vi.waitFor(async () => expect((await b.post(`${ORDER_API}/findById`, { id: orderId })).body.data.state).toBe('399'), {
      timeout: 30_000,
      interval: 100,
    });
    const receipts = await b.post(RECEIPTS, { messageType: 'CEB304', orderNo: ORDER_NO, ...ORDER_PARTIES });
    expect(receipts.body.data.map((receipt: AnyData) => receipt.returnStatus)).toEqual(['399', '120', '3', '2']);
    expect(await stateCount(a, '399')).toBe(1);
    // Nothing was taken twice: a second copy of a message would have been quarantined as a duplicate.
    expect(readdirSync(join(folders, 'customs', 'quarantine'))).toEqual([]);
  });

  it('downloads on one process what the other exported', async () => {
    const exported = await a.post(`${ORDER_API}/exportOrderData`, { ids: [orderId] });
    expect(exported.body.code, exported.text).toBe(0);
    const file = await download(b, exported.body.data.downloadUri);
    expect(file.status).toBe(200);
    expect((await readRows(file.content)).flat()).toContain(ORDER_NO);
  });

  it('imports on one process a file uploaded through the other, and counts uploads across both', async () => {
    const head = ORDER_IMPORT_HEAD;
    const uri = await uploadRows(a, [ORDER_IMPORT_HEADER, ['EO-TWO-PROC-2', ...head, 50, 5, '美元', COMPANY, '广州穗通', ...orderImportLine(1)]]);
    const imported = await b.post(`${ORDER_API}/importData`, { filePath: uri });
    expect(imported.body, imported.text).toMatchObject({ code: 0, data: { count: 1 } });
    expect((await list(a)).body.data.total).toBe(2);

    const workbook = await workbookBuffer([ORDER_IMPORT_HEADER]);
    const answers = [];
    for (const portal of [b, a, b, a]) answers.push((await upload(portal, workbook, '空.xlsx')).body);
    expect(answers.slice(0, UPLOADS_PER_HOUR - 1).map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(answers[UPLOADS_PER_HOUR - 1]).toMatchObject({ message: UPLOADS_OVER_QUOTA });
  });

  it('walks the settlement chain alternating between the processes, the bank stepping once', async () => {
    await authorise(a, COMMERCE, 'approved');
    const bills = await insertInventories(a, [{ amount: '10.5' }, { amount: '0.25' }], 'TWO');
    const post = (portal: PortalProcess, path: string, data: unknown) => portal.post(SETTLEMENT_API + path, data);
    const created = await post(a, '/declarel/saveData', { ebcCode: COMMERCE.code, ieType: 'EXP', note: '两个进程' });
    expect(created.body.code, created.text).toBe(0);
    const id = created.body.data.id as number;
    expect((await post(b, '/SeExpuInventory/addInventory', { declareId: id, ids: bills })).body.data).toMatchObject({ totalAmount: '10.75', totalCount: 2 });
    expect((await post(a, '/SeExpuInventory/deleteInventory', { declareId: id, ids: [bills[1]] })).body.data).toMatchObject({ totalCount: 1 });
    expect((await post(b, '/declarel/queryById', { id })).body.data).toMatchObject({ totalAmount: '10.5', totalCount: 1 });
    const submitted = await post(b, '/declarel/declaration', { id, bankCode: '102', note: '' });
    expect(submitted.body.code, submitted.text).toBe(0);
    // Each call takes the bank's due steps first, on whichever process it lands.
    const seen: string[] = [];
    await vi.waitFor(
      async () => {
        const portal = seen.length % 2 === 0 ? a : b;
        const state = (await post(portal, '/declarel/queryById', { id })).body.data.state as string;
        if (seen.at(-1) !== state) seen.push(state);
        expect(state).toBe('approved');
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(seen.filter((state) => state !== 'declare' && state !== 'audit')).toEqual(['approved']);
    expect((await post(a, '/declarel/queryById', { id })).body.data).toMatchObject({ state: 'approved', auditOpinion: APPROVED_OPINION });
    const approved = await post(b, '/declarel/queryPageList', {
      pageIndex: 0,
      pageSize: 50,
      sorts: [],
      terms: [{ column: 'state', termType: 'eq', value: 'approved' }],
    });
    expect(approved.body.data.datas.map((row: AnyData) => row.id)).toContain(id);
    const attached = await dynamicDb(database.db).selectFrom('settlement_bill').select('bill_id').where('declare_id', '=', id).execute();
    expect(attached.map((row) => Number(row.bill_id))).toEqual([bills[0]]);
  });
});
