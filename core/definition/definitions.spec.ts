import { describe, expect, it } from 'vitest';
import shared from '../../schemas/bills/_shared.schema.json';
import orderSchema from '../../schemas/bills/export-order.schema.json';
import orderUi from '../../schemas/bills/export-order.ui.json';
import { buildDefinitions } from './definitions.ts';
import { DefinitionError } from './errors.ts';
import { headerFields } from './fields.ts';
import { sampleDefinition } from './test-definition.ts';

describe('buildDefinitions', () => {
  it('pairs the schema and UI files of each family and resolves the shared fields', () => {
    const files = {
      '_shared.schema.json': shared,
      'export-order.schema.json': orderSchema,
      'export-order.ui.json': orderUi,
    };
    const [order, ...rest] = buildDefinitions(files);
    expect(rest).toEqual([]);
    expect(order.family).toBe('export-order');
    expect(order.schema.properties.currency).toMatchObject({ title: '币制', 'x-dictionary': 'currency' });
    expect(JSON.stringify(order.schema)).not.toContain('$ref');
    expect(headerFields(order.schema).find((field) => field.name === 'copCode')).toMatchObject({ column: 'cop_code', maxLength: 18 });
  });

  it('refuses a family whose UI file is missing or names an unknown field', () => {
    const { schema, ui } = sampleDefinition();
    expect(() => buildDefinitions({ 'export-sample.schema.json': schema })).toThrow('缺少界面定义 export-sample.ui.json');
    const badUi = { ...ui, list: { ...ui.list, sortable: ['nope'] } };
    expect(() => buildDefinitions({ 'export-sample.schema.json': schema, 'export-sample.ui.json': badUi })).toThrow(DefinitionError);
    expect(() => buildDefinitions({ 'export-sample.schema.json': schema, 'export-sample.ui.json': badUi })).toThrow(
      'export-sample.ui.json /list/sortable/0: 字段 nope 不在数据定义中',
    );
  });

  it('tallies only text fields searched by like, eq or in', () => {
    const { schema, ui } = sampleDefinition();
    const withFilters = (filters: unknown[]) => ({ 'export-sample.schema.json': schema, 'export-sample.ui.json': { ...ui, list: { ...ui.list, filters } } });
    expect(() => buildDefinitions(withFilters([{ field: 'sampleNo', op: 'like', tallied: true }]))).not.toThrow();
    expect(() => buildDefinitions(withFilters([{ field: 'signDate', op: 'btw', tallied: true }]))).toThrow(
      'export-sample.ui.json /list/filters/0/tallied: 只有文本字段的 like、eq、in 条件可以累计（tallied）',
    );
    expect(() => buildDefinitions(withFilters([{ field: 'sampleNo', op: 'lte', tallied: true }]))).toThrow('/list/filters/0/tallied');
  });

  it('refuses a UI file without its schema and a family id that does not match the file name', () => {
    const { schema, ui } = sampleDefinition();
    expect(() => buildDefinitions({ 'export-sample.ui.json': ui })).toThrow('缺少数据定义');
    expect(() => buildDefinitions({ 'export-other.schema.json': schema, 'export-other.ui.json': ui })).toThrow('$id 应为 "export-other"');
  });
});
