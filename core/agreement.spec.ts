import { describe, expect, it } from 'vitest';
import { isValidRsPassword } from './agreement.ts';

describe('isValidRsPassword (bill-families §5 upgrade wizard, §9 8 to 20)', () => {
  it('accepts 8 to 20 characters with two of letters, digits, symbols', () => {
    expect(isValidRsPassword('abcdef12')).toBe(true); // letters + digits
    expect(isValidRsPassword('abcdefg!')).toBe(true); // letters + symbol
    expect(isValidRsPassword('1234567~')).toBe(true); // digits + symbol
    expect(isValidRsPassword('Ab1!Ab1!Ab1!Ab1!Ab1!')).toBe(true); // 20
  });

  it('refuses one kind only, the wrong length, spaces and non-ASCII', () => {
    expect(isValidRsPassword('abcdefgh')).toBe(false);
    expect(isValidRsPassword('12345678')).toBe(false);
    expect(isValidRsPassword('!@#$%^&*')).toBe(false);
    expect(isValidRsPassword('abc1234')).toBe(false); // 7
    expect(isValidRsPassword('Ab1!Ab1!Ab1!Ab1!Ab1!x')).toBe(false); // 21
    expect(isValidRsPassword('abcd 1234')).toBe(false);
    expect(isValidRsPassword('密码abcd1234')).toBe(false);
  });
});
