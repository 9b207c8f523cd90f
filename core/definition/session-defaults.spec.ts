import { describe, expect, it } from 'vitest';
import { exportOrderDefinition, withUi } from '../testing/bill-definitions.ts';
import { sessionDefaults, type SessionCompany } from './session-defaults.ts';

const user: SessionCompany = { companyCode: '91440101MA5CKT9G3F', companyName: '广州穗通跨境供应链管理有限公司' };

describe('session defaults of a new bill (issue 11 point 9)', () => {
  it('starts the transmission company from the user’s own (x-sessionDefault in _shared)', () => {
    expect(sessionDefaults(exportOrderDefinition(), user)).toEqual({ copCode: user.companyCode, copName: user.companyName });
  });

  it('takes a UI file’s ui:sessionDefault as well, and nothing without a user', () => {
    const order = withUi(exportOrderDefinition(), (ui) => ({ ...ui, form: { ...ui.form, ebcCode: { 'ui:sessionDefault': 'companyCode' } } }));
    expect(sessionDefaults(order, user)).toMatchObject({ ebcCode: user.companyCode, copCode: user.companyCode });
    expect(sessionDefaults(order, null)).toEqual({});
  });

  it('gives no default from a company field that is blank', () => {
    expect(sessionDefaults(exportOrderDefinition(), { companyCode: user.companyCode, companyName: '' })).toEqual({ copCode: user.companyCode });
  });

  it('takes the transmission company code from the approved filing once there is one (issue 12)', () => {
    const filed = { ...user, customsRegistCode: '4401969G3F' };
    expect(sessionDefaults(exportOrderDefinition(), filed)).toEqual({ copCode: '4401969G3F', copName: user.companyName });
    const order = withUi(exportOrderDefinition(), (ui) => ({ ...ui, form: { ...ui.form, ebcCode: { 'ui:sessionDefault': 'companyCode' } } }));
    expect(sessionDefaults(order, filed)).toMatchObject({ ebcCode: user.companyCode, copCode: '4401969G3F' });
  });
});
