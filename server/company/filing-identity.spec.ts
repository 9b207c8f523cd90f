// The filing's identity as the definition gives it (docs/company-filing.md "The approved record"):
// the server refuses to start when the credit code or the customs code is not a unique identity
// field; a pending change lists the identity fields the draft changes, with their titles; keys are
// the unique fields' values, trimmed and in upper case.
import { describe, expect, it } from 'vitest';
import { buildForm } from '#core/forms/index.ts';
import { readDefinitionFiles } from '../bills/load-definitions.ts';
import { loadForm } from '../forms/load-forms.ts';
import { DEFAULT_FORM_SCHEMA_DIR } from '../forms/settings.ts';
import { CREDIT_CODE_FIELD, CUSTOMS_CODE_FIELD, FILING_FORM_ID, filingForm } from './filing-form.ts';
import { identityChange, identityKeys } from './filing-identity.ts';

const files = readDefinitionFiles(DEFAULT_FORM_SCHEMA_DIR);
const withState = (change: (state: Record<string, unknown>) => void) => {
  const ui = structuredClone(files[`${FILING_FORM_ID}.ui.json`]) as { state: Record<string, unknown> };
  change(ui.state);
  return filingForm(loadForm(buildForm(FILING_FORM_ID, { ...files, [`${FILING_FORM_ID}.ui.json`]: ui })));
};
const filing = withState(() => undefined);

describe('the identity fields of the filing', () => {
  it('come from the UI file, and must make the credit code and the customs code unique', () => {
    expect(filing.uniqueIdentityFields).toEqual(expect.arrayContaining([CREDIT_CODE_FIELD, CUSTOMS_CODE_FIELD]));
    expect(filing.identityFields).toEqual(expect.arrayContaining([...filing.uniqueIdentityFields]));
    for (const field of [CREDIT_CODE_FIELD, CUSTOMS_CODE_FIELD]) {
      expect(() => withState((state) => (state.uniqueIdentityFields = (state.uniqueIdentityFields as string[]).filter((one) => one !== field)))).toThrow(
        `企业备案的唯一身份字段须包含 ${field}`,
      );
    }
  });

  it('answer a pending change only for the identity fields that differ from the approved record', () => {
    const approved = { [CREDIT_CODE_FIELD]: '91320214MA1XYZ0A1B', [CUSTOMS_CODE_FIELD]: '3202961234', phoneNo: '1' };
    expect(identityChange(filing, null, approved)).toBeNull();
    expect(identityChange(filing, approved, { ...approved, phoneNo: '2' })).toBeNull();
    const change = identityChange(filing, approved, { ...approved, [CUSTOMS_CODE_FIELD]: '3202965678' });
    expect(change?.fields).toEqual([{ field: CUSTOMS_CODE_FIELD, title: '海关注册编码', approved: '3202961234', draft: '3202965678' }]);
    expect(change?.approved).toMatchObject({ [CREDIT_CODE_FIELD]: '91320214MA1XYZ0A1B', [CUSTOMS_CODE_FIELD]: '3202961234' });
    expect(Object.keys(change!.approved)).toEqual([...filing.identityFields]);
  });

  it('key the unique fields by their trimmed upper-case values, leaving out empty ones', () => {
    expect(identityKeys(filing, { [CREDIT_CODE_FIELD]: ' 91320214ma1xyz0a1b ', [CUSTOMS_CODE_FIELD]: '', phoneNo: '1' })).toEqual([
      { field: CREDIT_CODE_FIELD, value: '91320214MA1XYZ0A1B' },
    ]);
  });
});
