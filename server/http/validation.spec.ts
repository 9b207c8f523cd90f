import Ajv from 'ajv';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { dataBody, describeValidationError, validatorCompiler, validatorsCompiled } from './validation.ts';

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

describe('validatorCompiler', () => {
  it("compiles a route's validator on its first request, not when the server gets ready, and keeps it", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    installErrorHandler(app);
    for (const path of ['/a', '/b', '/c']) app.post(path, { schema: { body: schema } }, async () => ({ ok: true }));
    const before = validatorsCompiled.count;
    await app.ready();
    expect(validatorsCompiled.count).toBe(before);

    const refused = { username: '太长的用户名称' };
    for (let round = 0; round < 2; round += 1) {
      const answer = await app.inject({ method: 'POST', url: '/a', payload: { data: refused } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messageFor({ data: refused }));
    }
    expect((await app.inject({ method: 'POST', url: '/a', payload: { data: { username: '张三' } } })).statusCode).toBe(200);
    expect(validatorsCompiled.count).toBe(before + 1);
    await app.close();
  });
});
