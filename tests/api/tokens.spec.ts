// Access tokens, refresh-token rotation and /api/jwt_core/validate.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

const SESSION_EXPIRED = { code: -1, message: '您的登录信息已失效, 请重新登录', data: null };
const DICTIONARY = '/api/dictionary/item/queryByCode';

let server: TestServer;
beforeAll(async () => {
  // Two-second access tokens, so that expiry can be watched happen.
  server = await startTestServer({ env: { PORTAL_TEST_ACCESS_TTL: '2' } });
});
afterAll(async () => server?.close());

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
    // Asked until it has expired (within its two seconds and the second they are counted in), not
    // after a fixed wait.
    const expired = await vi.waitFor(
      async () => {
        const answer = await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: session.token });
        expect(answer.body.code).toBe(-10000);
        return answer;
      },
      { timeout: 4000, interval: 100 },
    );
    expect(expired.status).toBe(200);

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
    await server.db
      .updateTable('refresh_token')
      .set({ expires_at: Date.now() - 1 })
      .where('used_at', 'is', null)
      .execute();
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

describe('sessions end on the server (docs/security.md)', () => {
  it('logout ends the session: its access token and refresh token stop working at once', async () => {
    const session = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    const other = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    const out = await server.client.post('/api/auth/logout', {}, { token: session.token });
    expect(out.body).toEqual({ code: 0, message: '已退出!', data: null });
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: session.token })).status).toBe(401);
    expect((await server.client.post('/api/jwt_core/validate', {}, { token: session.token })).status).toBe(401);
    expect((await server.client.get('/api/auth/refresh_token', { token: session.refreshToken })).status).toBe(401);
    // Another sign-in of the same account is another session: it goes on.
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: other.token })).body.code).toBe(0);
  });

  it('logout with only the refresh token (the access token expired meanwhile) ends the session too', async () => {
    const session = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    const out = await server.client.post('/api/auth/logout', { refreshToken: session.refreshToken });
    expect(out.body.code).toBe(0);
    expect((await server.client.get('/api/auth/refresh_token', { token: session.refreshToken })).status).toBe(401);
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: session.token })).status).toBe(401);
  });

  it('a refresh token presented twice revokes the whole family: validate does not hand out a new one', async () => {
    const session = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    const rotated = await server.client.get('/api/auth/refresh_token', { token: session.refreshToken });
    expect(rotated.body.code).toBe(0);
    // The thief replays the first refresh token: the session ends.
    expect((await server.client.get('/api/auth/refresh_token', { token: session.refreshToken })).status).toBe(401);
    // Neither the old nor the rotated access token may resurrect it through validate.
    for (const token of [session.token, rotated.body.data.token]) {
      const validate = await server.client.post('/api/jwt_core/validate', {}, { token });
      expect(validate.status).toBe(401);
      expect(validate.body).toEqual(SESSION_EXPIRED);
    }
    expect((await server.client.get('/api/auth/refresh_token', { token: rotated.body.data.refreshToken })).status).toBe(401);
  });

  it('a frozen account is refused on its next call, not when its token expires', async () => {
    const session = await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password);
    await server.db.updateTable('app_user').set({ state: 'INVALID' }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    try {
      expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: session.token })).status).toBe(401);
    } finally {
      await server.db.updateTable('app_user').set({ state: 'EFFECTIVE' }).where('login_name', '=', SUB_ACCOUNT.loginName).execute();
    }
  });

  it('refuses a well-signed token that names no session (issued before sessions existed)', async () => {
    const session = await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password);
    const payload = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
    const { SignJWT } = await import('jose');
    const secret = await server.db.selectFrom('server_setting').select('value').where('key', '=', 'access_token_secret').executeTakeFirstOrThrow();
    const withoutSession = await new SignJWT({ cc: payload.cc, ut: payload.ut })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer(payload.iss)
      .setAudience(payload.aud)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(secret.value));
    expect((await server.client.post(DICTIONARY, { dicCode: 'currency' }, { token: withoutSession })).status).toBe(401);
  });
});
