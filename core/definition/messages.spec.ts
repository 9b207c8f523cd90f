import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { describeFieldErrors, requiredMessage } from './messages.ts';
import { sampleDefinition } from './test-definition.ts';
import { addBillVocabulary, type DictionaryContext } from './vocabulary.ts';
import { writableSchema } from './writable-schema.ts';

const definition = sampleDefinition();
const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, passContext: true });
addFormats(ajv);
addBillVocabulary(ajv);
const validate = ajv.compile(writableSchema(definition.schema));
const context: DictionaryContext = { dictionaryHas: (code, value) => code === 'currency' && ['142', '502'].includes(value) };

function messages(data: Record<string, unknown>): string[] {
  const valid = validate.call(context, data);
  return valid ? [] : describeFieldErrors(validate.errors ?? [], definition.schema).map((problem) => problem.message);
}

const good = { sampleNo: 'S1', currency: '142', signDate: '2024-02-29', amount: 12.5, lines: [{ gnum: 1, itemName: '茶叶' }] };

describe('validation messages', () => {
  it('accepts a complete bill', () => {
    expect(messages(good)).toEqual([]);
  });

  it('asks to fill text fields and to choose picked fields', () => {
    expect(messages({})).toEqual(['请填写样例编号', '请选择币制', '请选择签约日期']);
    expect(requiredMessage({ title: '备注' })).toBe('请填写备注');
    expect(requiredMessage({ title: '币制', 'x-dictionary': 'currency' })).toBe('请选择币制');
  });

  it('names the line of a line problem', () => {
    expect(messages({ ...good, lines: [{ gnum: 1, itemName: '茶叶' }, { gnum: 2 }] })).toEqual(['商品信息第2行：请填写商品名称']);
    expect(messages({ ...good, lines: [{ gnum: 1.5, itemName: '超过五个字的名称' }] })).toEqual([
      '商品信息第1行：商品序号必须是整数',
      '商品信息第1行：商品名称不能超过5个字符',
    ]);
  });

  it('checks lengths, written number lengths, minimum, types and formats', () => {
    expect(messages({ ...good, sampleNo: 'S12345678901' })).toEqual(['样例编号不能超过10个字符']);
    expect(messages({ ...good, amount: 1234.56 })).toEqual(['金额不能超过6位']);
    expect(messages({ ...good, amount: 123.45 })).toEqual([]);
    expect(messages({ ...good, amount: -1 })).toEqual(['金额不能小于0']);
    expect(messages({ ...good, amount: '12' })).toEqual(['金额必须是数字']);
    expect(messages({ ...good, signDate: '2023-02-29' })).toEqual(['签约日期格式应为yyyy-MM-dd']);
  });

  it('refuses a value outside the dictionary when the context knows the dictionaries', () => {
    expect(messages({ ...good, currency: '999' })).toEqual(['请选择有效的币制']);
    expect(validate({ ...good, currency: '999' })).toBe(true);
  });

  it('does not require or accept read-only fields', () => {
    expect(writableSchema(definition.schema).properties).not.toHaveProperty('state');
  });
});
