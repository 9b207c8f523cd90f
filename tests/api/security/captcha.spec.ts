// The anonymous captcha endpoint writes only so much (issue "Hardening" 10): a number per client
// address and minute, a number alive at once, and expired ones deleted.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
afterEach(async () => server?.close());

const captcha = (id = randomUUID()) => server.client.get(`/api/enterprise/kaptcha/defaultKaptcha?captchaId=${id}`);
const TOO_MANY = { code: -1, message: '获取验证码过于频繁，请稍后再试', data: null };

describe('captcha limits', () => {
  it('refuses an address past its captchas per minute with 429', async () => {
    server = await startTestServer({ env: { PORTAL_CAPTCHAS_PER_MINUTE: '5' } });
    for (let index = 0; index < 5; index += 1) expect((await captcha()).status).toBe(200);
    const refused = await captcha();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    const rows = await server.db.selectFrom('captcha').select('id').execute();
    expect(rows).toHaveLength(5);
  });

  it('keeps at most the live cap, and deletes expired captchas as new ones are made', async () => {
    server = await startTestServer({ env: { PORTAL_LIVE_CAPTCHAS: '3' } });
    for (let index = 0; index < 3; index += 1) expect((await captcha()).status).toBe(200);
    expect((await captcha()).status).toBe(429);
    await server.db
      .updateTable('captcha')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await captcha()).status).toBe(200);
    expect(await server.db.selectFrom('captcha').select('id').execute()).toHaveLength(1);
  });
});
