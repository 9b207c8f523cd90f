// The subsidy pages' fixtures for specs and stories: the real apply form (schemas/forms/rewardApply,
// built as the server builds it) and small result-list definitions mirroring the contract (the
// server branch writes the real ones; only their columns matter to the client: spec §3.5 reward
// detail rows appTime, takeTime, billNo or voyNo, subclNum, grossWeight, declNo, notes, roadNo).
import rewardApplySchema from '../../../../schemas/forms/rewardApply.schema.json';
import rewardApplyUi from '../../../../schemas/forms/rewardApply.ui.json';
import { buildForm } from '#core/forms/index.ts';
import type { FormDefinition } from '#core/forms/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { subsidyFeature } from '../subsidySettings.ts';

export function rewardApplyForm(): FormDefinition {
  return buildForm('rewardApply', { 'rewardApply.schema.json': rewardApplySchema, 'rewardApply.ui.json': rewardApplyUi });
}

const RESULT_FIELDS: Readonly<Record<string, string>> = {
  appTime: '申报时间',
  takeTime: '提货时间',
  billNo: '总运单号',
  voyNo: '航次号',
  subclNum: '分运单数',
  grossWeight: '毛重（KG）',
  declNo: '报关单号',
  notes: '备注',
  roadNo: '路单号',
};

/** Which of §3.5's columns each form shows in the fixtures (mail forms carry the voyage and road numbers). */
const RESULT_COLUMNS: Readonly<Record<string, string[]>> = {
  'L11-1': ['appTime', 'takeTime', 'billNo', 'subclNum', 'grossWeight', 'declNo', 'notes'],
  'L11-2': ['appTime', 'takeTime', 'billNo', 'grossWeight', 'declNo', 'notes'],
  'L10-2': ['appTime', 'voyNo', 'roadNo', 'subclNum', 'grossWeight', 'notes'],
  'L10-1': ['appTime', 'takeTime', 'billNo', 'grossWeight', 'notes'],
};

/** The result definition served at `route` (one per form the apply form's UI file names). */
export function resultDefinition(route: string): BillDefinition | null {
  const entry = subsidyFeature(rewardApplyForm()).results.forms.find((form) => form.route === route);
  if (!entry) return null;
  const columns = RESULT_COLUMNS[entry.form] ?? [];
  const family = `other-rewardResult${route.slice(route.lastIndexOf('/result') + '/result'.length)}`;
  return {
    family,
    schema: {
      $id: family,
      title: `核验结果 ${entry.form}`,
      type: 'object',
      properties: Object.fromEntries(columns.map((field) => [field, { type: 'string', title: RESULT_FIELDS[field], maxLength: 100 }])),
    },
    ui: { family, route, servedBy: 'subsidy', api: { base: '/subsidy', list: 'list' }, list: { columns: columns.map((field) => ({ field })) }, buttons: [] },
  } as unknown as BillDefinition;
}

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
