import { describe, expect, it } from 'vitest';
import type { FieldInfo } from './fields.ts';
import type { FieldSchema } from './types.ts';
import {
  addDecimals,
  decimalOf,
  fieldFractionDigits,
  fractionDigitsIn,
  multiplyDecimals,
  numberOfDecimal,
  relationCycle,
  relationOf,
  relationsOf,
  relationValue,
  roundDecimal,
} from './value-relations.ts';

function field(name: string, schema: FieldSchema): FieldInfo {
  return { name, column: name, title: name, type: 'number', readOnly: false, required: false, system: false, schema: { type: 'number', ...schema } };
}

describe('value relations', () => {
  it('reads the three keywords, a leading - subtracting', () => {
    expect(relationOf('paid', { 'x-sumOf': ['goods', '-discount'] })).toEqual({
      keyword: 'x-sumOf',
      field: 'paid',
      terms: [
        { field: 'goods', sign: 1 },
        { field: 'discount', sign: -1 },
      ],
    });
    expect(relationOf('tax', { 'x-sumOfLines': 'tax' })).toEqual({ keyword: 'x-sumOfLines', field: 'tax', lineField: 'tax' });
    expect(relationOf('vat', { 'x-productOf': ['price', 'rate'] })).toEqual({ keyword: 'x-productOf', field: 'vat', factors: ['price', 'rate'] });
    expect(relationOf('plain', {})).toBeUndefined();
  });

  it('orders a row’s relations after those whose result they read, and finds a cycle', () => {
    const fields = [field('total', { 'x-sumOf': ['a', 'b'] }), field('a', { 'x-productOf': ['c', 'd'] }), field('b', {}), field('c', {}), field('d', {})];
    expect(relationsOf(fields).map((relation) => relation.field)).toEqual(['a', 'total']);
    expect(relationCycle(fields)).toBeUndefined();
    const cyclic = [field('a', { 'x-sumOf': ['b', 'c'] }), field('b', { 'x-productOf': ['a', 'c'] }), field('c', {})];
    expect(relationCycle(cyclic)).toEqual(['a', 'b', 'a']);
    expect(relationsOf(cyclic)).toEqual([]);
  });

  it('adds and multiplies exactly, never in binary floats', () => {
    expect(numberOfDecimal(addDecimals([0.1, 0.2].map(decimalOf)))).toBe(0.3);
    expect(numberOfDecimal(roundDecimal(multiplyDecimals([decimalOf(87.33), decimalOf(0.13)]), 2))).toBe(11.35);
    expect(numberOfDecimal(roundDecimal(multiplyDecimals([decimalOf(1.005), decimalOf(1)]), 2))).toBe(1.01);
    expect(numberOfDecimal(roundDecimal({ digits: -125n, scale: 2 }, 1))).toBe(-1.3);
    expect(decimalOf(1e21)).toEqual({ digits: 10n ** 21n, scale: 0 });
    expect(fractionDigitsIn(12.5)).toBe(1);
    expect(fractionDigitsIn(3)).toBe(0);
  });

  it('keeps a kind’s fraction digits within what the field allows', () => {
    expect(fieldFractionDigits(field('amount', {}), 'amount')).toBe(2);
    expect(fieldFractionDigits(field('rate', {}), 'rate')).toBe(4);
    expect(fieldFractionDigits(field('rate', { multipleOf: 0.01 }), 'rate')).toBe(2);
    expect(fieldFractionDigits({ ...field('count', {}), type: 'integer' }, 'amount')).toBe(0);
  });

  it('gives a relation’s value from the row and the lines, null when a value is missing', () => {
    const row: Record<string, unknown> = { goods: 100.1, freight: 10.2, tax: 9.1, discount: 20.05 };
    const lines = [{ tax: 1.11 }, { tax: 2.22 }];
    const paid = relationOf('paid', { 'x-sumOf': ['goods', 'freight', 'tax', '-discount'] })!;
    expect(
      relationValue(
        paid,
        (name) => row[name],
        () => [],
        2,
      ),
    ).toBe(99.35);
    const sum = relationOf('tax', { 'x-sumOfLines': 'tax' })!;
    expect(
      relationValue(
        sum,
        () => undefined,
        (name) => lines.map((line) => line[name as 'tax']),
        2,
      ),
    ).toBe(3.33);
    expect(
      relationValue(
        sum,
        () => undefined,
        () => [],
        2,
      ),
    ).toBeNull();
    expect(
      relationValue(
        paid,
        (name) => (name === 'tax' ? null : row[name]),
        () => [],
        2,
      ),
    ).toBeNull();
  });
});
