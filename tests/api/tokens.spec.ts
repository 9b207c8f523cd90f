// Access tokens, refresh-token rotation and /api/jwt_core/validate.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

const SESSION_EXPIRED = { code: -1, message: '您的登录信息已失效, 请重新登录', data: null };
const DICTIONARY = '/api/dictionary/item/queryByCode';

let server: TestServer;
beforeAll(async () => {
  // Two-second access tokens, so that expiry can be watched happen.
  server = await startTestServer({ env: { PORTAL_TEST_ACCESS_TTL: '2' } });
});
afterAll(async () => server?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('access token', () => {
  it('answers 401 without a token and with a token that does not verify', async () => {
    const none = await server.client.post(DICTIONARY, { dicCode: 'currency' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual(SESSION_EXPIRED);

    const forged = await new SignJWT({ cc: '3301960001', ut: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret'));
    const tampered = await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: forged });
    expect(tampered.status).toBe(401);
    expect(tampered.body).toEqual(SESSION_EXPIRED);
  });

  it('accepts the token in X-Authorization as uploads send it', async () => {
    const { token } = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    const answer = await server.client.post(DICTIONARY, { dicCode: 'currency' }, { headers: { 'x-authorization': `Bearer ${token}` } });
    expect(answer.body.code).toBe(0);
  });

  it('answers -10000 once expired; refresh gives a new pair and the retry succeeds', async () => {
    const session = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    await sleep(2200);
    const expired = await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: session.token });
    expect(expired.status).toBe(200);
    expect(expired.body.code).toBe(-10000);

    const refreshed = await server.client.get('/api/auth/refresh_token', { token: session.refreshToken });
    expect(refreshed.body.code).toBe(0);
    expect(refreshed.body.data.refreshToken).not.toBe(session.refreshToken);

    const retry = await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: refreshed.body.data.token });
    expect(retry.body.code).toBe(0);
    expect(retry.body.data.length).toBeGreaterThan(0);
  });
});

describe('refresh token rotation', () => {
  it('refuses a used refresh token and then revokes every refresh token of that user', async () => {
    const session = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    const first = await server.client.get('/api/auth/refresh_token', { token: session.refreshToken });
    expect(first.body.code).toBe(0);

    const replay = await server.client.get('/api/auth/refresh_token', { token: session.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(SESSION_EXPIRED);

    // The pair handed out by the first refresh is revoked as well (theft detection).
    const stolen = await server.client.get('/api/auth/refresh_token', { token: first.body.data.refreshToken });
    expect(stolen.status).toBe(401);
  });

  it('refuses an unknown or missing refresh token', async () => {
    expect((await server.client.get('/api/auth/refresh_token', { token: 'made-up' })).status).toBe(401);
    expect((await server.client.get('/api/auth/refresh_token')).status).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const session = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    await server.db.updateTable('refresh_token').set({ expires_at: Date.now() - 1 }).where('used_at', 'is', null).execute();
    expect((await server.client.get('/api/auth/refresh_token', { token: session.refreshToken })).status).toBe(401);
  });

  it('ends the session of an account frozen meanwhile', async () => {
    const session = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    await server.db.updateTable('app_user').set({ state: 'INVALID' }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    try {
      expect((await server.client.get('/api/auth/refresh_token', { token: session.refreshToken })).status).toBe(401);
    } finally {
      await server.db.updateTable('app_user').set({ state: 'EFFECTIVE' }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    }
  });
});

describe('POST /api/jwt_core/validate', () => {
  it('answers a fresh, working pair for a valid token', async () => {
    const session = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    const answer = await server.client.post('/api/jwt_core/validate', {}, { token: session.token });
    expect(answer.body.code).toBe(0);
    expect(Object.keys(answer.body.data).sort()).toEqual(['refreshToken', 'token']);
    const refreshed = await server.client.get('/api/auth/refresh_token', { token: answer.body.data.refreshToken });
    expect(refreshed.body.code).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const answer = await server.client.post('/api/jwt_core/validate', {});
    expect(answer.status).toBe(401);
  });
});
