// Open API keys and signed requests (issue 27 points 1 and 2, docs/open-api.md), on the real seed:
// the main account admin manages its company's keys, its sub-account declarer@admin cannot, and
// xihu, main account of another company, has keys of its own. Every refusal of a signed request
// has its code and message; a valid call acts as the key's company, exactly as a session would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBills } from '../../server/bills/seed/seed-demo-bills.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../server/bills/settings.ts';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './harness.ts';
import { accessTokenOf } from './test-accounts.ts';
import { createSubAccount } from '../../server/accounts/account-store.ts';
import { revokeApiKey, updateApiKey } from '../../server/open-api/api-key-store.ts';
import { newNonce, signedFetch, signedHeaders, type ApiKeyPair } from './open-api-signing.ts';

const KEYS = '/api/enterprise/apiKey';
const API_KEY_PAGE = '/apiKey';
const PING = '/api/open/v1/ping';
const ORDER = 'export-order';
const RATE_LIMIT = 12;
const BODY_CAP_KB = 16;

let server: TestServer;
let adminToken: string;
let clerkToken: string;
let otherToken: string;
let orderNo: string;

async function tokenOf(loginName: string): Promise<string> {
  const user = await server.db
    .selectFrom('app_user')
    .innerJoin('company', 'company.id', 'app_user.company_id')
    .select(['app_user.id', 'app_user.user_type', 'company.code'])
    .where('login_name', '=', loginName)
    .executeTakeFirstOrThrow();
  return accessTokenOf(server.app, server.db, { userId: user.id, companyCode: user.code, userType: user.user_type });
}

const manage = (path: string, data: unknown, token = adminToken) => server.client.post(`${KEYS}/${path}`, data, { token });

async function newKey(scopes: string[], token = adminToken, name = '仓储系统'): Promise<ApiKeyPair> {
  const answer = await manage('create', { name, scopes }, token);
  expect(answer.body.code, answer.text).toBe(0);
  return { keyId: answer.body.data.keyId, secret: answer.body.data.secret };
}

const ping = (key: ApiKeyPair, extra: Partial<Parameters<typeof signedFetch>[2]> = {}) => signedFetch(server.url, key, { method: 'GET', path: PING, ...extra });

function refused(answer: { status: number; body: { code: number; message: string; data: unknown } }, status: number, code: string, message: string) {
  expect({ status: answer.status, code: answer.body.code, message: answer.body.message, data: answer.body.data }).toEqual({
    status,
    code: -1,
    message,
    data: { code },
  });
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'real', env: { PORTAL_API_CALLS_PER_KEY_MINUTE: String(RATE_LIMIT), PORTAL_API_BODY_KB: String(BODY_CAP_KB) } });
  adminToken = await tokenOf('admin');
  clerkToken = await tokenOf('declarer@admin');
  otherToken = await tokenOf('xihu');
  const company = server.seed.demo.company;
  const [family] = await seedDemoBills(server.db, { schemaDir: DEFAULT_BILL_SCHEMA_DIR, company, perFamily: 1, families: [ORDER] });
  const row = await sql<{
    link: string;
  }>`select ${sql.ref(family.link.column)} as link from ${sql.table(family.headTable)} where company_code = ${company.code}`.execute(server.db);
  orderNo = row.rows[0].link;
}, 120_000);

afterAll(async () => server?.close());

