// Accounts of the sample company (main account hzkj2024, as in src/screens/shell/fixtures.ts),
// as pageList answers them: for the stories and the specs.
import type { AccountRow } from '#core/accounts.ts';

const company = '杭州海贸供应链管理有限公司';

export const adminAccountRows: AccountRow[] = [
  {
    id: '1',
    loginName: 'hzkj2024',
    username: '张晓明',
    userType: 'ADMIN',
    userTypeName: '主账号',
    state: 'EFFECTIVE',
    stateName: '有效',
    companyName: company,
    createTime: '2024-03-01 09:00:00',
    self: true,
  },
  {
    id: '2',
    loginName: 'liwei@hzkj2024',
    username: '李伟',
    userType: 'USER',
    userTypeName: '普通用户',
    state: 'EFFECTIVE',
    stateName: '有效',
    companyName: company,
    createTime: '2025-06-12 14:20:00',
    self: false,
  },
  {
    id: '4',
    loginName: 'wangfang@hzkj2024',
    username: '王芳',
    userType: 'USER',
    userTypeName: '普通用户',
    state: 'INVALID',
    stateName: '冻结',
    companyName: company,
    createTime: '2025-08-30 10:05:00',
    self: false,
  },
];

/** What pageList answers the sub-account liwei@hzkj2024: its own row only (§6). */
export const userAccountRows: AccountRow[] = [{ ...adminAccountRows[1], self: true }];
