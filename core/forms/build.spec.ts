// Building a new-record form (docs/forms.md "New-record forms"): no load, the module it belongs
// to, its attachments sent with the form; and the checks of its upload settings and of the
// identity fields a record keeps until approval.
import { describe, expect, it } from 'vitest';
import enterpriseSchema from '../../schemas/forms/enterprise.schema.json';
import enterpriseUi from '../../schemas/forms/enterprise.ui.json';
import workorderSchema from '../../schemas/forms/workorder.schema.json';
import workorderUi from '../../schemas/forms/workorder.ui.json';
import { schemaCheck } from '../definition/schema-check.ts';
import { feedbackForm, workorderForm } from '../testing/form-definitions.ts';
import { buildForm } from './build.ts';
import { formModule, isNewRecordForm } from './types.ts';
import { cleanForm, formProblems, formWritableSchema } from './validate.ts';

const files = (ui: unknown) => ({ 'workorder.schema.json': workorderSchema, 'workorder.ui.json': ui });

describe('new-record forms', () => {
  it('build with no load, in the module they belong to, with their screenshots writable', () => {
    const ticket = workorderForm();
    expect(isNewRecordForm(ticket.ui)).toBe(true);
    expect(ticket.ui.api.load).toBe('');
    expect(formModule(ticket.ui)).toBe('/workorder');
    expect(formModule(feedbackForm().ui)).toBe('/feedback');
    const data = cleanForm(ticket.schema, {
      ticketType: '1',
      ticketTitle: 't',
      ticketContent: 'c',
      telephone: '1',
      filePath: [{ filePath: '/f', fileName: 'a.png' }],
    });
    expect(data.filePath).toEqual([{ filePath: '/f', fileName: 'a.png' }]);
    expect(formProblems(ticket.schema, data, schemaCheck(formWritableSchema(ticket.schema)))).toEqual([]);
  });

  it('refuses an upload without fileField and nameField, or naming a field its record lacks', () => {
    const without = structuredClone(workorderUi) as { sections: Array<{ upload?: Record<string, unknown> }> };
    delete without.sections[1].upload!.nameField;
    expect(() => buildForm('workorder', files(without))).toThrow('fileField 与 nameField');
    const wrong = structuredClone(workorderUi) as { sections: Array<{ upload?: Record<string, unknown> }> };
    wrong.sections[1].upload!.fileField = 'fileUri';
    expect(() => buildForm('workorder', files(wrong))).toThrow('fileUri');
  });

  it('gives the feedback phone its own message', () => {
    const feedback = feedbackForm();
    const check = schemaCheck(formWritableSchema(feedback.schema));
    const problems = formProblems(feedback.schema, cleanForm(feedback.schema, { content: '内容', phone: '12345' }), check);
    expect(problems.map((problem) => problem.message)).toEqual(['请填写正确手机号码']);
    expect(formProblems(feedback.schema, cleanForm(feedback.schema, {}), check).map((problem) => problem.message)).toEqual(['请填写内容']);
  });
});

describe('identity fields (state.identityFields, docs/company-filing.md)', () => {
  const enterprise = (change: (state: Record<string, unknown>) => void) => {
    const ui = structuredClone(enterpriseUi) as unknown as { state: Record<string, unknown> };
    change(ui.state);
    return { 'enterprise.schema.json': enterpriseSchema, 'enterprise.ui.json': ui };
  };

  it('builds the filing with its identity and unique identity fields', () => {
    const state = buildForm(
      'enterprise',
      enterprise(() => undefined),
    ).ui.state!;
    expect(state.identityFields).toContain('socialCreditCode');
    expect(state.uniqueIdentityFields).toEqual(['socialCreditCode', 'customsRegistCode']);
  });

  it('refuses a field the schema lacks, a read-only one, and a unique field that is no identity field', () => {
    expect(() =>
      buildForm(
        'enterprise',
        enterprise((state) => (state.identityFields = ['creditCode'])),
      ),
    ).toThrow('字段 creditCode 不在数据定义中');
    expect(() =>
      buildForm(
        'enterprise',
        enterprise((state) => (state.identityFields = ['companyName'])),
      ),
    ).toThrow('身份字段 companyName 不能是只读字段');
    expect(() =>
      buildForm(
        'enterprise',
        enterprise((state) => (state.uniqueIdentityFields = ['phoneNo'])),
      ),
    ).toThrow('字段 phoneNo 不在 identityFields 中');
  });
});
