import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.ts';

describe('isStrongPassword (bill-families §5)', () => {
  it('accepts 10 to 20 characters with upper, lower, digit and one of !@#$%^&*', () => {
    expect(isStrongPassword('Abcdefgh1!')).toBe(true);
    expect(isStrongPassword('Abcdefghijklmnopq1@#')).toBe(true);
  });

  it('refuses what misses a class or the length', () => {
    expect(isStrongPassword('Abcdefg1!')).toBe(false); // 9 characters
    expect(isStrongPassword('Abcdefghijklmnopqr1@#')).toBe(false); // 21 characters
    expect(isStrongPassword('abcdefgh1!')).toBe(false);
    expect(isStrongPassword('ABCDEFGH1!')).toBe(false);
    expect(isStrongPassword('Abcdefghi!')).toBe(false);
    expect(isStrongPassword('Abcdefghi1')).toBe(false);
    expect(isStrongPassword('Abcdefgh1~')).toBe(false); // ~ is not one of the special characters
  });
});
