// The subsidy pages' fixtures for specs and stories: the real apply form (schemas/forms/rewardApply,
// built as the server builds it), the real result-list and imported-waybill definitions
// (schemas/bills), sample rows.
import rewardApplySchema from '../../../../schemas/forms/rewardApply.schema.json';
import rewardApplyUi from '../../../../schemas/forms/rewardApply.ui.json';
import { buildForm } from '#core/forms/index.ts';
import type { FormDefinition } from '#core/forms/index.ts';
import { subsidyBillDefinition, subsidyResultDefinition } from '#core/testing/subsidy-definitions.ts';

export function rewardApplyForm(): FormDefinition {
  return buildForm('rewardApply', { 'rewardApply.schema.json': rewardApplySchema, 'rewardApply.ui.json': rewardApplyUi });
}

/** The result definition served at `route` (one per form the apply form's UI file names): the real one. */
export const resultDefinition = subsidyResultDefinition;

/** The imported waybills' list (/rewardApplication/bills), whose columns the apply form's records section shows: the real one. */
export const importedBillsDefinition = subsidyBillDefinition();

export const APPLICANT = { companyName: '深圳市前海优品跨境贸易有限公司', companyCode: '4403960ABC' };

export const REC_COMPANIES = [
  { recCompanyCode: '4403960001', recCompanyName: '深圳顺达国际货运代理有限公司' },
  { recCompanyCode: '4403960002', recCompanyName: '深圳顺丰航空物流有限公司' },
  { recCompanyCode: '4403960003', recCompanyName: '广州白云国际物流有限公司' },
];

export function sampleBills(count: number, importNo = 'IMP20261124001'): Array<Record<string, unknown>> {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    importNo,
    payCompanyName: APPLICANT.companyName,
    recCompanyName: REC_COMPANIES[index % REC_COMPANIES.length].recCompanyName,
    billNo: `784-${String(10_000_000 + index)}`,
    takeTime: '2026-11-02 09:30:00',
    flightNo: `CZ${3000 + (index % 50)}`,
    flightDate: '2026-11-01',
    grossWeight: index % 3 === 0 ? '12.345' : '1000.5',
  }));
}

export function sampleResults(count: number): Array<Record<string, unknown>> {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    appTime: '2026-11-03 00:00:00',
    takeTime: '2026-11-02 09:30:00',
    billNo: `784-${String(10_000_000 + index)}`,
    voyNo: `V${100 + index}`,
    subclNum: String(3 + (index % 7)),
    grossWeight: '1000.5',
    declNo: `5300202600${String(index).padStart(8, '0')}`,
    notes: index % 4 === 0 ? '核验通过' : '',
    roadNo: `R${200 + index}`,
  }));
}

/** A row of the /rewardApplication list as /subsidy/list answers it. */
export function applicationRow(state: 'wait_audit' | 'audit' | 'approved', applyType = 'E9'): Record<string, unknown> {
  const names = { wait_audit: '待核验', audit: '核验中', approved: '核验完成' };
  return {
    id: 7,
    applyTime: '2026-11-24 10:00:00',
    applyType,
    applyTypeName: applyType,
    ckTime: '2026-11-01 至 2026-11-30',
    note: '',
    state,
    stateName: names[state],
  };
}
