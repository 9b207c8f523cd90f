// One schema everywhere: the client's validators speak the server's words (请填写 / 请选择 /
// lengths), lines are checked one by one with a validator compiled once per family, and the
// mobile-phone rule of spec §5.2 applies where the UI file marks a field as a mobile phone.
import { describe, expect, it } from 'vitest';
import { exportDeclarationDefinition } from '#core/testing/declaration-definition.ts';
import { sampleDefinition } from '#core/definition/test-definition.ts';
import { familyValidators, validateHeader, validateHeaderField, validateLine } from './billValidator.ts';
import { columnsOf, layoutGroups } from './formLayout.ts';
import { MSG_MOBILE, type FieldSchema, type LinesItemSchema } from '#core/definition/index.ts';
import { readFlags, writeFlags } from './widgets/FlagStringWidget.tsx';

const declaration = exportDeclarationDefinition();

describe('validators of a family', () => {
  it('are compiled once and reused for every row', () => {
    const first = familyValidators(declaration);
    for (let index = 0; index < 50; index += 1) validateLine(declaration, { gno: index + 1 }, index);
    expect(familyValidators(declaration)).toBe(first);
    expect(familyValidators(declaration).line).toBe(first.line);
  });

  it('name a missing text 请填写{title} and a missing choice 请选择{title}, and check lengths', () => {
    const messages = validateHeader(declaration, { copNo: 'E'.repeat(31), agentCode: '  ' }).map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining(['企业内部编号不能超过30个字符', '请填写申报单位代码', '请选择申报地海关', '请填写件数', '请选择运输方式']),
    );
    expect(messages).not.toContain('请填写状态');
  });

  it("name a line's problems with its number, as the server does", () => {
    const problems = validateLine(declaration, { gno: 3, gname: '耳机', codeTs: '85183000001' }, 2);
    expect(problems.find((problem) => problem.field === 'codeTs')).toMatchObject({
      text: '商品编号不能超过10个字符',
      message: '商品信息第3行：商品编号不能超过10个字符',
      line: 2,
    });
    expect(problems.map((problem) => problem.text)).toEqual(expect.arrayContaining(['请填写规格型号', '请选择成交计量单位', '请选择币制']));
  });

  it('check one field on its own', () => {
    expect(validateHeaderField(declaration, 'billNo', 'B'.repeat(38)).map((problem) => problem.text)).toEqual(['提运单号不能超过37个字符']);
    expect(validateHeaderField(declaration, 'contrNo', '')).toMatchObject([{ text: '请填写合同协议号' }]);
    expect(validateHeaderField(declaration, 'contrNo', 'HT-1')).toEqual([]);
  });

  it("count a number's digits as it is written out, not in exponent form (1e21 is 22 characters)", () => {
    expect(validateHeaderField(declaration, 'grossWet', 1e21)).toEqual([]);
    expect(validateHeaderField(declaration, 'grossWet', 5e30).map((problem) => problem.text)).toEqual(['毛重（千克）不能超过24位']);
    expect(validateHeaderField(declaration, 'packNo', 1e21).map((problem) => problem.text)).toEqual(['件数不能超过9位']);
    expect(validateHeaderField(declaration, 'packNo', 123456789)).toEqual([]);
  });

  it('apply the mobile-phone rule where the data schema asks for it (x-mobile), in the header and on a line', () => {
    const base = sampleDefinition();
    const phone = { type: 'string' as const, title: '联系电话', maxLength: 20, 'x-mobile': true };
    const lines = base.schema.properties.lines as FieldSchema & { items: LinesItemSchema };
    const schema = {
      ...base.schema,
      properties: {
        ...base.schema.properties,
        contactMobile: phone,
        lines: { ...lines, items: { ...lines.items, properties: { ...lines.items.properties, phone } } },
      },
    };
    const definition = { ...base, family: 'export-sample-mobile', schema };
    const problems = (value: string) =>
      validateHeader(definition, { sampleNo: 'S-1', contactMobile: value, currency: '502', signDate: '2025-06-15' }).map((problem) => problem.message);
    expect(problems('13812345678')).toEqual([]);
    expect(problems('')).toEqual([]);
    expect(problems('12812345678')).toEqual([MSG_MOBILE]);
    expect(problems('1381234567')).toEqual([MSG_MOBILE]);
    expect(validateHeaderField(definition, 'contactMobile', '1381234567').map((problem) => problem.text)).toEqual([MSG_MOBILE]);
    const line = validateLine(definition, { phone: '23812345678' }, 1).find((problem) => problem.field === 'phone');
    expect(line).toMatchObject({ text: MSG_MOBILE, line: 1 });
    expect(line?.message).toMatch(/第2行：请输入正确的11位手机号$/);
  });
});

describe('form layout and the flag string', () => {
  it('starts a titled group at each ui:group, in ui:order', () => {
    const ui: Record<string, Record<string, unknown>> = { a: { 'ui:group': '基本信息' }, c: { 'ui:group': '运输', 'ui:span': 'full' } };
    expect(layoutGroups(['a', 'b', 'c', 'd'], (name) => ui[name])).toEqual([
      {
        title: '基本信息',
        cells: [
          { name: 'a', span: 1 },
          { name: 'b', span: 1 },
        ],
      },
      {
        title: '运输',
        cells: [
          { name: 'c', span: 'full' },
          { name: 'd', span: 1 },
        ],
      },
    ]);
    expect(columnsOf({ 'ui:columns': 4 })).toBe(4);
    expect(columnsOf({ 'ui:columns': 7 })).toBe(3);
  });

  it("reads and writes specDeclFlag as seven 0/1 characters in the spec's order", () => {
    expect(readFlags('0000100', 7)).toEqual([false, false, false, false, true, false, false]);
    expect(readFlags(undefined, 7)).toEqual(Array(7).fill(false));
    expect(writeFlags([true, false, false, false, true, false, true])).toBe('1000101');
  });
});
