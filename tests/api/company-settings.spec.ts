// Company parameters (bill-families-and-screens.md §2 /parametersSetting, §3.10, §5, §7):
// querySettingList answers the caller's company's rows only; saveSetting creates (no id) and
// updates (an id of the company's), asks for type, code and value (请填写完整的必填数据), keeps
// (type, code) unique per company and never trusts the body's companyCode; deleteSetting removes
// one of the company's rows. Button codes: add, edit, save, delete on /parametersSetting.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { createSession } from '../../server/auth/sessions.ts';
import {
  MSG_SETTING_COMPANY_MISMATCH,
  MSG_SETTING_DELETED,
  MSG_SETTING_NOT_FOUND,
  MSG_SETTING_SAVED,
  SETTING_PATHS,
  duplicateSettingMessage,
  type CompanySetting,
} from '#core/company-settings.ts';
import { startTestServer, type TestServer } from './harness.ts';

const OTHER = { code: '91310000MA1FL0XX9Q', name: '上海另一家跨境电商有限公司' };

let server: TestServer;
let companyCode: string;
let adminToken: string;
let clerkToken: string;
let otherToken: string;
let otherCompanyId: number;

async function otherCompanyToken(): Promise<string> {
  const company = await server.db
    .insertInto('company')
    .values({ code: OTHER.code, name: OTHER.name, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherCompanyId = company.id;
  const user = await server.db
    .insertInto('app_user')
    .values({
      login_name: 'other_admin',
      username: 'other_admin',
      password_hash: 'scrypt$x',
      user_type: 'ADMIN',
      company_id: company.id,
      state: 'EFFECTIVE',
      password_changed_at: Date.now(),
      must_change_password: 0,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into user_module (user_id, module_id) select ${sql.lit(user.id)}, id from module`.execute(server.db);
  await sql`insert into user_button (user_id, module_button_id) select ${sql.lit(user.id)}, id from module_button`.execute(server.db);
  const sessionId = await createSession(server.db, user.id);
  return signAccessToken(server.app.portal.secrets.accessKey, { userId: user.id, companyCode: OTHER.code, userType: 'ADMIN', sessionId }, 900);
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'real' });
  companyCode = server.seed.demo.company.code;
  const [admin, clerk] = server.seed.demo.accounts;
  adminToken = (await server.client.session(admin.loginName, admin.password)).token;
  clerkToken = (await server.client.session(clerk.loginName, clerk.password)).token;
  otherToken = await otherCompanyToken();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom('company_setting').execute();
});

const list = async (token = adminToken) => (await server.client.post<CompanySetting[]>(SETTING_PATHS.querySettingList, {}, { token })).body.data;
const save = (data: unknown, token = adminToken) => server.client.post<CompanySetting | null>(SETTING_PATHS.saveSetting, data, { token });
const remove = (id: unknown, token = adminToken) => server.client.post(SETTING_PATHS.deleteSetting, { id }, { token });
const stored = () => server.db.selectFrom('company_setting').select(['company_id', 'type', 'code', 'value']).orderBy('id').execute();

describe('querySettingList and saveSetting', () => {
  it('creates without an id, lists by type and code, updates with an id', async () => {
    expect(await list()).toEqual([]);
    const first = await save({ type: 'declare', code: 'copCode', value: '4401960001', companyCode });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 0, message: MSG_SETTING_SAVED });
    expect(first.body.data).toMatchObject({ type: 'declare', code: 'copCode', value: '4401960001', companyCode });
    const id = first.body.data!.id;
    expect(typeof id).toBe('number');
    await save({ type: 'assign', code: 'customs', value: ' 5141 ' });
    expect((await list()).map((row) => [row.type, row.code, row.value])).toEqual([
      ['assign', 'customs', '5141'],
      ['declare', 'copCode', '4401960001'],
    ]);

    const updated = await save({ id, type: 'declare', code: 'copCode', value: '4401960002', companyCode });
    expect(updated.body).toMatchObject({ code: 0, message: MSG_SETTING_SAVED, data: { id, value: '4401960002' } });
    expect((await list()).find((row) => row.id === id)).toEqual({ id, type: 'declare', code: 'copCode', value: '4401960002', companyCode });
    // Renaming a row onto itself is not a duplicate; id null is a create.
    expect((await save({ id, type: 'declare', code: 'copCode', value: 'x' })).body.code).toBe(0);
    expect((await save({ id: null, type: 'other', code: 'c', value: 'v' })).body.code).toBe(0);
    expect(await stored()).toHaveLength(3);
  });

  it('asks for type, code and value, naming the missing ones, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'a', code: 'b' }, '请填写完整的必填数据：值'],
      [{ type: '', code: ' ', value: 'v' }, '请填写完整的必填数据：类型、代码'],
      [{}, '请填写完整的必填数据：类型、代码、值'],
    ];
    for (const [data, message] of cases) {
      const answer = await save(data);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await stored()).toEqual([]);
  });

  it('bounds the lengths and refuses unknown fields and wrong types', async () => {
    for (const data of [
      { type: 'x'.repeat(51), code: 'c', value: 'v' },
      { type: 't', code: 'x'.repeat(51), value: 'v' },
      { type: 't', code: 'c', value: 'x'.repeat(501) },
      { type: 't', code: 'c', value: 5 },
      { type: 't', code: 'c', value: 'v', id: 'abc' },
      { type: 't', code: 'c', value: 'v', id: 0 },
      { type: 't', code: 'c', value: 'v', companyId: 1 },
    ]) {
      expect((await save(data)).status).toBe(400);
    }
    expect((await save({ type: 'x'.repeat(50), code: 'y'.repeat(50), value: 'z'.repeat(500) })).body.code).toBe(0);
  });

  it('refuses a second parameter with the same type and code, on create and on update', async () => {
    await save({ type: 'declare', code: 'copCode', value: '1' });
    const other = (await save({ type: 'declare', code: 'copName', value: '2' })).body.data!;
    const twice = await save({ type: 'declare', code: ' copCode ', value: '3' });
    expect(twice.body).toMatchObject({ code: -1, message: duplicateSettingMessage('declare', 'copCode') });
    const renamed = await save({ id: other.id, type: 'declare', code: 'copCode', value: '2' });
    expect(renamed.body).toMatchObject({ code: -1, message: duplicateSettingMessage('declare', 'copCode') });
    expect((await stored()).map((row) => row.value)).toEqual(['1', '2']);
  });

  it("never trusts the body's companyCode", async () => {
    const answer = await save({ type: 't', code: 'c', value: 'v', companyCode: OTHER.code });
    expect(answer.body).toMatchObject({ code: -1, message: MSG_SETTING_COMPANY_MISMATCH });
    expect(await stored()).toEqual([]);
  });
});

describe('another company', () => {
  it("neither sees, updates nor deletes the company's parameters, and keeps its own apart", async () => {
    const mine = (await save({ type: 'declare', code: 'copCode', value: 'mine' })).body.data!;
    expect(await list(otherToken)).toEqual([]);
    const update = await save({ id: mine.id, type: 'declare', code: 'copCode', value: 'stolen' }, otherToken);
    expect(update.body).toMatchObject({ code: -1, message: MSG_SETTING_NOT_FOUND });
    expect((await remove(mine.id, otherToken)).body).toMatchObject({ code: -1, message: MSG_SETTING_NOT_FOUND });
    // The same type and code in another company is no duplicate.
    const theirs = await save({ type: 'declare', code: 'copCode', value: 'theirs' }, otherToken);
    expect(theirs.body.data).toMatchObject({ companyCode: OTHER.code, value: 'theirs' });
    expect((await list()).map((row) => row.value)).toEqual(['mine']);
    expect((await list(otherToken)).map((row) => row.value)).toEqual(['theirs']);
    expect((await stored()).find((row) => row.company_id === otherCompanyId)?.value).toBe('theirs');
    // Nor can it update its own row into the first company by naming its code.
    expect((await save({ id: theirs.body.data!.id, type: 'declare', code: 'copCode', value: 'v', companyCode }, otherToken)).body.message).toBe(
      MSG_SETTING_COMPANY_MISMATCH,
    );
  });
});

describe('deleteSetting', () => {
  it('deletes one of the company’s rows, then says it is gone', async () => {
    const row = (await save({ type: 't', code: 'c', value: 'v' })).body.data!;
    const deleted = await remove(row.id);
    expect(deleted.body).toMatchObject({ code: 0, message: MSG_SETTING_DELETED });
    expect(await list()).toEqual([]);
    expect((await remove(row.id)).body).toMatchObject({ code: -1, message: MSG_SETTING_NOT_FOUND });
    expect((await remove('1')).status).toBe(400);
    expect((await server.client.post(SETTING_PATHS.deleteSetting, {}, { token: adminToken })).status).toBe(400);
  });
});

describe('refusals', () => {
  it('refuses a caller without a token (401) before reading the body', async () => {
    for (const path of Object.values(SETTING_PATHS)) {
      expect((await server.client.post(path, { id: 'not a number' })).status).toBe(401);
    }
  });

  it('follows the button codes: the sub-account (no add, no delete) may list and edit only', async () => {
    const row = (await save({ type: 't', code: 'c', value: 'v' })).body.data!;
    expect(await list(clerkToken)).toHaveLength(1);
    expect((await save({ type: 't2', code: 'c', value: 'v' }, clerkToken)).status).toBe(403);
    expect((await remove(row.id, clerkToken)).status).toBe(403);
    const edited = await save({ id: row.id, type: 't', code: 'c', value: 'edited' }, clerkToken);
    expect(edited.body).toMatchObject({ code: 0, data: { value: 'edited' } });
  });

  it('refuses a user without the page', async () => {
    const clerk = await server.db
      .selectFrom('app_user')
      .select('id')
      .where('login_name', '=', server.seed.demo.accounts[1].loginName)
      .executeTakeFirstOrThrow();
    const page = await server.db.selectFrom('module').select('id').where('uri', '=', '/parametersSetting').executeTakeFirstOrThrow();
    await server.db.deleteFrom('user_module').where('user_id', '=', clerk.id).where('module_id', '=', page.id).execute();
    for (const path of Object.values(SETTING_PATHS)) {
      expect((await server.client.post(path, { id: 1, type: 't', code: 'c', value: 'v' }, { token: clerkToken })).status).toBe(403);
    }
  });
});
