import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { dataBody, describeValidationError } from './validation.ts';

const schema = dataBody({
  type: 'object',
  required: ['username'],
  properties: {
    username: { type: 'string', title: '用户名', minLength: 1, maxLength: 5 },
    pageSize: { type: 'integer', title: '每页条数' },
    tags: { type: 'array', items: { type: 'string' } },
  },
});
const validate = new Ajv({ verbose: true }).compile(schema);

function messageFor(body: unknown): string {
  expect(validate(body)).toBe(false);
  return describeValidationError(validate.errors!, 'body');
}

describe('describeValidationError', () => {
  it('names the missing data wrapper', () => {
    expect(messageFor({ username: 'a' })).toBe('请求体缺少 data 字段');
  });

  it('calls a body or data of the wrong shape badly formatted', () => {
    expect(messageFor([])).toBe('请求数据格式不正确');
    expect(messageFor({ data: 'x' })).toBe('请求数据格式不正确');
  });

  it('puts the field title before a Chinese problem', () => {
    expect(messageFor({ data: {} })).toBe('用户名：不能为空');
    expect(messageFor({ data: { username: '' } })).toBe('用户名：不应少于 1 个字符');
    expect(messageFor({ data: { username: 'abcdef' } })).toBe('用户名：不应多于 5 个字符');
    expect(messageFor({ data: { username: 'a', pageSize: '50' } })).toBe('每页条数：应当是整数类型');
  });

  it('falls back to the field path when the schema has no title', () => {
    expect(messageFor({ data: { username: 'a', tags: [1] } })).toBe('tags.0：应当是文本类型');
  });
});
