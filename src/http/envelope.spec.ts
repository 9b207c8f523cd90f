import { describe, expect, it } from 'vitest';
import { classifyEnvelope, isEnvelope, serverMessageOf } from './envelope.ts';

describe('classifyEnvelope (§8.1)', () => {
  it('code 0 hands over data', () => {
    expect(classifyEnvelope({ code: 0, message: '操作成功！', data: [1, 2] })).toEqual({ kind: 'success', data: [1, 2] });
  });

  it('code 0 without data hands over null', () => {
    expect(classifyEnvelope({ code: 0, message: '修改成功！' })).toEqual({ kind: 'success', data: null });
  });

  it('code -1000 hands the whole body to the caller', () => {
    const body = { code: -1000, message: '第3行：币制不存在', data: { row: 3 } };
    expect(classifyEnvelope(body)).toEqual({ kind: 'callerShows', body });
  });

  it('code -1 is a warning with the server message', () => {
    expect(classifyEnvelope({ code: -1, message: '验证码错误或已过期', data: null })).toEqual({
      kind: 'warning',
      message: '验证码错误或已过期',
    });
  });

  it('code -10000 means the token expired', () => {
    expect(classifyEnvelope({ code: -10000, message: 'expired', data: null })).toEqual({ kind: 'tokenExpired' });
  });

  it('any other code is a 5-second warning', () => {
    expect(classifyEnvelope({ code: 42, message: '未知错误', data: null })).toEqual({
      kind: 'other',
      code: 42,
      message: '未知错误',
    });
  });

  it('a body that is not an envelope is passed through', () => {
    expect(classifyEnvelope('<svg/>')).toEqual({ kind: 'notEnvelope', body: '<svg/>' });
    expect(classifyEnvelope([{ code: 0 }])).toEqual({ kind: 'notEnvelope', body: [{ code: 0 }] });
    expect(isEnvelope({ code: '0' })).toBe(false);
  });

  it('serverMessageOf reads only a non-empty message', () => {
    expect(serverMessageOf({ code: -1, message: '拒绝访问', data: null })).toBe('拒绝访问');
    expect(serverMessageOf({ code: -1, message: '', data: null })).toBeNull();
    expect(serverMessageOf('oops')).toBeNull();
  });
});
