// Signed download links end with the session that asked for them (issue 22 point 7,
// docs/security.md "Who may call what"): a link works while its session is alive and its account
// effective; after logout, a password change or freezing it answers 401 下载链接已失效，请重新下载,
// while a link of another session goes on. A link made without a session (news and notice files)
// works for its ten minutes as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password-hash.ts';
import { fileUri, storeFile } from '../../../server/bills/files/file-store.ts';
import { signFileLink } from '../../../server/bills/files/signed-link.ts';
import { MAIN_ACCOUNT, startTestServer, type TestServer } from '../harness.ts';

const LINK_EXPIRED = { code: -1, message: '下载链接已失效，请重新下载', data: null };
const AGREEMENT = '/api/enterprise/agreement/getDownloadUrl';
const PASSWORD = 'Links@2024abc';

let server: TestServer;
let companyCode = '';
beforeAll(async () => {
  server = await startTestServer();
  const main = await server.db.selectFrom('app_user').select('company_id').where('login_name', '=', MAIN_ACCOUNT.loginName).executeTakeFirstOrThrow();
  companyCode = (await server.db.selectFrom('company').select('code').where('id', '=', main.company_id!).executeTakeFirstOrThrow()).code;
});
afterAll(async () => server?.close());

/** A sub-account of the fixture company that can sign in with PASSWORD. */
async function newAccount(loginName: string): Promise<void> {
  const main = await server.db.selectFrom('app_user').select('company_id').where('login_name', '=', MAIN_ACCOUNT.loginName).executeTakeFirstOrThrow();
  const now = Date.now();
  await server.db
    .insertInto('app_user')
    .values({
      login_name: loginName,
      username: loginName,
      password_hash: await hashPassword(PASSWORD),
      user_type: 'USER',
      company_id: main.company_id,
      state: 'EFFECTIVE',
      password_changed_at: now,
      must_change_password: 0,
      created_at: now,
    })
    .execute();
}

async function linkOf(token: string): Promise<string> {
  const answer = await server.client.post<string>(AGREEMENT, {}, { token });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

async function download(uri: string) {
  const response = await fetch(server.url + uri);
  const body = response.headers.get('content-type')?.includes('json') ? await response.json() : await response.arrayBuffer();
  return { status: response.status, body };
}

describe('a signed link lives as long as its session', () => {
  it('works, and stops working at logout; a link of another session of the account goes on', async () => {
    await newAccount('links_logout');
    const session = await server.client.session('links_logout', PASSWORD);
    const other = await server.client.session('links_logout', PASSWORD);
    const link = await linkOf(session.token);
    const otherLink = await linkOf(other.token);
    expect((await download(link)).status).toBe(200);
    expect((await server.client.post('/api/auth/logout', {}, { token: session.token })).body.code).toBe(0);
    const refused = await download(link);
    expect(refused).toEqual({ status: 401, body: LINK_EXPIRED });
    expect((await download(otherLink)).status).toBe(200);
    // A new sign-in asks again: the same stored file, a link that works.
    const again = await linkOf((await server.client.session('links_logout', PASSWORD)).token);
    expect(again.split('?')[0]).toBe(link.split('?')[0]);
    expect((await download(again)).status).toBe(200);
  });

  it('stops working when the password is changed (every session ends)', async () => {
    await newAccount('links_password');
    const session = await server.client.session('links_password', PASSWORD);
    const link = await linkOf(session.token);
    expect((await download(link)).status).toBe(200);
    const changed = await server.client.post(
      '/api/enterprise/user/updatePasswprd',
      {
        oldPassword: await server.client.encryptPassword(PASSWORD),
        newPassword: await server.client.encryptPassword('Links@2025xyz'),
        againPassword: await server.client.encryptPassword('Links@2025xyz'),
      },
      { token: session.token },
    );
    expect(changed.body.code, JSON.stringify(changed.body)).toBe(0);
    expect(await download(link)).toEqual({ status: 401, body: LINK_EXPIRED });
  });

  it('stops working while the account is frozen', async () => {
    await newAccount('links_frozen');
    const link = await linkOf((await server.client.session('links_frozen', PASSWORD)).token);
    await server.db.updateTable('app_user').set({ state: 'INVALID' }).where('login_name', '=', 'links_frozen').execute();
    expect(await download(link)).toEqual({ status: 401, body: LINK_EXPIRED });
    await server.db.updateTable('app_user').set({ state: 'EFFECTIVE' }).where('login_name', '=', 'links_frozen').execute();
    expect((await download(link)).status).toBe(200);
  });

  it('a link made without a session keeps working for its ten minutes; a forged session claim does not', async () => {
    const id = await storeFile(server.db, { companyCode, userId: 1, kind: 'export', name: '导出.xlsx', content: Buffer.from('x') });
    const key = server.app.portal.secrets.accessKey;
    const plain = await signFileLink(key, id, companyCode);
    expect((await download(`${fileUri(id)}?token=${encodeURIComponent(plain)}`)).status).toBe(200);
    const deadSession = await signFileLink(key, id, companyCode, { userId: 1, sessionId: '00000000-0000-4000-8000-000000000000' });
    expect(await download(`${fileUri(id)}?token=${encodeURIComponent(deadSession)}`)).toEqual({ status: 401, body: LINK_EXPIRED });
  });
});
