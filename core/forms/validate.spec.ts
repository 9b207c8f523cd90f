import { describe, expect, it } from 'vitest';
import { schemaCheck } from '../definition/schema-check.ts';
import { enterpriseForm } from '../testing/form-definitions.ts';
import { cleanForm, formProblems, formWritableSchema } from './validate.ts';

const filing = enterpriseForm();
const check = schemaCheck(formWritableSchema(filing.schema));
const problemsOf = (body: Record<string, unknown>) => formProblems(filing.schema, cleanForm(filing.schema, body), check);

describe('company filing checks (§5 "Company filing required on blur")', () => {
  it("gives each missing field the spec's own message, and both tick rules", () => {
    const messages = problemsOf({}).map((problem) => problem.message);
    for (const message of [
      '请输入组织机构编码',
      '请输入营业执照注册号',
      '请输入纳税人识别号',
      '请填写海关注册编码',
      '请选择注册海关',
      '请选择行政区划',
      '请填写法定代表人证件类型号码',
      '请填写海关业务联系人姓名',
      '请填写海关业务联系人移动电话',
    ])
      expect(messages).toContain(message);
    expect(messages).toContain('请选择业务范围');
    expect(messages).toContain('请选择跨境贸易电子商务类型');
    // companyName is read-only: the server fills it from the account's company, a client never sends it.
    expect(messages).not.toContain('请填写公司名称');
  });

  it('coerces capital typed as text to numbers and drops read-only fields and blanks', () => {
    expect(cleanForm(filing.schema, { registeredCapital: ' 500.5 ', companyName: 'x', orgCode: '  ', bizImport: false })).toEqual({
      registeredCapital: 500.5,
      bizImport: false,
    });
  });

  it('accepts one ticked box of each group', () => {
    const messages = problemsOf({ bizExport: true, paymentCompany: true }).map((problem) => problem.message);
    expect(messages).not.toContain('请选择业务范围');
    expect(messages).not.toContain('请选择跨境贸易电子商务类型');
  });

  it('checks the mobile rule and the credit code length', () => {
    const messages = problemsOf({ mobileNo: '12345', socialCreditCode: '123' }).map((problem) => problem.message);
    expect(messages).toContain('请输入正确的11位手机号');
    expect(messages).toContain('统一社会信用代码不能少于18个字符');
  });
});
