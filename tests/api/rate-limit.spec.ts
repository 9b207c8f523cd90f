// Failed-login limits, counted in the database: 5 per account, 20 per client address, per
// 15 minutes, taken before the password is checked so that parallel attempts cannot overrun
// them. Each test gets its own server so the counts start at zero.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

const TOO_MANY = '登录失败次数过多，请15分钟后再试';
/** Refused while the places were held by checks in flight, not by failures: no lock. */
const AT_ONCE = '登录请求过于频繁，请稍后再试';
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => server?.close());

async function failLogins(loginName: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const answer = await server.client.login(loginName, 'Wrong#password1');
    expect(answer.body.message).toBe('账号或密码错误');
  }
}

describe('login failure limits', () => {
  it('blocks an account after 5 failures, even with the right password, and only that account', async () => {
    await failLogins(SUB_ACCOUNT.loginName, 5);
    const blocked = await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    expect(blocked.body).toEqual({ code: -1, message: TOO_MANY, data: null });

    const other = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    expect(other.body.code).toBe(0);
  });

  it('lets the account in again once its failures are older than 15 minutes', async () => {
    await failLogins(SUB_ACCOUNT.loginName, 5);
    const sixteenMinutesAgo = Date.now() - 16 * 60 * 1000;
    await server.db.updateTable('rate_counter').set({ window_start: sixteenMinutesAgo }).execute();
    const answer = await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    expect(answer.body.code).toBe(0);
  });

  it('does not count failures made before a successful login', async () => {
    await failLogins(SUB_ACCOUNT.loginName, 4);
    expect((await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password)).body.code).toBe(0);
    await failLogins(SUB_ACCOUNT.loginName, 4);
    expect((await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password)).body.code).toBe(0);
  });

  it('blocks a client address after 20 failures spread over many accounts', async () => {
    for (let account = 0; account < 5; account += 1) await failLogins(`guess_${account}`, 4);
    const blocked = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    expect(blocked.body.message).toBe(TOO_MANY);
  });

  it('checks at most 5 passwords of 50 parallel wrong logins of one account', async () => {
    const captchas = await Promise.all(Array.from({ length: 50 }, () => server.client.newCaptcha()));
    const answers = await Promise.all(captchas.map((id) => server.client.login(SUB_ACCOUNT.loginName, 'Wrong#password1', { id })));
    const messages = answers.map((answer) => answer.body.message);
    expect(messages.filter((message) => message === '账号或密码错误')).toHaveLength(5);
    // Refused while the 5 checks were in flight (请求过于频繁) or once they had failed (locked).
    expect(messages.filter((message) => message === TOO_MANY || message === AT_ONCE)).toHaveLength(45);
    expect((await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password)).body.message).toBe(TOO_MANY);
  });

  it('tells parallel right logins of one account beyond its places 请求过于频繁, not locked, and lets them in after', async () => {
    const captchas = await Promise.all(Array.from({ length: 30 }, () => server.client.newCaptcha()));
    const answers = await Promise.all(captchas.map((id) => server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password, { id })));
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set([AT_ONCE]));
    expect((await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password)).body.code).toBe(0);
  });

  it('checks at most 20 passwords of 50 parallel wrong logins from one address', async () => {
    const captchas = await Promise.all(Array.from({ length: 50 }, () => server.client.newCaptcha()));
    const answers = await Promise.all(captchas.map((id, index) => server.client.login(`guess_${index % 10}`, 'Wrong#password1', { id })));
    const checked = answers.filter((answer) => answer.body.message === '账号或密码错误');
    expect(checked.length).toBeLessThanOrEqual(20);
    expect(answers.length - checked.length).toBe(answers.filter((answer) => answer.body.message === TOO_MANY || answer.body.message === AT_ONCE).length);
  });

  it('keeps the counts in the database, where every API process sees them', async () => {
    await failLogins(SUB_ACCOUNT.loginName, 2);
    const rows = await server.db.selectFrom('login_attempt').select(['login_name', 'succeeded']).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    expect(rows).toEqual([
      { login_name: SUB_ACCOUNT.loginName, succeeded: 0 },
      { login_name: SUB_ACCOUNT.loginName, succeeded: 0 },
    ]);
    const counter = await server.db.selectFrom('rate_counter').select('hits').where('key', '=', `login:account:${SUB_ACCOUNT.loginName}`).executeTakeFirst();
    expect(counter?.hits).toBe(2);
  });
});
