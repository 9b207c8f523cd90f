// Bad input gets HTTP 400 with a clear Chinese message and changes nothing; unknown paths 404;
// unexpected errors 500 without a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({
    beforeListen: (app) => {
      app.get('/api/test/explode', { config: { access: { kind: 'public' } } }, async () => {
        throw new Error('secret internal detail at /srv/portal/db.ts:42');
      });
    },
  });
  token = (await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password)).token;
});
afterAll(async () => server?.close());

const DICTIONARY = '/api/dictionary/item/queryByCode';

async function countRows(table: 'login_attempt' | 'captcha' | 'app_user'): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('malformed requests', () => {
  it('answers 400 请求数据格式不正确 for JSON that does not parse', async () => {
    const answer = await server.client.request('POST', DICTIONARY, undefined, { token, rawBody: '{"data": {"dicCode": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: -1, message: '请求数据格式不正确', data: null });
  });

  it('answers 400 请求体缺少 data 字段 when the data wrapper is missing', async () => {
    const answer = await server.client.request('POST', DICTIONARY, { dicCode: 'currency' }, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('请求体缺少 data 字段');
  });

  it('answers 400 naming the field when a value has the wrong type', async () => {
    const answer = await server.client.post(DICTIONARY, { dicCode: 142 }, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('字典编码：应当是文本类型');

    const missing = await server.client.post('/api/enterprise/state/list', { mode: 'EXPU' }, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('单据类型：不能为空');

    const notObject = await server.client.post(DICTIONARY, 'currency', { token });
    expect(notObject.body.message).toBe('请求数据格式不正确');
  });

  it('answers 400 请求数据过大 for a body over 1 MB', async () => {
    const huge = JSON.stringify({ data: { dicCode: 'x'.repeat(1024 * 1024 + 10) } });
    const answer = await server.client.request('POST', DICTIONARY, undefined, { token, rawBody: huge });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('请求数据过大（上限 1 MB）');
  });

  it('changes nothing: a malformed login neither consumes the captcha nor counts as a failure', async () => {
    const captchaId = await server.client.newCaptcha();
    const attemptsBefore = await countRows('login_attempt');
    const login = `/api/auth/login?captcha=${server.client.captchaText}&captchaId=${captchaId}`;

    const wrongType = await server.client.post(login, { username: 12345, password: 'x' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('用户名：应当是文本类型');
    const empty = await server.client.post(login, { username: '', password: 'x' });
    expect(empty.body.message).toBe('用户名：不应少于 1 个字符');
    const broken = await server.client.request('POST', login, undefined, { rawBody: '{"data":' });
    expect(broken.status).toBe(400);

    expect(await countRows('login_attempt')).toBe(attemptsBefore);
    const real = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password, { id: captchaId });
    expect(real.body.code).toBe(0);
  });

  it('changes nothing: a malformed password change leaves the password as it was', async () => {
    const hashBefore = await server.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('login_name', '=', MAIN_ACCOUNT.loginName)
      .executeTakeFirstOrThrow();
    const answer = await server.client.post('/api/user/anon/pwd/updatePasswprd', { name: MAIN_ACCOUNT.loginName, newPassword: 5 });
    expect(answer.status).toBe(400);
    const hashAfter = await server.db.selectFrom('app_user').select('password_hash').where('login_name', '=', MAIN_ACCOUNT.loginName).executeTakeFirstOrThrow();
    expect(hashAfter).toEqual(hashBefore);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const answer = await server.client.request('POST', DICTIONARY, undefined, {
      token,
      rawBody: 'dicCode=currency',
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(-1);
  });
});

describe('unknown paths and unexpected errors', () => {
  it('answers 404 请求地址出错 for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await server.client.request(method, '/api/no/such/call', method === 'POST' ? { data: {} } : undefined);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: -1, message: '请求地址出错', data: null });
    }
  });

  it('answers 500 服务器内部错误 without any internal detail', async () => {
    const answer = await server.client.get('/api/test/explode');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: -1, message: '服务器内部错误', data: null });
    expect(answer.text).not.toContain('secret internal detail');
    expect(answer.text).not.toContain('.ts');
  });
});