describe('keys of the main account', () => {
  it('offers the scopes derived from the definitions, settlement included', async () => {
    const answer = await manage('scopes', {});
    const scopes = (answer.body.data as Array<{ scope: string; label: string }>).map((choice) => choice.scope);
    expect(scopes).toEqual(expect.arrayContaining([`${ORDER}:read`, `${ORDER}:write`, `${ORDER}:declare`, 'import-tax:read', 'settlement']));
    // A family customs originates (the tax bill) is only read.
    expect(scopes.filter((scope) => scope.startsWith('import-tax:'))).toEqual(['import-tax:read']);
    expect(scopes.length).toBe(new Set(scopes).size);
  });

  it('shows the secret once at create, never in the list; records the last use; renames, rescopes and revokes', async () => {
    const created = await manage('create', { name: ' ERP 正式环境 ', scopes: [`${ORDER}:read`, 'settlement'] });
    expect(created.body).toMatchObject({ code: 0, message: '接口密钥已创建，密钥仅显示这一次，请立即复制保存' });
    const { keyId, secret } = created.body.data;
    expect(keyId).toMatch(/^ak_[0-9a-f]{20}$/);
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(created.body.data).toMatchObject({
      name: 'ERP 正式环境',
      scopes: [`${ORDER}:read`, 'settlement'],
      createdBy: 'admin',
      revokedAt: null,
      lastUsedAt: null,
    });

    const listed = await manage('list', {});
    expect(listed.text).not.toContain(secret);
    const row = listed.body.data.find((key: { keyId: string }) => key.keyId === keyId);
    expect(Object.keys(row).sort()).toEqual(['callbackUrl', 'createdAt', 'createdBy', 'fingerprint', 'keyId', 'lastUsedAt', 'name', 'revokedAt', 'scopes']);
    // Nor does the database hold it in the clear.
    const stored = await server.db.selectFrom('api_key').selectAll().where('key_id', '=', keyId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(3));

    const before = Date.now();
    const answer = await ping({ keyId, secret });
    expect(answer.body).toEqual({
      code: 0,
      message: '操作成功！',
      data: { keyId, companyCode: server.seed.demo.company.code, scopes: [`${ORDER}:read`, 'settlement'] },
    });
    const used = (await manage('list', {})).body.data.find((key: { keyId: string }) => key.keyId === keyId);
    expect(used.lastUsedAt).toBeGreaterThanOrEqual(before - 1000);

    expect((await manage('update', { keyId, name: 'ERP', scopes: ['settlement'] })).body.code).toBe(0);
    expect((await ping({ keyId, secret })).body.data.scopes).toEqual(['settlement']);
    expect((await manage('list', {})).body.data.find((key: { keyId: string }) => key.keyId === keyId)).toMatchObject({ name: 'ERP', scopes: ['settlement'] });

    expect((await manage('revoke', { keyId })).body).toMatchObject({ code: 0, message: '接口密钥已吊销' });
    refused(await ping({ keyId, secret }), 401, 'API_KEY_INVALID', '接口密钥不存在或已吊销');
    expect((await manage('revoke', { keyId })).body.message).toBe('接口密钥已吊销');
    expect((await manage('update', { keyId, name: 'again' })).body).toMatchObject({ code: -1, message: '接口密钥已吊销' });
    const revoked = (await manage('list', {})).body.data.find((key: { keyId: string }) => key.keyId === keyId);
    expect(revoked.revokedAt).toEqual(expect.any(Number));
  });

  it('revokes a key once when ten revokes race: the others are refused, and an update meanwhile changes nothing', async () => {
    const { keyId } = await newKey(['settlement'], adminToken, '并发吊销');
    const answers = await Promise.all([...Array.from({ length: 10 }, () => manage('revoke', { keyId })), manage('update', { keyId, name: '吊销后改名' })]);
    const revokes = answers.slice(0, 10).map((answer) => answer.body.code);
    expect(revokes.filter((code) => code === 0)).toHaveLength(1);
    expect(revokes.filter((code) => code === -1)).toHaveLength(9);
    const listed = (await manage('list', {})).body.data.find((key: { keyId: string }) => key.keyId === keyId);
    // The update either came first (and the name changed) or was refused by name.
    const update = answers[10].body;
    if (update.code === 0) expect(listed.name).toBe('吊销后改名');
    else expect(update.message).toBe('接口密钥已吊销');
    expect(listed.revokedAt).toEqual(expect.any(Number));
    // The writes themselves are conditional on the key being live: what lost says so.
    const company = server.seed.demo.company.code;
    expect(await revokeApiKey(server.db, company, keyId)).toBe(false);
    expect(await updateApiKey(server.db, company, keyId, { name: '输了的改名' })).toBe(false);
    expect((await manage('list', {})).body.data.find((key: { keyId: string }) => key.keyId === keyId).name).not.toBe('输了的改名');
  });

  it('refuses a nameless key, a key without scopes and a scope that does not exist, creating nothing', async () => {
    const count = async () => (await server.db.selectFrom('api_key').select('id').execute()).length;
    const before = await count();
    expect((await manage('create', { name: '  ', scopes: ['settlement'] })).body).toMatchObject({ code: -1, message: '请输入密钥名称' });
    expect((await manage('create', { name: 'x', scopes: [] })).body).toMatchObject({ code: -1, message: '请至少选择一项权限' });
    expect((await manage('create', { name: 'x', scopes: ['export-order:delete'] })).body).toMatchObject({
      code: -1,
      message: '权限不存在：export-order:delete',
    });
    expect(await count()).toBe(before);
  });

  it('is a main-only page: the seed and a new sub-account leave /apiKey out for sub-accounts', async () => {
    const holders = async () =>
      (
        await server.db
          .selectFrom('user_module')
          .innerJoin('module', 'module.id', 'user_module.module_id')
          .innerJoin('app_user', 'app_user.id', 'user_module.user_id')
          .select('app_user.login_name')
          .where('module.uri', '=', API_KEY_PAGE)
          .execute()
      ).map((row) => row.login_name);
    expect(await holders()).toEqual(expect.arrayContaining(['admin', 'xihu']));
    expect(await holders()).not.toContain('declarer@admin');
    const main = await server.db.selectFrom('app_user').selectAll().where('login_name', '=', 'admin').executeTakeFirstOrThrow();
    await createSubAccount(server.db, main, {
      loginName: 'erp@admin',
      username: 'erp',
      passwordHash: 'scrypt$x',
      state: 'EFFECTIVE',
    });
    expect(await holders()).not.toContain('erp@admin');
    expect((await manage('list', {}, clerkToken)).text).toBe('{"code":-1,"message":"拒绝访问","data":null}');
  });

  it('refuses a sub-account by name even when it was given the page, and changes nothing', async () => {
    const key = await newKey(['settlement']);
    await sql`insert into user_module (user_id, module_id) select u.id, m.id from app_user u, module m where u.login_name = 'declarer@admin' and m.uri = ${API_KEY_PAGE}`.execute(
      server.db,
    );
    for (const [path, data] of [
      ['list', {}],
      ['scopes', {}],
      ['create', { name: 'x', scopes: ['settlement'] }],
      ['update', { keyId: key.keyId, name: 'x' }],
      ['revoke', { keyId: key.keyId }],
    ] as const) {
      const answer = await manage(path, data, clerkToken);
      expect([path, answer.status, answer.body.message]).toEqual([path, 403, '仅主账号可以管理接口密钥']);
    }
    expect((await ping(key)).body.code).toBe(0);
  });

  it("does not let another company's main account see or touch this company's keys", async () => {
    const key = await newKey(['settlement']);
    const theirs = await manage('list', {}, otherToken);
    expect(theirs.text).not.toContain(key.keyId);
    expect((await manage('revoke', { keyId: key.keyId }, otherToken)).body).toMatchObject({ code: -1, message: '接口密钥不存在或不属于本企业' });
    expect((await manage('update', { keyId: key.keyId, scopes: ['settlement'] }, otherToken)).body.message).toBe('接口密钥不存在或不属于本企业');
    expect((await ping(key)).body.code).toBe(0);
  });
});

