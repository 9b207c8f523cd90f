// Settlement rows for the dialogs' stories, specs and benchmark, shaped as the server answers them
// (server/settlement/applications.ts declareToApi; severList adds availableAmount): one application
// in to_declare for the bank dialog and approved applications for the write-off picker, amounts as
// decimal strings with awkward values (0.1, 0.2, 1e-5 steps).
import type { BillRow } from '#core/list/list-page.ts';

const COMMERCE = '深圳市前海优品跨境贸易有限公司';

/** One application waiting for its submit: 待生成 until the server numbers it. */
export const toDeclareApplication: BillRow = {
  id: 7,
  declareNo: null,
  declareNoName: '待生成',
  businessType: '结汇申请',
  ebcCode: '91310000JAX0JQHC06',
  ebcName: COMMERCE,
  ieType: 'EXP',
  tradeType: '出口',
  totalCount: 3,
  totalAmount: '1234.56789',
  totalAmountUnit: '502',
  totalAmountUnitName: '美元',
  state: 'to_declare',
  stateName: '待生成',
};

interface Candidate {
  id: number;
  total: string;
  already: string;
  available: string;
  proportion: string;
}

function candidateRow({ id, total, already, available, proportion }: Candidate): BillRow {
  return {
    id,
    declareNo: `JH20261124${String(id).padStart(8, '0')}`,
    businessType: '结汇申请',
    ebcCode: '91310000JAX0JQHC06',
    ebcName: COMMERCE,
    ieType: 'EXP',
    tradeType: '出口',
    bankCode: '104',
    bankName: '中国银行',
    totalCount: 10 + (id % 90),
    totalAmount: total,
    totalAmountUnit: '502',
    totalAmountUnitName: '美元',
    alreadyAmount: already,
    verAmount: already,
    verProportion: proportion,
    availableAmount: available,
    verificationAmount: available,
    state: 'approved',
    stateName: '审核通过',
    appTime: '2026-11-20 10:00:00',
  };
}

/** A few approved applications with awkward amounts: 0.3 of which 0.1 written off, 0.2, 1e-5, 100.00001. */
export const awkwardCandidates: BillRow[] = [
  candidateRow({ id: 101, total: '0.3', already: '0', available: '0.3', proportion: '0' }),
  candidateRow({ id: 102, total: '0.3', already: '0.1', available: '0.2', proportion: '33.33333' }),
  candidateRow({ id: 103, total: '0.00001', already: '0', available: '0.00001', proportion: '0' }),
  candidateRow({ id: 104, total: '100.00001', already: '0', available: '100.00001', proportion: '0' }),
  candidateRow({ id: 105, total: '5000000', already: '1250000.5', available: '3749999.5', proportion: '25.00001' }),
];

/** `count` approved applications with amounts in 1e-5 steps. */
export function manyCandidates(count: number): BillRow[] {
  return Array.from({ length: count }, (_, index) => {
    const id = 1000 + index;
    const cents = String(100_000 + index * 7).padStart(6, '0');
    const total = `${index + 1}.${cents.slice(-5)}`;
    return candidateRow({ id, total, already: '0', available: total, proportion: '0' });
  });
}
