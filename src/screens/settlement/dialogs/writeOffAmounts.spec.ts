import { describe, expect, it } from 'vitest';
import { amountCellText, fixedText, isTypableAmount, remainderText, settledAmount } from './writeOffAmounts.ts';
import { parseDecimal } from '#core/decimal-text.ts';

describe('write-off amounts (§5.4, §9)', () => {
  it('accepts at most 5 decimals while typing, partial entries included', () => {
    for (const text of ['', '-', '1.', '0.12345', '-3', '.5']) expect(isTypableAmount(text)).toBe(true);
    for (const text of ['0.123456', '1e5', 'abc', '1.2.3', '1,5']) expect(isTypableAmount(text)).toBe(false);
  });

  it('makes a negative, empty or unreadable entry 0 once the input is left', () => {
    expect(settledAmount('')).toBe('0');
    expect(settledAmount('-5')).toBe('0');
    expect(settledAmount('-')).toBe('0');
    expect(settledAmount('.')).toBe('0');
    expect(settledAmount('1.')).toBe('1');
    expect(settledAmount('.5')).toBe('0.5');
    expect(settledAmount('0.10000')).toBe('0.1');
    expect(settledAmount('100.00001')).toBe('100.00001');
  });

  it('shows the remainder exactly with 5 decimals', () => {
    expect(remainderText('0.3', '0.1')).toBe('0.20000');
    expect(remainderText('100.00001', '0.00001')).toBe('100.00000');
    expect(remainderText('0.00001', '')).toBe('0.00001');
    expect(remainderText('1', '-2')).toBe('1.00000');
    expect(remainderText('1', '3')).toBe('-2.00000');
    expect(remainderText('12345678901234567890.1', '0.00001')).toBe('12345678901234567890.09999');
    expect(remainderText(null, '1')).toBe('');
  });

  it('writes decimals with 5 places, rounding half away from zero beyond', () => {
    expect(fixedText(parseDecimal('0.123456'))).toBe('0.12346');
    expect(fixedText(parseDecimal('-0.000005'))).toBe('-0.00001');
    expect(amountCellText('12')).toBe('12.00000');
    expect(amountCellText('n/a')).toBe('n/a');
  });
});
