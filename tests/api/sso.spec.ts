// POST /api/auth/jump: single sign-on with header token_id (HS256, iss ceb-sso, ≤ 5 minutes,
// jti single use).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSsoToken } from '../../server/auth/sso-token.ts';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

const SSO_SECRET = 'single-window-shared-secret';
const key = new TextEncoder().encode(SSO_SECRET);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PORTAL_SSO_SECRET: SSO_SECRET } });
});
afterAll(async () => server?.close());

function jump(tokenId?: string) {
  return server.client.post('/api/auth/jump', {}, { headers: tokenId ? { token_id: tokenId } : {} });
}

function handMadeToken(claims: { sub: string; iat: number; exp: number; iss?: string; jti?: string }, signingKey = key) {
  const token = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuedAt(claims.iat).setExpirationTime(claims.exp);
  if (claims.iss !== undefined) token.setIssuer(claims.iss);
  token.setJti(claims.jti ?? randomUUID());
  return token.sign(signingKey);
}

const now = () => Math.floor(Date.now() / 1000);

describe('single sign-on', () => {
  it('logs in with a valid token and answers as login does', async () => {
    const answer = await jump(await signSsoToken(key, 'ceb-sso', SUB_ACCOUNT.loginName));
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.userInfo.loginName).toBe(SUB_ACCOUNT.loginName);
    expect(answer.body.data.modules.length).toBeGreaterThan(0);
    const options = await server.client.post('/api/enterprise/state/list', { mode: 'EXPU', billType: 'ExpuOrderState' }, { token: answer.body.data.token });
    expect(options.body.code).toBe(0);
  });

  it('refuses a token used a second time (same jti)', async () => {
    const token = await signSsoToken(key, 'ceb-sso', MAIN_ACCOUNT.loginName);
    expect((await jump(token)).body.code).toBe(0);
    const replay = await jump(token);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('单点登录凭证无效或已过期');
  });

  it('refuses an expired token', async () => {
    const token = await handMadeToken({ sub: MAIN_ACCOUNT.loginName, iss: 'ceb-sso', iat: now() - 400, exp: now() - 100 });
    expect((await jump(token)).status).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signSsoToken(new TextEncoder().encode('someone-else'), 'ceb-sso', MAIN_ACCOUNT.loginName);
    expect((await jump(token)).status).toBe(401);
  });

  it('refuses a token from another issuer, one living longer than 5 minutes, and none at all', async () => {
    const otherIssuer = await signSsoToken(key, 'elsewhere', MAIN_ACCOUNT.loginName);
    expect((await jump(otherIssuer)).status).toBe(401);
    const tooLong = await handMadeToken({ sub: MAIN_ACCOUNT.loginName, iss: 'ceb-sso', iat: now(), exp: now() + 3600 });
    expect((await jump(tooLong)).status).toBe(401);
    expect((await jump()).status).toBe(401);
  });

  it('refuses an unknown account and a frozen one', async () => {
    const unknown = await jump(await signSsoToken(key, 'ceb-sso', 'nobody'));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('单点登录账号不存在');

    await server.db.updateTable('app_user').set({ state: 'INVALID' }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    const frozen = await jump(await signSsoToken(key, 'ceb-sso', SUB_ACCOUNT.loginName));
    expect(frozen.body).toEqual({ code: -1, message: '该账号已被冻结', data: null });
    await server.db.updateTable('app_user').set({ state: 'EFFECTIVE' }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
  });
});

describe('single sign-on without PORTAL_SSO_SECRET', () => {
  it('uses the secret generated once and kept in server_setting', async () => {
    const own = await startTestServer();
    try {
      const stored = await own.db.selectFrom('server_setting').select('value').where('key', '=', 'sso_secret').executeTakeFirstOrThrow();
      const token = await signSsoToken(new TextEncoder().encode(stored.value), 'ceb-sso', MAIN_ACCOUNT.loginName);
      const answer = await own.client.post('/api/auth/jump', {}, { headers: { token_id: token } });
      expect(answer.body.code).toBe(0);
    } finally {
      await own.close();
    }
  });
});
