import { describe, expect, it } from 'vitest';
import { headerFields } from './fields.ts';
import type { DataSchema } from './types.ts';
import { creditCodeCheck, derivedValueKind, isValidCreditCode, isValidResidentId, residentIdCheck, valueKindOf } from './value-kinds.ts';

const schema: DataSchema = {
  $id: 'export-sample',
  title: '样例',
  type: 'object',
  properties: {
    copNo: { type: 'string', title: '企业内部编号', maxLength: 30 },
    preNo: { type: 'string', title: '预录入编号', maxLength: 18 },
    ebcCode: { type: 'string', title: '电商企业代码', maxLength: 18 },
    ebcName: { type: 'string', title: '电商企业名称', maxLength: 100 },
    ciqCode: { type: 'string', title: '检验检疫编码', maxLength: 3 },
    ciqName: { type: 'string', title: '检验检疫名称', maxLength: 100 },
    currency: { type: 'string', title: '币制', maxLength: 3, 'x-dictionary': 'currency' },
    payTime: { type: 'string', title: '支付时间', format: 'date-time' },
    mobile: { type: 'string', title: '手机', maxLength: 11, 'x-mobile': true },
    buyerName: { type: 'string', title: '订购人姓名', maxLength: 60, 'x-valueKind': 'personName' },
    packNo: { type: 'integer', title: '件数', 'x-maxLength': 9 },
    freight: { type: 'number', title: '运费', 'x-maxLength': 20 },
    ieFlag: { type: 'string', title: '进出口标志', maxLength: 1, enum: ['I', 'E'] },
    orderNo: { type: 'string', title: '订单编号', maxLength: 60, 'x-refersTo': 'export-order.orderNo' },
  },
};

describe('value kinds', () => {
  const fields = headerFields(schema).filter((field) => !field.system);
  const kinds = Object.fromEntries(fields.map((field) => [field.name, derivedValueKind(field, fields)]));

  it('are derived from the definition where it says them, written only where it cannot', () => {
    expect(kinds).toEqual({
      copNo: 'documentNo',
      preNo: 'customsNo',
      ebcCode: 'companyCode',
      ebcName: 'companyName',
      ciqCode: undefined,
      ciqName: undefined,
      currency: 'dictionary',
      payTime: 'dateTime',
      mobile: 'phone',
      buyerName: 'personName',
      packNo: 'count',
      freight: 'amount',
      ieFlag: 'choice',
      orderNo: 'reference',
    });
    expect(
      valueKindOf(
        fields.find((field) => field.name === 'ciqName')!,
        fields,
      ),
    ).toBe('text');
  });

  it('check credit codes (GB 32100-2015) and resident ids (GB 11643) by their check character', () => {
    expect(creditCodeCheck('91440101MA5CKT9G3')).toBe('F');
    expect(isValidCreditCode('91440101MA5CKT9G3F')).toBe(true);
    expect(isValidCreditCode('91440101MA5CKT9G3E')).toBe(false);
    expect(isValidCreditCode('91440101MA5CKT9G3')).toBe(false);
    expect(residentIdCheck('11010519491231002')).toBe('X');
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId('110105194902300021')).toBe(false);
    expect(isValidResidentId('手机保护壳')).toBe(false);
  });
});
