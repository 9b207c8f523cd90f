import { describe, expect, it } from 'vitest';
import { headTableName, lineTableName, toCamelCase, toSnakeCase } from './naming.ts';

describe('column naming', () => {
  it('turns camelCase properties into the snake_case names of the spec', () => {
    expect(toSnakeCase('orderNo')).toBe('order_no');
    expect(toSnakeCase('createTime')).toBe('create_time');
    expect(toSnakeCase('gnum')).toBe('gnum');
    expect(toSnakeCase('ebcCode')).toBe('ebc_code');
    expect(toSnakeCase('MnufctrRegName')).toBe('mnufctr_reg_name');
    expect(toSnakeCase('ieDate2')).toBe('ie_date2');
  });

  it('turns snake_case back into camelCase', () => {
    expect(toCamelCase('order_no')).toBe('orderNo');
    expect(toCamelCase('create_time')).toBe('createTime');
    expect(toCamelCase(toSnakeCase('grossWeight'))).toBe('grossWeight');
  });

  it('names the tables of a family', () => {
    expect(headTableName('export-order')).toBe('bill_export_order');
    expect(lineTableName('export-order')).toBe('bill_export_order_line');
  });
});
