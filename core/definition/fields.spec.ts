import { describe, expect, it } from 'vitest';
import { headerFields, lineFields, linkField } from './fields.ts';
import { SYSTEM_FIELD_NAMES } from './system-fields.ts';
import { sampleDefinition } from './test-definition.ts';

describe('fields of a family', () => {
  const definition = sampleDefinition();

  it('lists the header fields with columns, kinds and limits, then the unlisted system fields', () => {
    const fields = headerFields(definition.schema);
    expect(fields.map((field) => field.name)).toEqual([
      'sampleNo',
      'currency',
      'amount',
      'packNo',
      'signDate',
      'state',
      'id',
      'companyCode',
      'createTime',
      'updateTime',
      'appTime',
      'returnInfo',
      'version',
    ]);
    expect(fields[0]).toMatchObject({ column: 'sample_no', title: '样例编号', type: 'string', maxLength: 10, required: true, readOnly: false });
    expect(fields[1]).toMatchObject({ dictionary: 'currency' });
    expect(fields[2]).toMatchObject({ type: 'number', digits: 6 });
    expect(fields[3]).toMatchObject({ type: 'integer' });
    // a system field listed by the family keeps the family's title and stays server-owned
    expect(fields[5]).toMatchObject({ column: 'state', title: '单据状态', readOnly: true, system: true, maxLength: 10 });
    expect(
      fields
        .filter((field) => field.system)
        .map((field) => field.name)
        .sort(),
    ).toEqual([...SYSTEM_FIELD_NAMES].sort());
  });

  it('lists the line fields', () => {
    expect(lineFields(definition.schema).map((field) => [field.column, field.required])).toEqual([
      ['gnum', true],
      ['item_name', true],
    ]);
  });

  it('finds the link column', () => {
    expect(linkField(definition).name).toBe('sampleNo');
  });
});
