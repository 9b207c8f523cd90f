import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBillVocabulary, decimalText, isBillDate, isBillDateTime, writtenLength } from './vocabulary.ts';

describe('bill formats and keywords', () => {
  it('reads dates as yyyy-MM-dd and times as yyyy-MM-dd HH:mm:ss', () => {
    expect(isBillDate('2024-02-29')).toBe(true);
    expect(isBillDate('2023-02-29')).toBe(false);
    expect(isBillDate('2024-2-9')).toBe(false);
    expect(isBillDateTime('2024-06-15 23:59:59')).toBe(true);
    expect(isBillDateTime('2024-06-15T23:59:59Z')).toBe(false);
    expect(isBillDateTime('2024-06-15 24:00:00')).toBe(false);
  });

  it('measures a number as written out in plain decimal notation, never in exponent form', () => {
    expect(writtenLength(12.5)).toBe(4);
    expect(writtenLength(-100)).toBe(4);
    // JavaScript prints these as "1e+21" and "5e+30": five characters that passed a 20-digit field.
    expect(decimalText(1e21)).toBe('1000000000000000000000');
    expect(writtenLength(1e21)).toBe(22);
    expect(writtenLength(5e30)).toBe(31);
    expect(decimalText(1.5e-7)).toBe('0.00000015');
    expect(writtenLength(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('digit limits, fuzzed', () => {
  const anyNumber = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -30, max: 40 })).map(([digit, exponent]) => Number(`${digit}e${exponent}`)),
  );

  it('writes every number in plain decimals that read back as the same number', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        const text = decimalText(value);
        expect(text).not.toMatch(/e/i);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 2000 },
    );
  });

  it('x-maxLength accepts exactly the numbers whose written form fits', () => {
    const ajv = addBillVocabulary(new Ajv({ allErrors: true }));
    const validate = ajv.compile({ type: 'object', properties: { amount: { type: 'number', 'x-maxLength': 20 } } });
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect(validate({ amount: value })).toBe(decimalText(value).length <= 20);
      }),
      { numRuns: 2000 },
    );
  });
});
