// multipleOf (money to the cent) and a pattern's own message (x-patternMessage), issue 25: the
// server's ajv (with the bill vocabulary) and the browser's checker (schema-check.ts) refuse the
// same values and word them the same way; multipleOf compares decimals as written, never floats.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { describeFieldErrors } from './messages.ts';
import { schemaCheck } from './schema-check.ts';
import type { DataSchema } from './types.ts';
import { addBillVocabulary, isMultipleOf } from './vocabulary.ts';

const schema: DataSchema = {
  $id: 'export-sample',
  title: '样例',
  type: 'object',
  properties: {
    goodsValue: { type: 'number', title: '货值', 'x-maxLength': 19, multipleOf: 0.01, minimum: 0 },
    packs: { type: 'number', title: '件数', 'x-maxLength': 9, multipleOf: 0.5 },
    units: { type: 'number', title: '单位数', 'x-maxLength': 9, multipleOf: 1 },
    email: { type: 'string', title: '电子邮箱', maxLength: 50, pattern: '^[^@\\s]+@[^@\\s]+$', 'x-patternMessage': '请输入正确的电子邮箱' },
    zipCode: { type: 'string', title: '邮政编码', maxLength: 6, pattern: '^\\d{6}$' },
  },
};

const ajv = addBillVocabulary(new Ajv({ allErrors: true, verbose: true, strict: false }));
const server = ajv.compile(schema);
const browser = schemaCheck(schema as unknown as Record<string, unknown>);

function both(data: Record<string, unknown>): { server: string[]; browser: string[] } {
  const words = (check: { (data: unknown): boolean; errors?: unknown }) =>
    check(data) ? [] : describeFieldErrors((check.errors ?? []) as never, schema).map((problem) => problem.message);
  return { server: words(server), browser: words(browser) };
}

describe('multipleOf', () => {
  it('compares the decimals as written', () => {
    expect(isMultipleOf(1.1, 0.01)).toBe(true); // 1.1 / 0.01 is 110.00000000000001 in binary
    expect(isMultipleOf(0.1 + 0.2, 0.1)).toBe(false); // 0.30000000000000004 is what was written
    expect(isMultipleOf(0.3, 0.1)).toBe(true);
    expect(isMultipleOf(1.005, 0.01)).toBe(false);
    expect(isMultipleOf(-12.35, 0.05)).toBe(true);
    expect(isMultipleOf(12.34, 0.05)).toBe(false);
    expect(isMultipleOf(1e21, 0.01)).toBe(true);
    expect(isMultipleOf(Number.NaN, 0.01)).toBe(false);
  });

  it('accepts money to the cent on the server and in the browser alike', () => {
    for (const goodsValue of [0, 1.1, 19.99, 4.35, 1234567.89]) expect(both({ goodsValue })).toEqual({ server: [], browser: [] });
  });

  it('refuses more decimals than the step allows, saying how many are allowed', () => {
    expect(both({ goodsValue: 1.005 })).toEqual({ server: ['货值最多2位小数'], browser: ['货值最多2位小数'] });
    expect(both({ packs: 1.25 })).toEqual({ server: ['件数必须是0.5的整数倍'], browser: ['件数必须是0.5的整数倍'] });
    expect(both({ units: 2.5 })).toEqual({ server: ['单位数必须是整数'], browser: ['单位数必须是整数'] });
  });

  it('reports it where ajv does, after the limits', () => {
    expect(both({ goodsValue: -0.001 })).toEqual({ server: ['货值不能小于0', '货值最多2位小数'], browser: ['货值不能小于0', '货值最多2位小数'] });
  });
});

describe('x-patternMessage', () => {
  it("shows the definition's words when the pattern refuses a value", () => {
    expect(both({ email: 'someone.example.com' })).toEqual({ server: ['请输入正确的电子邮箱'], browser: ['请输入正确的电子邮箱'] });
  });

  it('falls back to {title}格式不正确 without one', () => {
    expect(both({ zipCode: '1000' })).toEqual({ server: ['邮政编码格式不正确'], browser: ['邮政编码格式不正确'] });
    expect(both({ email: 'a@b', zipCode: '100000' })).toEqual({ server: [], browser: [] });
  });
});