describe('a signed request', () => {
  const billPath = () => `/api/open/v1/bills/${ORDER}/${encodeURIComponent(orderNo)}`;

  it("reads a bill of the key's company by its business key, and another company's key finds nothing there", async () => {
    const own = await newKey([`${ORDER}:read`]);
    const answer = await signedFetch(server.url, own, { method: 'GET', path: billPath() });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.orderNo).toBe(orderNo);
    expect(answer.body.data.companyCode ?? server.seed.demo.company.code).toBe(server.seed.demo.company.code);

    const other = await newKey([`${ORDER}:read`], otherToken, '别家的ERP');
    const theirs = await signedFetch(server.url, other, { method: 'GET', path: billPath() });
    expect(theirs.body).toEqual({ code: -1, message: '单据不存在或已被删除', data: null });
    expect((await ping(other)).body.data.companyCode).not.toBe(server.seed.demo.company.code);
  });

  it('refuses a key without the scope of the call (403)', async () => {
    const key = await newKey(['settlement', `${ORDER}:write`]);
    refused(await signedFetch(server.url, key, { method: 'GET', path: billPath() }), 403, 'SCOPE_MISSING', '接口密钥没有此操作的权限');
  });

  it('refuses missing or malformed headers, and a bearer token is no credential', async () => {
    const key = await newKey(['settlement']);
    const missing = await fetch(server.url + PING, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(missing.status).toBe(401);
    expect((await missing.json()).data).toEqual({ code: 'SIGNATURE_HEADERS_MISSING' });
    refused(await ping(key, { headers: { 'X-Api-Nonce': 'short' } }), 401, 'SIGNATURE_HEADERS_MISSING', expect.any(String) as unknown as string);
    refused(await ping(key, { headers: { 'X-Api-Key': 'ak_00000000000000000000' } }), 401, 'API_KEY_INVALID', '接口密钥不存在或已吊销');
  });

  it('refuses a wrong signature, a body changed after signing, and a path changed after signing', async () => {
    const key = await newKey(['settlement']);
    refused(await ping({ keyId: key.keyId, secret: `${key.secret}x` }), 401, 'SIGNATURE_MISMATCH', '签名校验失败，请检查签名算法与密钥');
    const headers = signedHeaders(key, { method: 'POST', path: PING, body: '{"a":1}' });
    const changed = await fetch(server.url + PING, { method: 'POST', headers, body: '{"a":2}' });
    expect([changed.status, (await changed.json()).data]).toEqual([401, { code: 'SIGNATURE_MISMATCH' }]);
    const elsewhere = await fetch(`${server.url + PING}?x=1`, { method: 'POST', headers, body: '{"a":1}' });
    expect([elsewhere.status, (await elsewhere.json()).data]).toEqual([401, { code: 'SIGNATURE_MISMATCH' }]);
    const good = await fetch(server.url + PING, { method: 'POST', headers, body: '{"a":1}' });
    expect(good.status).toBe(200);
  });

  it('authenticates before it reads the body: malformed JSON with a wrong signature is a signature refusal', async () => {
    const key = await newKey(['settlement']);
    const headers = signedHeaders({ keyId: key.keyId, secret: 'not-the-secret' }, { method: 'POST', path: PING, body: '{not json' });
    const answer = await fetch(server.url + PING, { method: 'POST', headers, body: '{not json' });
    expect([answer.status, (await answer.json()).data]).toEqual([401, { code: 'SIGNATURE_MISMATCH' }]);
  });

  it('refuses a timestamp more than 5 minutes off either way, and takes one within', async () => {
    const key = await newKey(['settlement']);
    const now = Math.floor(Date.now() / 1000);
    const stale = '请求时间戳与服务器时间相差超过5分钟，请校准系统时间后重试';
    refused(await ping(key, { timestamp: now - 310 }), 401, 'TIMESTAMP_OUT_OF_RANGE', stale);
    refused(await ping(key, { timestamp: now + 310 }), 401, 'TIMESTAMP_OUT_OF_RANGE', stale);
    expect((await ping(key, { timestamp: now - 280 })).body.code).toBe(0);
  });

  it('refuses a nonce used before, and of two parallel calls with one nonce exactly one passes', async () => {
    const key = await newKey(['settlement']);
    const nonce = newNonce();
    expect((await ping(key, { nonce })).body.code).toBe(0);
    refused(await ping(key, { nonce }), 401, 'NONCE_REUSED', '请求随机数（nonce）已被使用，请勿重放请求');

    for (let round = 0; round < 3; round += 1) {
      const shared = newNonce();
      const headers = signedHeaders(key, { method: 'GET', path: PING, nonce: shared });
      const answers = await Promise.all(
        [0, 1].map(() => fetch(server.url + PING, { headers }).then(async (response) => ({ status: response.status, body: await response.json() }))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
      expect(answers.find((answer) => answer.status === 401)?.body.data).toEqual({ code: 'NONCE_REUSED' });
    }
    // The same nonce is another key's own.
    const second = await newKey(['settlement']);
    expect((await ping(second, { nonce })).body.code).toBe(0);
  });

  it('refuses a body over the cap, declared or streamed, with 413', async () => {
    const key = await newKey(['settlement']);
    const big = JSON.stringify({ data: 'x'.repeat(BODY_CAP_KB * 1024) });
    refused(await signedFetch(server.url, key, { method: 'POST', path: PING, body: big }), 413, 'BODY_TOO_LARGE', '请求数据超过接口允许的大小');
    // Without a length (chunked), the bytes are counted as they come.
    const headers = signedHeaders(key, { method: 'POST', path: PING, body: big });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await fetch(server.url + PING, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
    expect([chunked.status, (await chunked.json()).data]).toEqual([413, { code: 'BODY_TOO_LARGE' }]);
    expect((await signedFetch(server.url, key, { method: 'POST', path: PING, body: JSON.stringify({ data: 'x'.repeat(1000) }) })).body.code).toBe(0);
  });

  it('limits the calls of one key a minute (429 with Retry-After), not those of another key', async () => {
    const key = await newKey(['settlement']);
    for (let call = 0; call < RATE_LIMIT; call += 1) expect((await ping(key)).status).toBe(200);
    const over = await ping(key);
    refused(over, 429, 'RATE_LIMITED', '接口调用过于频繁，请稍后再试');
    expect(over.headers.get('retry-after')).toBe('60');
    expect((await ping(await newKey(['settlement']))).status).toBe(200);
  });

  it('stops working when its creator is frozen', async () => {
    const key = await newKey(['settlement'], otherToken, '冻结前');
    expect((await ping(key)).body.code).toBe(0);
    await server.db.updateTable('app_user').set({ state: 'INVALID' }).where('login_name', '=', 'xihu').execute();
    try {
      refused(await ping(key), 401, 'API_KEY_INVALID', '接口密钥不存在或已吊销');
    } finally {
      await server.db.updateTable('app_user').set({ state: 'EFFECTIVE' }).where('login_name', '=', 'xihu').execute();
    }
  });
});
