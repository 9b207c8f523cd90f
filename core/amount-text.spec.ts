import { describe, expect, it } from 'vitest';
import { amountText } from './amount-text.ts';

describe('amountText (issue 23 point 4: one amount format)', () => {
  it('writes an amount exactly, without trailing zeros', () => {
    expect(amountText('2000')).toBe('2000');
    expect(amountText('2000.00000')).toBe('2000');
    expect(amountText('0.20000')).toBe('0.2');
    expect(amountText('1250000.5')).toBe('1250000.5');
    expect(amountText('0.00001')).toBe('0.00001');
    expect(amountText('-0.10000')).toBe('-0.1');
    expect(amountText(' 12.50 ')).toBe('12.5');
    expect(amountText('12345678901234567890.09999')).toBe('12345678901234567890.09999');
  });

  it('takes numbers as written (a database cell, 0.1 is 0.1)', () => {
    expect(amountText(2000)).toBe('2000');
    expect(amountText(0.1)).toBe('0.1');
    expect(amountText(0)).toBe('0');
  });

  it('rounds beyond 5 decimals half away from zero', () => {
    expect(amountText('0.123456')).toBe('0.12346');
    expect(amountText('-0.000005')).toBe('-0.00001');
    expect(amountText('1.999999')).toBe('2');
  });

  it('shows what is not an amount as given, and nothing for no value', () => {
    expect(amountText('n/a')).toBe('n/a');
    expect(amountText(null)).toBe('');
    expect(amountText(undefined)).toBe('');
    expect(amountText('')).toBe('');
  });
});
