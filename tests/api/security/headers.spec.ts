// Security headers on every answer (issue "Hardening" 9): a CSP without inline script or eval,
// no framing, nosniff, a referrer policy, and HSTS only over TLS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => server?.close());

describe('security headers', () => {
  it('come with an API answer, an error and a page alike', async () => {
    for (const path of ['/api/auth/public_key', '/api/no/such/call', '/home']) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS when the request came over TLS', async () => {
    const response = await fetch(`${server.url}/api/auth/public_key`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
