// The envelope codes of §8.1 as a caller of the client sees them.
import { beforeEach, describe, expect, it } from 'vitest';
import { get, post, LONG_TIMEOUT } from './client.ts';
import { getRefreshToken, getToken, saveTokens } from './session.ts';
import { answer, installFakeApi, ok, recordFeedback, rejectionOf, type FakeApi, type FeedbackLog } from '../testing/fakeApi.ts';

let api: FakeApi;
let log: FeedbackLog;

beforeEach(() => {
  api = installFakeApi();
  log = recordFeedback();
  saveTokens({ token: 'access-1', refreshToken: 'refresh-1' });
});

describe('requests', () => {
  it('wraps a POST body as { data } and sends the bearer token', async () => {
    api.on('POST /api/enterprise/order/list', () => ok({ datas: [], total: 0 }));
    await post('/api/enterprise/order/list', { pageIndex: 0, pageSize: 50 });
    const [sent] = api.requests;
    expect(sent.body).toEqual({ data: { pageIndex: 0, pageSize: 50 } });
    expect(sent.headers.authorization).toBe('Bearer access-1');
    expect(sent.timeout).toBe(30000);
  });

  it('sends GET query values and honours a long timeout', async () => {
    api.on('GET /api/x', () => ok('y'));
    await get('/api/x', { a: 1 }, { timeout: LONG_TIMEOUT });
    expect(api.requests[0].query).toEqual({ a: 1 });
    expect(api.requests[0].timeout).toBe(120000);
  });

  it('sends no Authorization on anonymous calls', async () => {
    api.on('GET /api/auth/public_key', () => ok({ publicKey: 'k' }));
    await get('/api/auth/public_key', undefined, { anonymous: true });
    expect(api.requests[0].headers.authorization).toBeUndefined();
  });
});

describe('envelope codes (§8.1)', () => {
  it('0 resolves with data and shows nothing', async () => {
    api.on('POST /api/a', () => ok([{ id: '1' }]));
    await expect(post('/api/a', {})).resolves.toEqual([{ id: '1' }]);
    expect(log.warnings).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('0 resolves with the whole envelope when asked', async () => {
    api.on('POST /api/a', () => ok({ n: 1 }));
    await expect(post('/api/a', {}, { envelope: true })).resolves.toEqual({ code: 0, message: '操作成功！', data: { n: 1 } });
  });

  it('-1000 resolves with the whole body and shows nothing (the caller shows it)', async () => {
    api.on('POST /api/import', () => answer(-1000, '第2行：计量单位不存在', 200, { rows: [2] }));
    await expect(post('/api/import', {})).resolves.toEqual({ code: -1000, message: '第2行：计量单位不存在', data: { rows: [2] } });
    expect(log.warnings).toEqual([]);
  });

  it('-1 shows the server message as a warning and rejects', async () => {
    api.on('POST /api/auth/login', () => answer(-1, '验证码错误或已过期'));
    const error = await rejectionOf(post('/api/auth/login', {}));
    expect(log.warnings).toEqual([{ text: '验证码错误或已过期', seconds: undefined }]);
    expect(error).toMatchObject({ code: -1, status: 200, message: '验证码错误或已过期' });
    expect(log.toRoot).toBe(0);
    expect(getToken()).toBe('access-1');
  });

  it('-1 on the token refresh clears storage and goes to /', async () => {
    api.on('POST /api/a', () => answer(-10000, 'token expired'));
    api.on('GET /api/auth/refresh_token', () => answer(-1, '刷新令牌无效'));
    const error = await rejectionOf(post('/api/a', {}));
    expect(log.warnings).toEqual([{ text: '刷新令牌无效', seconds: undefined }]);
    expect(log.toRoot).toBe(1);
    expect(log.toLogin).toEqual([]);
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(error.sessionEnded).toBe(true);
  });

  it('-10000 refreshes, stores the new pair and retries with the new token', async () => {
    api.on('POST /api/a', (r) => (r.headers.authorization === 'Bearer access-2' ? ok('fresh answer') : answer(-10000, 'token expired')));
    api.on('GET /api/auth/refresh_token', (r) =>
      r.headers.authorization === 'Bearer refresh-1' ? ok({ token: 'access-2', refreshToken: 'refresh-2' }) : answer(-1, 'bad', 401),
    );
    await expect(post('/api/a', { x: 1 })).resolves.toBe('fresh answer');
    const calls = api.requestsTo('POST /api/a');
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(calls[1].body).toEqual({ data: { x: 1 } });
    expect(getToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(log.warnings).toEqual([]);
  });

  it('-10000 again after the retry ends the session instead of looping', async () => {
    api.on('POST /api/a', () => answer(-10000, 'token expired'));
    api.on('GET /api/auth/refresh_token', () => ok({ token: 'access-2', refreshToken: 'refresh-2' }));
    const error = await rejectionOf(post('/api/a', {}));
    expect(api.requestsTo('POST /api/a')).toHaveLength(2);
    expect(api.requestsTo('GET /api/auth/refresh_token')).toHaveLength(1);
    expect(error.sessionEnded).toBe(true);
    expect(log.toLogin).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('any other code shows the server message as a warning for 5 seconds', async () => {
    api.on('POST /api/a', () => answer(500100, '单据状态不允许此操作'));
    const error = await rejectionOf(post('/api/a', {}));
    expect(log.warnings).toEqual([{ text: '单据状态不允许此操作', seconds: 5 }]);
    expect(error).toMatchObject({ code: 500100, message: '单据状态不允许此操作' });
  });
});
