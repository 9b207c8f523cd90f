// Login (docs/protocol.md "Session calls"): captcha first, then password, then account state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('POST /api/auth/login', () => {
  it('publishes an RSA public key and serves captchas as SVG images', async () => {
    const key = await server.client.get('/api/auth/public_key');
    expect(key.body.code).toBe(0);
    expect(key.body.data.publicKey).toMatch(/^[A-Za-z0-9+/=]{300,}$/);

    const captcha = await server.client.get('/api/enterprise/kaptcha/defaultKaptcha?captchaId=abc-1');
    expect(captcha.status).toBe(200);
    expect(captcha.headers.get('content-type')).toContain('image/svg+xml');
    expect(captcha.text).toContain('<svg');
  });

  it('answers the captcha id missing with a Chinese 400', async () => {
    const answer = await server.client.get('/api/enterprise/kaptcha/defaultKaptcha');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('验证码编号：不能为空');
  });

  it('logs the main account in with tokens, user info and the menu', async () => {
    const answer = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const { token, refreshToken, userInfo, modules } = answer.body.data;
    expect(token.split('.')).toHaveLength(3);
    expect(refreshToken.length).toBeGreaterThan(20);
    expect(userInfo).toEqual({
      id: expect.any(String),
      loginName: 'fixture_admin',
      username: '测试主账号',
      userType: 'ADMIN',
      companyName: '杭州测试跨境贸易有限公司',
      companyCode: '3301960001',
      account: 'fixture_admin',
      // The seeded company's filing is approved (docs/company-filing.md); its customs code is its 10-character code.
      filingApproved: true,
      customsRegistCode: '3301960001',
    });
    expect(modules.map((module: { name: string }) => module.name)).toEqual(['首页', '出口申报', '系统管理']);
  });

  it('names the main account as `account` in the sub-account user info', async () => {
    const session = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    expect(session.userInfo.userType).toBe('USER');
    expect(session.userInfo.account).toBe('fixture_admin');
  });

  it('refuses a wrong captcha text', async () => {
    const answer = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password, { text: 'XXXX' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: -1, message: '验证码错误或已过期', data: null });
  });

  it('refuses an unknown captcha id', async () => {
    const answer = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password, { id: 'never-issued' });
    expect(answer.body.message).toBe('验证码错误或已过期');
  });

  it('refuses an expired captcha (older than 5 minutes)', async () => {
    const id = await server.client.newCaptcha();
    await server.db
      .updateTable('captcha')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', '=', id)
      .execute();
    const answer = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password, { id });
    expect(answer.body.message).toBe('验证码错误或已过期');
  });

  it('refuses a captcha used once already, even after a successful login', async () => {
    const id = await server.client.newCaptcha();
    const first = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password, { id });
    expect(first.body.code).toBe(0);
    const second = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password, { id });
    expect(second.body).toMatchObject({ code: -1, message: '验证码错误或已过期' });
  });

  it('consumes the captcha when the password is wrong', async () => {
    const id = await server.client.newCaptcha();
    const wrong = await server.client.login(MAIN_ACCOUNT.loginName, 'Wrong@password1', { id });
    expect(wrong.body.message).toBe('账号或密码错误');
    const retry = await server.client.login(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password, { id });
    expect(retry.body.message).toBe('验证码错误或已过期');
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrongPassword = await server.client.login(SUB_ACCOUNT.loginName, 'Nope#12345678');
    const unknownAccount = await server.client.login('nobody_here', 'Nope#12345678');
    expect(wrongPassword.body).toEqual({ code: -1, message: '账号或密码错误', data: null });
    expect(unknownAccount.body).toEqual(wrongPassword.body);
  });

  it('refuses a password that was not encrypted with the public key', async () => {
    const captchaId = await server.client.newCaptcha();
    const answer = await server.client.post(`/api/auth/login?captcha=${server.client.captchaText}&captchaId=${captchaId}`, {
      username: MAIN_ACCOUNT.loginName,
      password: MAIN_ACCOUNT.password,
      tag: 'admin',
    });
    expect(answer.body.message).toBe('账号或密码错误');
  });

  it('refuses a frozen account, and lets it in again once unfrozen', async () => {
    await server.db.updateTable('app_user').set({ state: 'INVALID' }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    const frozen = await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    expect(frozen.body).toEqual({ code: -1, message: '该账号已被冻结', data: null });

    await server.db.updateTable('app_user').set({ state: 'EFFECTIVE' }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    const again = await server.client.login(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    expect(again.body.code).toBe(0);
  });
});
