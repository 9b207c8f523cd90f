// Settlement applications, write-offs and cancellation records as the settlement server answers
// them (docs/settlement-server.md): amounts are decimal strings, one row per state.
import type { BillRow } from '#core/list/list-page.ts';

const STATE_NAMES: Readonly<Record<string, string>> = {
  to_declare: '待生成',
  declare: '申报中',
  audit: '审核中',
  approved: '审核通过',
  not_approved: '审核不通过',
  revoke: '已撤销',
};

const COMMERCE = { ebcCode: '91310000JAX0JQHC06', ebcName: '深圳市前海优品跨境贸易有限公司' };

export function sampleApplications(): BillRow[] {
  const amounts = ['1200.5', '300.10001', '88000', '45678.12345', '6000000', '99.9'];
  return Object.keys(STATE_NAMES).map((state, index) => {
    const id = index + 1;
    const declared = state !== 'to_declare';
    return {
      id,
      declareNo: declared ? `JH20251120${String(id).padStart(8, '0')}` : null,
      declareNoName: declared ? `JH20251120${String(id).padStart(8, '0')}` : '待生成',
      businessType: '结汇申请',
      ...COMMERCE,
      ieType: index % 2 === 0 ? 'EXP' : 'IMP',
      tradeType: index % 2 === 0 ? '出口' : '进口',
      billType: index % 2 === 0 ? 'export' : 'import',
      bankCode: declared ? '102' : null,
      bankName: declared ? '中国工商银行' : null,
      totalCount: 10 + index,
      totalAmount: amounts[index],
      totalAmountUnit: '502',
      totalAmountUnitName: '美元',
      alreadyAmount: state === 'approved' ? '200.5' : '0',
      verificationAmount: state === 'approved' ? '45477.62345' : amounts[index],
      verProportion: state === 'approved' ? '0.43894' : '0',
      auditOpinion: state === 'not_approved' ? '单笔结汇金额超过 5000000，请拆分后重新申请' : state === 'approved' ? '审核通过' : null,
      note: null,
      state,
      stateName: STATE_NAMES[state],
      appTime: declared ? `2025-11-${String(10 + index).padStart(2, '0')} 10:00:00` : null,
      createTime: `2025-11-${String(10 + index).padStart(2, '0')} 09:00:00`,
      updateTime: `2025-11-${String(10 + index).padStart(2, '0')} 11:00:00`,
    };
  });
}

export function sampleVerifications(): BillRow[] {
  return [
    { state: 'audit', amount: '100.1' },
    { state: 'approved', amount: '200.5' },
    { state: 'revoke', amount: '0.00001' },
  ].map(({ state, amount }, index) => ({
    id: index + 1,
    declareId: 4,
    declareNo: 'JH2025112000000004',
    ...COMMERCE,
    tradeType: '出口',
    bankName: '中国工商银行',
    totalAmount: '45678.12345',
    totalAmountUnit: '502',
    totalAmountUnitName: '美元',
    verificationAmount: amount,
    alreadyAmount: '200.5',
    verProportion: '0.43894',
    auditOpinion: state === 'approved' ? '审核通过' : null,
    state,
    stateName: STATE_NAMES[state],
    appTime: `2025-11-2${index} 10:00:00`,
    updateTime: `2025-11-2${index} 10:00:00`,
  }));
}

export function sampleRevokes(): BillRow[] {
  return [
    {
      id: 1,
      declareNo: 'JH2025112000000003',
      agentName: '广州穗通跨境供应链管理有限公司',
      appTime: '2025-11-12 10:00:00',
      reas: '银行账户变更，重新申请',
      bankName: '中国银行',
      totalCount: 12,
      totalAmount: '88000',
      auditOpinion: null,
      stateName: '已撤销',
      updateTime: '2025-11-13 09:30:00',
    },
  ];
}
