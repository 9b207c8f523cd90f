import { describe, expect, it } from 'vitest';
import { isPasswordExpired, isStrongPassword, mustChangePassword } from './password-rules.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('isStrongPassword', () => {
  it.each(['Abcdefgh1!', 'Portal@2024ab', 'Zz9^Zz9^Zz9^Zz9^Zz9^'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['too short', 'Abcdef1!'],
    ['too long (21)', 'Abcdefgh1!Abcdefgh1!X'],
    ['no upper case', 'abcdefgh1!'],
    ['no lower case', 'ABCDEFGH1!'],
    ['no digit', 'Abcdefghi!'],
    ['no special character of !@#$%^&*', 'Abcdefgh12-'],
  ])('refuses a password with %s', (_reason, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});

describe('password age', () => {
  it('expires after 90 days', () => {
    const now = Date.now();
    expect(isPasswordExpired(now - 90 * DAY, now)).toBe(false);
    expect(isPasswordExpired(now - 90 * DAY - 1, now)).toBe(true);
  });

  it('asks for a change when flagged, expired or weak', () => {
    const now = Date.now();
    const fresh = { password_changed_at: now, must_change_password: 0 };
    expect(mustChangePassword(fresh, 'Abcdefgh1!', now)).toBe(false);
    expect(mustChangePassword({ ...fresh, must_change_password: 1 }, 'Abcdefgh1!', now)).toBe(true);
    expect(mustChangePassword({ ...fresh, password_changed_at: now - 100 * DAY }, 'Abcdefgh1!', now)).toBe(true);
    expect(mustChangePassword(fresh, 'weak', now)).toBe(true);
  });
});
