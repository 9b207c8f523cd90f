// Security headers on every answer (issue "Hardening" 9): a CSP without inline script or eval,
// no framing, nosniff, a referrer policy, and HSTS only over TLS — refusals included (issue 22
// point 5): the route guard's 401, 403 and -10000, a download link that expired, and the errors
// Fastify answers itself (404, a body that is no JSON, a body over the limit, an undecodable URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../../server/auth/route-access.ts';
import { MAIN_ACCOUNT, startTestServer, type TestServer } from '../harness.ts';
import { accessTokenOf, insertAccount } from '../test-accounts.ts';

let server: TestServer;
/** A session of a user of the fixture company who holds no module. */
let noModule = '';
let expired = '';
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  const main = await server.db.selectFrom('app_user').select(['id', 'company_id']).where('login_name', '=', MAIN_ACCOUNT.loginName).executeTakeFirstOrThrow();
  const company = await server.db.selectFrom('company').select('code').where('id', '=', main.company_id!).executeTakeFirstOrThrow();
  const userId = await insertAccount(server.db, { companyId: main.company_id!, loginName: 'headers_no_module' });
  noModule = await accessTokenOf(server.app, server.db, { userId, companyCode: company.code });
  expired = await accessTokenOf(server.app, server.db, { userId, companyCode: company.code }, -60);
});
afterAll(async () => server?.close());

function expectSecurityHeaders(response: Response, what: string): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self';");
  expect(csp, what).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('same-origin');
  expect(response.headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers', () => {
  it('come with an API answer, an error and a page alike', async () => {
    for (const path of ['/api/auth/public_key', '/api/no/such/call', '/home']) {
      expectSecurityHeaders(await fetch(`${server.url}${path}`), path);
    }
  });

  it('come with every kind of refusal: the guard’s 401, 403 and -10000, an expired link, and Fastify’s own errors', async () => {
    const signedIn = '/api/dictionary/item/queryByCode';
    const page = declaredRoutes(server.app).find((route) => route.access.kind === 'page' && route.method === 'POST');
    expect(page).toBeDefined();
    const json = { 'content-type': 'application/json' };
    const bearer = (token: string) => ({ ...json, authorization: `Bearer ${token}` });
    const refusals: Array<{ what: string; path: string; init: RequestInit; status: number; code?: number }> = [
      { what: 'no token', path: signedIn, init: { method: 'POST', headers: json, body: '{}' }, status: 401 },
      { what: 'forged token', path: signedIn, init: { method: 'POST', headers: bearer('not.a.token'), body: '{}' }, status: 401 },
      { what: 'expired token', path: signedIn, init: { method: 'POST', headers: bearer(expired), body: '{}' }, status: 200, code: -10000 },
      { what: 'page without its module', path: page!.url, init: { method: 'POST', headers: bearer(noModule), body: '{}' }, status: 403 },
      {
        what: 'download link that does not verify',
        path: '/api/file/download/0f8fad5b-d9cb-469f-a165-70867728950e?token=not-a-link',
        init: {},
        status: 401,
      },
      { what: 'unknown API call', path: '/api/no/such/call', init: { method: 'POST', headers: json, body: '{}' }, status: 404 },
      { what: 'body that is no JSON', path: '/api/auth/login', init: { method: 'POST', headers: json, body: '{"data":' }, status: 400 },
      {
        what: 'body over the limit',
        path: '/api/auth/login',
        init: { method: 'POST', headers: json, body: JSON.stringify({ data: 'x'.repeat(1024 * 1024 + 10) }) },
        status: 400,
      },
      { what: 'undecodable URL', path: '/api/dictionary/%E0%A4%A', init: {}, status: 400 },
    ];
    for (const refusal of refusals) {
      const response = await fetch(`${server.url}${refusal.path}`, refusal.init);
      const body = (await response.json()) as { code: number };
      expect([refusal.what, response.status], refusal.what).toEqual([refusal.what, refusal.status]);
      expect(body.code, refusal.what).toBe(refusal.code ?? -1);
      expectSecurityHeaders(response, refusal.what);
    }
  });

  it('add HSTS when the request came over TLS, to a refusal as well', async () => {
    for (const init of [{}, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }]) {
      const path = init.method === 'POST' ? '/api/dictionary/item/queryByCode' : '/api/auth/public_key';
      const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...(init.headers ?? {}), 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
