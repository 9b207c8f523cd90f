import { describe, expect, it } from 'vitest';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import type { UserInfo } from '../../http/index.ts';
import { sessionDefaults } from './sessionDefaults.ts';

const user: UserInfo = {
  id: '1',
  loginName: 'admin',
  username: '陈建华',
  userType: 'ADMIN',
  companyCode: '91440101MA5CKT9G3F',
  companyName: '广州穗通跨境供应链管理有限公司',
  account: 'admin',
};

describe('session defaults of a new bill (issue 11 point 9)', () => {
  it('starts the transmission company from the user’s own (x-sessionDefault in _shared)', () => {
    expect(sessionDefaults(exportOrderDefinition(), user)).toEqual({ copCode: user.companyCode, copName: user.companyName });
  });

  it('takes a UI file’s ui:sessionDefault as well, and nothing without a user', () => {
    const order = withUi(exportOrderDefinition(), (ui) => ({ ...ui, form: { ...ui.form, ebcCode: { 'ui:sessionDefault': 'companyCode' } } }));
    expect(sessionDefaults(order, user)).toMatchObject({ ebcCode: user.companyCode, copCode: user.companyCode });
    expect(sessionDefaults(order, null)).toEqual({});
  });
});
