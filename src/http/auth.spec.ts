// Session calls of §7.1 and the password transport of docs/protocol.md.
import { webcrypto } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaUrl, changePasswordWithToken, encryptPassword, forgetPublicKey, jump, login, logout, newCaptchaId, validateToken } from './auth.ts';
import { getModules, getRefreshToken, getToken, getUserInfo, saveTokens } from './session.ts';
import { answer, installFakeApi, ok, recordFeedback, type FakeApi, type FeedbackLog } from '../testing/fakeApi.ts';
import type { LoginAnswer } from '#core/wire.ts';

let keys: CryptoKeyPair;
let publicKeyBase64: string;
let api: FakeApi;
let log: FeedbackLog;

const loginAnswer: LoginAnswer = {
  token: 'jwt-1',
  refreshToken: 'refresh-1',
  userInfo: { id: 'u1', loginName: 'demo', username: '演示', userType: 'ADMIN', companyName: '示例', companyCode: '3302', account: 'demo' },
  modules: [{ id: 'm', parentId: null, uri: '/home', name: '首页', sortNo: 1, children: [], buttonVos: [] }],
};

beforeAll(async () => {
  keys = (await webcrypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ])) as CryptoKeyPair;
  const spki = new Uint8Array(await webcrypto.subtle.exportKey('spki', keys.publicKey));
  publicKeyBase64 = Buffer.from(spki).toString('base64');
});

beforeEach(() => {
  forgetPublicKey();
  api = installFakeApi();
  log = recordFeedback();
  api.on('GET /api/auth/public_key', () => ok({ publicKey: publicKeyBase64 }));
});

async function decrypt(sent: string): Promise<string> {
  const cipher = Buffer.from(decodeURIComponent(sent), 'base64');
  const plain = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, cipher);
  return new TextDecoder().decode(plain);
}

describe('encryptPassword', () => {
  it('round-trips through the server key (RSA-OAEP SHA-256, base64, URL-encoded)', async () => {
    const sent = await encryptPassword('Pa$$w0rd+中文/=');
    expect(sent).not.toMatch(/[+/=]/);
    await expect(decrypt(sent)).resolves.toBe('Pa$$w0rd+中文/=');
  });

  it('fetches the public key once, anonymously', async () => {
    localStorage.setItem('token', 'stale');
    await encryptPassword('a');
    await encryptPassword('b');
    const calls = api.requestsTo('GET /api/auth/public_key');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.authorization).toBeUndefined();
  });
});

describe('captcha', () => {
  it('builds the image address from a fresh uuid', () => {
    const id = newCaptchaId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newCaptchaId()).not.toBe(id);
    expect(captchaUrl(id)).toBe(`/api/enterprise/kaptcha/defaultKaptcha?captchaId=${id}`);
  });
});

describe('login', () => {
  it('sends the encrypted password with tag admin and the captcha as query values, then stores the session', async () => {
    api.on('POST /api/auth/login', () => ok(loginAnswer));
    await expect(login({ username: 'demo', password: 'secret', captcha: 'ab12', captchaId: 'c-1' })).resolves.toEqual(loginAnswer);
    const [sent] = api.requestsTo('POST /api/auth/login');
    expect(sent.query).toEqual({ captcha: 'ab12', captchaId: 'c-1' });
    const body = (sent.body as { data: { username: string; password: string; tag: string } }).data;
    expect(body.username).toBe('demo');
    expect(body.tag).toBe('admin');
    await expect(decrypt(body.password)).resolves.toBe('secret');
    expect(getToken()).toBe('jwt-1');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(getUserInfo()).toEqual(loginAnswer.userInfo);
    expect(getModules()).toEqual(loginAnswer.modules);
    // No script-readable token cookie (docs/security.md).
    expect(document.cookie).not.toContain('token=');
  });

  it('a failed login shows the warning, rejects and stores nothing', async () => {
    api.on('POST /api/auth/login', () => answer(-1, '账号或密码错误'));
    await expect(login({ username: 'demo', password: 'x', captcha: 'a', captchaId: 'c' })).rejects.toMatchObject({ code: -1 });
    expect(log.warnings).toEqual([{ text: '账号或密码错误', seconds: undefined }]);
    expect(getToken()).toBeNull();
  });
});

describe('jump (single sign-on)', () => {
  it('sends token_id as a header and stores the session', async () => {
    api.on('POST /api/auth/jump', () => ok(loginAnswer));
    await jump('sso-jwt');
    const [sent] = api.requestsTo('POST /api/auth/jump');
    expect(sent.headers.token_id).toBe('sso-jwt');
    expect(sent.body).toEqual({ data: {} });
    expect(getUserInfo()?.loginName).toBe('demo');
  });
});

describe('validateToken', () => {
  it('posts empty data with the current token and stores the fresh pair', async () => {
    saveTokens({ token: 'jwt-1', refreshToken: 'refresh-1' });
    api.on('POST /api/jwt_core/validate', () => ok({ token: 'jwt-2', refreshToken: 'refresh-2' }));
    await validateToken();
    const [sent] = api.requestsTo('POST /api/jwt_core/validate');
    expect(sent.body).toEqual({ data: {} });
    expect(sent.headers.authorization).toBe('Bearer jwt-1');
    expect(getToken()).toBe('jwt-2');
    expect(getRefreshToken()).toBe('refresh-2');
  });
});

describe('changePasswordWithToken', () => {
  it('sends every password encrypted, with the password-change token, and returns the server message', async () => {
    api.on('POST /api/user/anon/pwd/updatePasswprd', () => answer(0, '修改成功！'));
    const message = await changePasswordWithToken({
      name: '演示',
      account: 'demo',
      oldPassword: 'old1',
      newPassword: 'New#2024',
      againPassword: 'New#2024',
      token: 'pwd-token',
    });
    expect(message).toBe('修改成功！');
    const [sent] = api.requestsTo('POST /api/user/anon/pwd/updatePasswprd');
    const body = (sent.body as { data: Record<string, string> }).data;
    expect(body).toMatchObject({ name: '演示', account: 'demo', token: 'pwd-token' });
    await expect(decrypt(body.oldPassword)).resolves.toBe('old1');
    await expect(decrypt(body.newPassword)).resolves.toBe('New#2024');
    await expect(decrypt(body.againPassword)).resolves.toBe('New#2024');
    expect(sent.headers.authorization).toBeUndefined();
  });
});

describe('logout', () => {
  it('ends the session on the server with both tokens, then clears it here', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"code":0,"message":"已退出!","data":null}'));
    try {
      saveTokens({ token: 'jwt-1', refreshToken: 'refresh-1' });
      await logout();
      expect(getToken()).toBeNull();
      expect(getRefreshToken()).toBeNull();
      expect(fetched).toHaveBeenCalledTimes(1);
      const [url, init] = fetched.mock.calls[0];
      expect(url).toBe('/api/auth/logout');
      expect((init?.headers as Record<string, string>).authorization).toBe('Bearer jwt-1');
      expect(JSON.parse(String(init?.body))).toEqual({ data: { refreshToken: 'refresh-1' } });
    } finally {
      fetched.mockRestore();
    }
  });

  it('still clears the session when the server cannot be reached, without a message', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    try {
      saveTokens({ token: 'jwt-1', refreshToken: 'refresh-1' });
      await logout();
      expect(getToken()).toBeNull();
      expect(log.warnings).toEqual([]);
      expect(log.errors).toEqual([]);
    } finally {
      fetched.mockRestore();
    }
  });
});
