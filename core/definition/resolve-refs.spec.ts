import { describe, expect, it } from 'vitest';
import { DefinitionError } from './errors.ts';
import { resolveRefs } from './resolve-refs.ts';

const shared = {
  definitions: {
    currency: { type: 'string', title: '币制', maxLength: 3, 'x-dictionary': 'currency' },
    money: { type: 'number', title: '金额', 'x-maxLength': 20 },
    price: { $ref: '#/definitions/money', title: '单价' },
  },
};

describe('resolveRefs', () => {
  it('inlines references to another file and keeps the rest of the schema', () => {
    const files = {
      '_shared.schema.json': shared,
      'a.schema.json': { $id: 'a', properties: { currency: { $ref: '_shared.schema.json#/definitions/currency' }, x: { type: 'integer' } } },
    };
    expect(resolveRefs('a.schema.json', files)).toEqual({
      $id: 'a',
      properties: { currency: shared.definitions.currency, x: { type: 'integer' } },
    });
  });

  it('follows references inside the referenced file and lets keywords beside $ref override', () => {
    const files = {
      '_shared.schema.json': shared,
      'a.schema.json': { properties: { price: { $ref: './_shared.schema.json#/definitions/price', minimum: 0 } } },
    };
    expect(resolveRefs<{ properties: Record<string, unknown> }>('a.schema.json', files).properties.price).toEqual({
      type: 'number',
      title: '单价',
      'x-maxLength': 20,
      minimum: 0,
    });
  });

  it('resolves references within the same file and leaves the input untouched', () => {
    const file = { definitions: { n: { type: 'string' } }, properties: { n: { $ref: '#/definitions/n' } } };
    const files = { 'a.schema.json': file };
    expect(resolveRefs<{ properties: Record<string, unknown> }>('a.schema.json', files).properties.n).toEqual({ type: 'string' });
    expect(file.properties.n).toEqual({ $ref: '#/definitions/n' });
  });

  it('names the file and the reference that cannot be resolved', () => {
    const files = { 'a.schema.json': { properties: { n: { $ref: '_shared.schema.json#/definitions/nope' } } } };
    expect(() => resolveRefs('a.schema.json', files)).toThrow(DefinitionError);
    expect(() => resolveRefs('a.schema.json', files)).toThrow(/a\.schema\.json.*_shared\.schema\.json/);
    const withShared = { ...files, '_shared.schema.json': shared };
    expect(() => resolveRefs('a.schema.json', withShared)).toThrow('找不到 /definitions/nope');
  });

  it('refuses a reference cycle', () => {
    const files = {
      'a.schema.json': { definitions: { x: { $ref: '#/definitions/y' }, y: { $ref: '#/definitions/x' } }, properties: { p: { $ref: '#/definitions/x' } } },
    };
    expect(() => resolveRefs('a.schema.json', files)).toThrow('循环');
  });
});
