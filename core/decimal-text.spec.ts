import { describe, expect, it } from 'vitest';
import { compareDecimals, decimalOfCell, decimalToText, isDecimalText, parseDecimal, percentageOf, subtractDecimals, sumDecimalTexts } from './decimal-text.ts';

describe('decimal texts', () => {
  it('parses and writes without trailing zeros', () => {
    expect(decimalToText(parseDecimal('12.50'))).toBe('12.5');
    expect(decimalToText(parseDecimal('-0.00001'))).toBe('-0.00001');
    expect(decimalToText(parseDecimal('100'))).toBe('100');
    expect(decimalToText(parseDecimal('0.000'))).toBe('0');
    for (const bad of ['', '1e5', '1.', '.5', '--1', '1,5', ' 1']) expect(isDecimalText(bad), bad).toBe(false);
    expect(() => parseDecimal('abc')).toThrow();
  });

  it('adds and subtracts exactly where floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimalTexts(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimalTexts([])).toBe('0');
    expect(decimalToText(subtractDecimals(parseDecimal('100.30001'), parseDecimal('50.3')))).toBe('50.00001');
    expect(compareDecimals(parseDecimal('1.00001'), parseDecimal('1.0000100'))).toBe(0);
    expect(compareDecimals(parseDecimal('1.00002'), parseDecimal('1.00001'))).toBe(1);
    expect(compareDecimals(parseDecimal('-1'), parseDecimal('0'))).toBe(-1);
  });

  it('reads database cells as written (number on SQLite, text on PostgreSQL)', () => {
    expect(decimalToText(decimalOfCell(0.1))).toBe('0.1');
    expect(decimalToText(decimalOfCell('0.10000'))).toBe('0.1');
    expect(decimalToText(decimalOfCell(null))).toBe('0');
  });

  it('gives percentages rounded half away from zero', () => {
    expect(percentageOf(parseDecimal('1'), parseDecimal('3'))).toBe('33.33333');
    expect(percentageOf(parseDecimal('2'), parseDecimal('3'))).toBe('66.66667');
    expect(percentageOf(parseDecimal('50.3'), parseDecimal('100.30001'))).toBe('50.14955');
    expect(percentageOf(parseDecimal('1'), parseDecimal('0'))).toBe('0');
    expect(percentageOf(parseDecimal('1'), parseDecimal('1'))).toBe('100');
  });
});
