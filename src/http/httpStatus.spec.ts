// HTTP statuses of §8.2 and the no-response case, through the client.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { post } from './client.ts';
import { HttpError } from './httpError.ts';
import { getToken, getUserInfo, saveSession, saveTokens } from './session.ts';
import { answer, installFakeApi, recordFeedback, rejectionOf, type FakeApi, type FeedbackLog } from '../testing/fakeApi.ts';

let api: FakeApi;
let log: FeedbackLog;

beforeEach(() => {
  api = installFakeApi();
  log = recordFeedback();
  saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });
  window.history.pushState({}, '', '/exportBill/order?tab=1');
});

afterEach(() => window.history.pushState({}, '', '/'));

async function failing(status: number | 'network-error' | 'timeout', message = 'server words'): Promise<HttpError> {
  api.on('POST /api/a', () => (typeof status === 'number' ? answer(-1, message, status) : status));
  return rejectionOf(post('/api/a', {}));
}

describe('fixed texts per status', () => {
  it.each([
    [403, '拒绝访问'],
    [404, '请求地址出错'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
  ])('%i shows %s for 5 seconds', async (status, text) => {
    const error = await failing(status);
    expect(log.errors).toEqual([{ text, seconds: 5 }]);
    expect(error).toMatchObject({ status, message: text, serverMessage: 'server words', code: -1 });
    expect(getToken()).toBe('access-1');
  });
});

describe('400', () => {
  it('shows the server message', async () => {
    await failing(400, '请求体缺少 data 字段');
    expect(log.errors).toEqual([{ text: '请求体缺少 data 字段', seconds: 5 }]);
  });

  it('shows 请求错误 when the server sent no message', async () => {
    api.on('POST /api/a', () => ({ status: 400, body: '' }));
    await post('/api/a', {}).catch(() => undefined);
    expect(log.errors).toEqual([{ text: '请求错误', seconds: 5 }]);
  });
});

describe('no response', () => {
  it.each(['network-error', 'timeout'] as const)('%s shows the network text', async (kind) => {
    const error = await failing(kind);
    expect(log.errors).toEqual([{ text: '网络连接失败,请检查网络链接!', seconds: 5 }]);
    expect(error.status).toBeNull();
  });
});

describe('401 outside the login page', () => {
  it('clears storage, goes to login with a redirect and reloads after 1 second', async () => {
    saveSession({
      token: 'access-1',
      refreshToken: 'refresh-1',
      userInfo: { id: 'u1', loginName: 'demo', username: '演示', userType: 'ADMIN', companyName: null, companyCode: null, account: 'demo' },
      modules: [],
    });
    sessionStorage.setItem('http-cache:x', '[]');
    const error = await failing(401, 'whatever the server says');
    expect(log.errors).toEqual([{ text: '您的登录信息已失效, 请重新登录', seconds: 5 }]);
    expect(log.toLogin).toEqual(['/exportBill/order?tab=1']);
    expect(log.reloads).toEqual([1000]);
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(error.sessionEnded).toBe(true);
  });

  it('several calls failing together give one message and one trip to login', async () => {
    api.on('POST /api/a', () => answer(-1, 'x', 401));
    await Promise.allSettled([post('/api/a', {}), post('/api/a', {}), post('/api/a', {})]);
    expect(log.errors).toHaveLength(1);
    expect(log.toLogin).toHaveLength(1);
    expect(log.reloads).toHaveLength(1);
  });
});

describe('401 on the login page', () => {
  beforeEach(() => window.history.pushState({}, '', '/login'));

  it('请更改密码 is silent and the error carries the token header', async () => {
    api.on('POST /api/auth/login', () => ({
      status: 401,
      body: { code: -1, message: '请更改密码', data: null },
      headers: { token: 'pwd-change-token' },
    }));
    const error = await rejectionOf(post('/api/auth/login', {}, { anonymous: true }));
    expect(log.errors).toEqual([]);
    expect(log.toLogin).toEqual([]);
    expect(error).toMatchObject({ status: 401, message: '请更改密码', serverMessage: '请更改密码' });
    expect(error.headers.token).toBe('pwd-change-token');
    expect(getToken()).toBe('access-1');
  });

  it('any other 401 shows the server message and stays', async () => {
    await failing(401, '修改密码令牌已过期');
    expect(log.errors).toEqual([{ text: '修改密码令牌已过期', seconds: 5 }]);
    expect(log.toLogin).toEqual([]);
    expect(log.reloads).toEqual([]);
  });
});

describe('statuses §8.2 does not list', () => {
  it('show the server message', async () => {
    await failing(429, '请求过于频繁');
    expect(log.errors).toEqual([{ text: '请求过于频繁', seconds: 5 }]);
  });
});
