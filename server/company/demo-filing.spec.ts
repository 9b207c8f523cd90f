// The seeded filing passes its own form with the seeded dictionaries (so the demo company is an
// approved company whose data a user can save back unchanged), and a refused form body says
// 请完善必填信息 for a missing field and the first problem otherwise.
import { describe, expect, it } from 'vitest';
import { MSG_FORM_INCOMPLETE } from '#core/forms/index.ts';
import { dictionaryValuesOf } from '../bills/options/dictionaries.ts';
import { loadForms } from '../forms/load-forms.ts';
import { DEFAULT_FORM_SCHEMA_DIR } from '../forms/settings.ts';
import { validateFormBody } from '../forms/validate-form.ts';
import { loadSeedData } from '../seed/seed-data.ts';
import { demoCustomsCode, demoFilingData } from './demo-filing.ts';
import { CUSTOMS_CODE_FIELD, FILING_FORM_ID, filingForm } from './filing-form.ts';

const form = loadForms(DEFAULT_FORM_SCHEMA_DIR).find((candidate) => candidate.definition.id === FILING_FORM_ID)!;

async function seeded() {
  const seed = await loadSeedData();
  const rows = seed.dictionaries.flatMap((dictionary) => dictionary.items.map((item) => ({ dic_code: dictionary.code, value: item.value, name: item.name })));
  const main = seed.demo.accounts.find((account) => account.userType === 'ADMIN')!;
  return { dictionaries: dictionaryValuesOf(rows), company: { ...seed.demo.company, person: main.username ?? main.loginName } };
}

describe('the demo filing', () => {
  it('passes the filing form with the seeded dictionaries, with a 10-character customs code', async () => {
    const { dictionaries, company } = await seeded();
    const data = demoFilingData(company);
    expect(validateFormBody(form, data, dictionaries)).toEqual({ ok: true, data });
    expect(data[CUSTOMS_CODE_FIELD]).toBe(demoCustomsCode(company.code));
    expect(demoCustomsCode(company.code)).toHaveLength(10);
    expect(demoCustomsCode('3301960001')).toBe('3301960001');
  });

  it('words a refusal: 请完善必填信息 when something required is missing, else the first problem', async () => {
    const { dictionaries, company } = await seeded();
    const { orgCode: _dropped, ...missing } = demoFilingData(company);
    const refused = validateFormBody(form, missing, dictionaries);
    expect(refused).toMatchObject({ ok: false, message: MSG_FORM_INCOMPLETE });
    const badPort = validateFormBody(form, { ...demoFilingData(company), customsCode: '9999' }, dictionaries);
    expect(badPort).toMatchObject({ ok: false, message: '请选择有效的注册海关' });
  });

  it('reads what the server needs from the definition', () => {
    const filing = filingForm(form);
    expect(filing).toMatchObject({
      stateField: 'approveState',
      stateLabelField: 'showApproveState',
      lockedIn: ['5'],
      underReview: '5',
      attachmentsField: 'companyFileVos',
      recordsField: 'approvalRecordVos',
      fileTypeDictionary: 'company_file_type',
      route: '/enterprise',
      codes: { save: 'save', declare: 'saveDeclare', upload: 'upload', queryAuthCode: 'queryAuthCode', generateAuthCode: 'generateAuthCode' },
    });
    expect(filing.upload).toMatchObject({ accept: ['jpeg', 'png'], maxBytes: 512000, typeField: 'fileType' });
    expect(filing.dictionaryNames).toEqual([{ field: 'customsCode', nameField: 'customsCodeName', dictionary: 'declare_port' }]);
  });
});
