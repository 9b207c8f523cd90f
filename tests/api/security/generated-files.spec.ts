// Generated files (issue 22 point 5, docs/security.md "Generated files"): asking again for an
// identical file (the agreement, a template) reuses the stored one with a fresh link and counts
// nothing; new files count against the user's and the company's hourly quotas (HTTP 429
// 生成文件过于频繁，请稍后再试 beyond them, nothing stored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../../server/auth/route-access.ts';
import { dynamicDb } from '../../../server/bills/db.ts';
import { ADMIN, DECLARER, startBillServer, type BillServer } from '../bills/bill-harness.ts';
import { download } from '../bills/excel-helpers.ts';

const TOO_OFTEN = { code: -1, message: '生成文件过于频繁，请稍后再试', data: null };
const AGREEMENT = '/api/enterprise/agreement/getDownloadUrl';
const AGREEMENT_TEMPLATE = '/api/enterprise/agreement/template';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer({ env: { PORTAL_GENERATED_PER_USER_HOUR: '3', PORTAL_GENERATED_PER_COMPANY_HOUR: '5' } });
});
afterAll(async () => server?.close());

const fileIdOf = (uri: string) => uri.split('?')[0].split('/').pop()!;

async function storedFiles(): Promise<number> {
  const row = await dynamicDb(server.db)
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', 'in', ['export', 'template'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function hitsOf(key: string): Promise<number> {
  const row = await server.db.selectFrom('rate_counter').select('hits').where('key', '=', key).executeTakeFirst();
  return row?.hits ?? 0;
}

async function userIdOf(loginName: string): Promise<number> {
  return (await server.db.selectFrom('app_user').select('id').where('login_name', '=', loginName).executeTakeFirstOrThrow()).id;
}

describe('an identical generated file is reused', () => {
  it('stores the agreement once however often it is asked for, each answer a working link, and counts it once', async () => {
    const before = await storedFiles();
    const links: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await server.post(i % 2 === 0 ? AGREEMENT : AGREEMENT_TEMPLATE, {});
      expect(answer.body.code, answer.text).toBe(0);
      links.push(typeof answer.body.data === 'string' ? answer.body.data : answer.body.data.displayUri);
    }
    expect(new Set(links.map(fileIdOf)).size).toBe(1);
    expect(await storedFiles()).toBe(before + 1);
    for (const link of [links[0], links[9]]) expect((await download(server, link)).status).toBe(200);
    expect(await hitsOf(`generated:user:${await userIdOf(ADMIN.loginName)}`)).toBe(1);
    // Stored with the hash of its bytes.
    const row = await dynamicDb(server.db).selectFrom('stored_file').select('content_hash').where('id', '=', fileIdOf(links[0])).executeTakeFirstOrThrow();
    expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('quotas of new generated files', () => {
  it('refuses a user’s new files beyond the hourly quota with 429, stores nothing, and still reuses identical ones', async () => {
    // Templates of different families: different files, each stored once.
    const templates = declaredRoutes(server.app)
      .filter((route) => route.method === 'POST' && route.url.endsWith('/downloadTemplate'))
      .map((route) => route.url);
    expect(templates.length).toBeGreaterThanOrEqual(8);
    const adminKey = `generated:user:${await userIdOf(ADMIN.loginName)}`;
    const declarerKey = `generated:user:${await userIdOf(DECLARER.loginName)}`;
    const before = await storedFiles();
    // The admin has one file counted already (the agreement): two more fit, the third is refused.
    const first = await server.post(templates[0], {});
    expect(first.body.code, first.text).toBe(0);
    expect((await server.post(templates[1], {})).body.code).toBe(0);
    const refused = await server.post(templates[2], {});
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_OFTEN);
    expect(await storedFiles()).toBe(before + 2);
    expect(await hitsOf(adminKey)).toBe(3);
    // Asking for an identical file again is no new file: answered, not counted.
    const again = await server.post(templates[0], {});
    expect(again.body.code).toBe(0);
    expect(fileIdOf(again.body.data.downloadUri)).toBe(fileIdOf(first.body.data.downloadUri));
    expect(await hitsOf(adminKey)).toBe(3);

    // The company's quota (5) holds across its users: the declarer makes two, the third is refused
    // by the company's quota and not counted against the declarer.
    const declarer = await server.token(DECLARER);
    expect((await server.post(templates[3], {}, declarer)).body.code).toBe(0);
    expect((await server.post(templates[4], {}, declarer)).body.code).toBe(0);
    const overCompany = await server.post(templates[5], {}, declarer);
    expect(overCompany.status).toBe(429);
    expect(overCompany.body).toEqual(TOO_OFTEN);
    expect(await hitsOf(declarerKey)).toBe(2);
    expect(await storedFiles()).toBe(before + 4);
  });
});
