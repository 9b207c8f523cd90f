// The single shared refresh of §8.1 code -10000, and what a failed refresh does.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { post } from './client.ts';
import { HttpError } from './httpError.ts';
import { getRefreshToken, getToken, saveTokens } from './session.ts';
import { answer, gate, installFakeApi, ok, recordFeedback, rejectionOf, type FakeApi, type FeedbackLog } from '../testing/fakeApi.ts';

let api: FakeApi;
let log: FeedbackLog;

beforeEach(() => {
  api = installFakeApi();
  log = recordFeedback();
  saveTokens({ token: 'old', refreshToken: 'refresh-old' });
  window.history.pushState({}, '', '/home');
  // Each bill answers only to the new token.
  api.on('POST /api/bill', (r) =>
    r.headers.authorization === 'Bearer new' ? ok({ id: (r.body as { data: { id: number } }).data.id }) : answer(-10000, 'token expired'),
  );
});

describe('concurrent expiry', () => {
  it('five calls that all find the token expired share one refresh, then all succeed', async () => {
    const release = gate();
    api.on('GET /api/auth/refresh_token', async () => {
      await release.promise;
      return ok({ token: 'new', refreshToken: 'refresh-new' });
    });

    const calls = [1, 2, 3, 4, 5].map((id) => post<{ id: number }>('/api/bill', { id }));
    // Hold the refresh until every call has been answered -10000 and is waiting for it.
    await vi.waitFor(() => {
      expect(api.requestsTo('POST /api/bill')).toHaveLength(5);
      expect(api.requestsTo('GET /api/auth/refresh_token')).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requestsTo('GET /api/auth/refresh_token')).toHaveLength(1);
    release.open();

    await expect(Promise.all(calls)).resolves.toEqual([1, 2, 3, 4, 5].map((id) => ({ id })));
    expect(api.requestsTo('GET /api/auth/refresh_token')).toHaveLength(1);
    expect(api.requestsTo('GET /api/auth/refresh_token')[0].headers.authorization).toBe('Bearer refresh-old');
    const retries = api.requestsTo('POST /api/bill').slice(5);
    expect(retries.map((r) => r.headers.authorization)).toEqual(Array(5).fill('Bearer new'));
    expect(getToken()).toBe('new');
    expect(getRefreshToken()).toBe('refresh-new');
  });

  it('a call answered -10000 after another call already refreshed just retries', async () => {
    api.on('POST /api/late', (r) => {
      if (r.headers.authorization === 'Bearer new') return ok('late ok');
      // While this call was on its way, another one renewed the pair.
      saveTokens({ token: 'new', refreshToken: 'refresh-new' });
      return answer(-10000, 'token expired');
    });
    await expect(post('/api/late', {})).resolves.toBe('late ok');
    expect(api.requestsTo('POST /api/late').map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(api.requestsTo('GET /api/auth/refresh_token')).toHaveLength(0);
  });
});

describe('failed refresh', () => {
  it('a refresh token the server refuses (401) clears the session and goes to login once', async () => {
    api.on('GET /api/auth/refresh_token', () => answer(-1, '您的登录信息已失效, 请重新登录', 401));
    const results = await Promise.allSettled([1, 2, 3].map((id) => post('/api/bill', { id })));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof HttpError && r.reason.sessionEnded)).toBe(true);
    expect(api.requestsTo('GET /api/auth/refresh_token')).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(log.toLogin).toEqual(['/home']);
    expect(log.errors).toEqual([{ text: '您的登录信息已失效, 请重新登录', seconds: 5 }]);
    expect(api.requestsTo('POST /api/bill')).toHaveLength(3);
  });

  it('a network failure during the refresh clears the session and goes to login', async () => {
    api.on('GET /api/auth/refresh_token', () => 'network-error');
    const error = await rejectionOf(post('/api/bill', { id: 1 }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.sessionEnded).toBe(true);
    expect(getToken()).toBeNull();
    expect(log.toLogin).toEqual(['/home']);
  });

  it('without a stored refresh token no refresh is attempted and the user goes to login', async () => {
    localStorage.removeItem('refreshToken');
    const error = await rejectionOf(post('/api/bill', { id: 1 }));
    expect(error.sessionEnded).toBe(true);
    expect(api.requestsTo('GET /api/auth/refresh_token')).toHaveLength(0);
    expect(getToken()).toBeNull();
    expect(log.toLogin).toEqual(['/home']);
    expect(log.errors).toEqual([{ text: '您的登录信息已失效, 请重新登录', seconds: 5 }]);
  });
});
