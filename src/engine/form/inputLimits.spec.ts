import { describe, expect, it } from 'vitest';
import {
  acceptsNumberText,
  fractionProblem,
  numberLimit,
  numberOfText,
  numberTextProblem,
  SHOW_COUNT_FROM,
  textLimit,
  valueOfNumberText,
} from './inputLimits.ts';

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

  it('says in the field’s words what is wrong with a typed number (issue 23 point 6)', () => {
    expect(numberTextProblem('12.5', amount, '商品价格')).toBeNull();
    expect(numberTextProblem('abc', amount, '商品价格')).toEqual({ kind: 'value', text: '商品价格必须是数字' });
    expect(numberTextProblem('-5', amount, '商品价格')).toEqual({ kind: 'value', text: '商品价格不能小于0' });
    expect(numberTextProblem('1.5', count, '件数')).toEqual({ kind: 'value', text: '件数必须是整数' });
    expect(numberTextProblem('12.123456', amount, '商品价格')).toEqual({ kind: 'limit', text: '商品价格最多5位小数' });
    expect(numberTextProblem('1'.repeat(20), amount, '商品价格')).toEqual({ kind: 'limit', text: '商品价格最多19位数字' });
    expect(numberTextProblem('-1', count, '件数')).toBeNull();
    expect(numberTextProblem('-1', numberLimit({ type: 'integer', 'x-maxLength': 4, minimum: 1 }), '商品序号')).toEqual({
      kind: 'value',
      text: '商品序号不能小于1',
    });
  });

  it('hands the form the number typed, or the text when it is none', () => {
    expect(valueOfNumberText('')).toBeUndefined();
    expect(valueOfNumberText('-')).toBeUndefined();
    expect(valueOfNumberText('-5')).toBe(-5);
    expect(valueOfNumberText('abc')).toBe('abc');
    expect(fractionProblem(12.1234567, amount, '单价')).toBe('单价最多5位小数');
    expect(fractionProblem(12.12345, amount, '单价')).toBeNull();
    expect(fractionProblem('abc', amount, '单价')).toBeNull();
  });
});
