import { describe, expect, it } from 'vitest';
import { acceptsNumberText, numberLimit, numberOfText, SHOW_COUNT_FROM, textLimit } from './inputLimits.ts';

const amount = numberLimit({ type: 'number', 'x-maxLength': 20, minimum: 0 });
const count = numberLimit({ type: 'integer', 'x-maxLength': 9 });

describe('input limits (issue 11 point 9)', () => {
  it('text stops at maxLength and counts from 50 characters', () => {
    expect(textLimit({ type: 'string', maxLength: 18 })).toEqual({ maxLength: 18, showCount: false });
    expect(textLimit({ type: 'string', maxLength: SHOW_COUNT_FROM })).toEqual({ maxLength: 50, showCount: true });
    expect(textLimit({ type: 'string', format: 'date' })).toEqual({ maxLength: undefined, showCount: false });
  });

  it('a decimal takes five fraction digits and 19 digits in all (customs decimal(19,5), x-maxLength 20)', () => {
    expect(acceptsNumberText('12.12345', amount)).toBe(true);
    expect(acceptsNumberText('12.123456', amount)).toBe(false);
    expect(acceptsNumberText('12.1234567', amount)).toBe(false);
    expect(acceptsNumberText('1'.repeat(19), amount)).toBe(true);
    expect(acceptsNumberText('1'.repeat(20), amount)).toBe(false);
    expect(acceptsNumberText('1'.repeat(14) + '.12345', amount)).toBe(true);
    expect(acceptsNumberText('1'.repeat(15) + '.12345', amount)).toBe(false);
  });

  it('refuses a sign where the minimum is not negative, letters and a second point', () => {
    expect(acceptsNumberText('-1', amount)).toBe(false);
    expect(acceptsNumberText('-1', count)).toBe(true);
    expect(acceptsNumberText('1e5', amount)).toBe(false);
    expect(acceptsNumberText('1.2.3', amount)).toBe(false);
    expect(acceptsNumberText('', amount)).toBe(true);
    expect(acceptsNumberText('3.', amount)).toBe(true);
  });

  it('an integer has no fraction and x-maxLength digits', () => {
    expect(acceptsNumberText('1.5', count)).toBe(false);
    expect(acceptsNumberText('123456789', count)).toBe(true);
    expect(acceptsNumberText('1234567890', count)).toBe(false);
  });

  it('takes the fraction digits from multipleOf when the schema has one', () => {
    const cents = numberLimit({ type: 'number', 'x-maxLength': 12, multipleOf: 0.01 });
    expect(acceptsNumberText('1.25', cents)).toBe(true);
    expect(acceptsNumberText('1.255', cents)).toBe(false);
  });

  it('reads the number a text stands for', () => {
    expect(numberOfText('')).toBeUndefined();
    expect(numberOfText('-')).toBeUndefined();
    expect(numberOfText('3.')).toBe(3);
    expect(numberOfText('0.125')).toBe(0.125);
  });
});
