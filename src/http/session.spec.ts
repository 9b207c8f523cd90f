import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getModules, getRefreshToken, getToken, getUserInfo, saveSession, saveTokens } from './session.ts';
import type { LoginAnswer } from '#core/wire.ts';

const loginAnswer: LoginAnswer = {
  token: 'jwt-a',
  refreshToken: 'refresh-a',
  userInfo: {
    id: 'u1',
    loginName: 'agent01',
    username: '申报员',
    userType: 'USER',
    companyName: '宁波示例报关有限公司',
    companyCode: '3302960001',
    account: 'agent',
  },
  modules: [{ id: 'm1', parentId: null, uri: '/home', name: '首页', icon: null, sortNo: 1, children: [], buttonVos: [{ code: 'declare' }] }],
};

function tokenCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith('token='))
    ?.slice('token='.length);
}

afterEach(() => clearSession());

describe('session storage (§3.8)', () => {
  it('saveSession stores the four keys and no token cookie (docs/security.md)', () => {
    saveSession(loginAnswer);
    expect(localStorage.getItem('token')).toBe('jwt-a');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-a');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(loginAnswer.userInfo);
    expect(JSON.parse(localStorage.getItem('modules')!)).toEqual(loginAnswer.modules);
    expect(getUserInfo()).toEqual(loginAnswer.userInfo);
    expect(getModules()).toEqual(loginAnswer.modules);
    expect(tokenCookie()).toBeUndefined();
  });

  it('expires a token cookie an earlier version left behind', () => {
    document.cookie = 'token=old-jwt; path=/; max-age=86400';
    expect(tokenCookie()).toBe('old-jwt');
    saveTokens({ token: 'jwt-b', refreshToken: 'refresh-b' });
    expect(tokenCookie()).toBeUndefined();
  });

  it('saveTokens replaces the pair, keeping user and menu', () => {
    saveSession(loginAnswer);
    saveTokens({ token: 'jwt-b', refreshToken: 'refresh-b' });
    expect(getToken()).toBe('jwt-b');
    expect(getRefreshToken()).toBe('refresh-b');
    expect(getUserInfo()?.loginName).toBe('agent01');
  });

  it('missing or corrupt entries read as null / empty', () => {
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(getModules()).toEqual([]);
    localStorage.setItem('userInfo', '{not json');
    localStorage.setItem('modules', '{"a":1}');
    expect(getUserInfo()).toBeNull();
    expect(getModules()).toEqual([]);
    localStorage.setItem('userInfo', '"just a string"');
    expect(getUserInfo()).toBeNull();
  });

  it('clearSession removes the session, the per-tab caches and an old cookie, and keeps other preferences', () => {
    saveSession(loginAnswer);
    document.cookie = 'token=old-jwt; path=/';
    sessionStorage.setItem('http-cache:/api/dictionary/item/queryByCode:{"dicCode":"country"}', '[]');
    localStorage.setItem('grid-columns:order', '["a"]');
    clearSession();
    for (const key of ['token', 'refreshToken', 'userInfo', 'modules']) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(tokenCookie()).toBeUndefined();
    expect(localStorage.getItem('grid-columns:order')).toBe('["a"]');
  });
});
