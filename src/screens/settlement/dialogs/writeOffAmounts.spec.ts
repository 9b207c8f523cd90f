import { describe, expect, it } from 'vitest';
import { amountProblem, amountToSend, remainderText, settleAmount } from './writeOffAmounts.ts';

describe('write-off amounts (§5.4, §9, issue 23 point 6)', () => {
  it('accepts a number of at most 5 decimals, partial entries included', () => {
    for (const text of ['', '1.', '0.12345', '.5', '.', '100.00001', ' 12 ']) expect(amountProblem(text), text).toBeNull();
  });

  it('says why an entry is refused, in the field’s own words', () => {
    expect(amountProblem('1.1234567')).toBe('核销金额最多5位小数');
    expect(amountProblem('0.123456')).toBe('核销金额最多5位小数');
    for (const text of ['abc', '1e5', '1.2.3', '1,5', '１２']) expect(amountProblem(text), text).toBe('核销金额必须是数字');
    for (const text of ['-5', '-', '-0.1']) expect(amountProblem(text), text).toBe('核销金额不能小于0');
    expect(amountProblem('1'.repeat(21))).toBe('核销金额不能超过20位');
  });

  it('on leaving: empty becomes 0, negative becomes 0 with a note, refused stays as typed', () => {
    expect(settleAmount('')).toEqual({ text: '0', note: null });
    expect(settleAmount('-5')).toEqual({ text: '0', note: '核销金额不能小于0，已改为0' });
    expect(settleAmount('1.1234567')).toEqual({ text: '1.1234567', note: null });
    expect(settleAmount('abc')).toEqual({ text: 'abc', note: null });
    expect(settleAmount('1.')).toEqual({ text: '1', note: null });
    expect(settleAmount('.5')).toEqual({ text: '0.5', note: null });
    expect(settleAmount('0.10000')).toEqual({ text: '0.1', note: null });
    expect(settleAmount('100.00001')).toEqual({ text: '100.00001', note: null });
    expect(amountToSend('0.30000')).toBe('0.3');
  });

  it('shows the remainder exactly, in the one amount format; none while the entry is refused', () => {
    expect(remainderText('0.3', '0.1')).toBe('0.2');
    expect(remainderText('100.00001', '0.00001')).toBe('100');
    expect(remainderText('0.00001', '')).toBe('0.00001');
    expect(remainderText('1', '3')).toBe('-2');
    expect(remainderText('2000.00000', '')).toBe('2000');
    expect(remainderText('12345678901234567890.1', '0.00001')).toBe('12345678901234567890.09999');
    expect(remainderText('1', '-2')).toBe('');
    expect(remainderText('1', '0.1234567')).toBe('');
    expect(remainderText(null, '1')).toBe('');
  });
});
