// Sample data of the detail page's stories and tests: an export application of 杭州云帆 in
// to_declare, released export inventories to choose from, and calls answered in memory the way
// the server does (totals computed from the attached bills' amounts, exactly).
import type { CompanyChoice } from '#core/auth-commerce.ts';
import { sumDecimalTexts } from '#core/decimal-text.ts';
import type { BillRow } from '#core/list/list-page.ts';
import type { BillPage, DetailCalls, FieldTitles, SettlementApplication } from './detailTypes.ts';

export const sampleCommerce: CompanyChoice = { companyCode: '91330100MA2H3K7P5L', companyName: '杭州云帆跨境电商有限公司' };

export const sampleApplication: SettlementApplication = {
  id: 7,
  declareNo: null,
  declareNoName: '待生成',
  ebcCode: sampleCommerce.companyCode,
  ebcName: sampleCommerce.companyName,
  ieType: 'EXP',
  tradeType: '出口',
  bankName: null,
  note: '十一月出口结汇',
  totalAmount: '0',
  totalCount: 0,
  totalAmountUnit: null,
  totalAmountUnitName: null,
  state: 'to_declare',
  stateName: '待生成',
  auditOpinion: null,
  appTime: null,
  createTime: '2026-11-20 09:30:00',
};

export const approvedApplication: SettlementApplication = {
  ...sampleApplication,
  id: 8,
  declareNo: 'JH2026111800000008',
  declareNoName: 'JH2026111800000008',
  bankName: '中国工商银行',
  totalAmount: '1200.50000',
  totalCount: 2,
  totalAmountUnit: '142',
  totalAmountUnitName: '人民币',
  state: 'approved',
  stateName: '审核通过',
  auditOpinion: '审核通过',
  appTime: '2026-11-18 15:02:11',
};

export const sampleTitles: FieldTitles = {
  head: {
    invtNo: '清单编号',
    copNo: '企业内部编号',
    orderNo: '订单编号',
    logisticsNo: '物流运单编号',
    ebcName: '电商企业名称',
    tradeMode: '贸易方式',
    state: '状态',
    createTime: '创建时间',
    appTime: '申报时间',
  },
  line: {
    gnum: '商品项号',
    itemNo: '企业商品编号',
    gname: '商品名称',
    gcode: '商品编码',
    gmodel: '规格型号',
    qty: '申报数量',
    unit: '计量单位',
    price: '单价',
    totalPrice: '总价',
    currency: '币制',
  },
  states: { '800': '放行', '899': '结关' },
  // As the export inventory's definition names them (x-dictionary, number fields).
  dictionaries: { head: { tradeMode: 'trade_mode' }, line: { unit: 'unit', currency: 'currency' } },
  lineNumbers: ['gnum', 'qty', 'price', 'totalPrice'],
};

/** A released export inventory numbered `n`, with its amount. */
export function sampleBill(n: number, amount: string): BillRow & { amount: string } {
  const no = String(n).padStart(6, '0');
  return {
    id: 100 + n,
    copNo: `COP${no}`,
    invtNo: `INV2026${no}`,
    preNo: null,
    orderNo: `ORD${no}`,
    logisticsNo: `LP${no}`,
    ebcCode: sampleCommerce.companyCode,
    ebcName: sampleCommerce.companyName,
    tradeMode: '9610',
    state: '800',
    createTime: `2026-11-${String(10 + (n % 10)).padStart(2, '0')} 10:00:00`,
    appTime: `2026-11-${String(10 + (n % 10)).padStart(2, '0')} 11:00:00`,
    amount,
  };
}

/** The currency of an attached bill as the server answers it: the code and its name. */
const ATTACHED_CURRENCY = { currency: '142', currencyName: '人民币' };

export interface FakeServer {
  calls: DetailCalls;
  /** Bodies of attach and detach, in order. */
  sent: Array<{ call: 'attach' | 'detach'; body: unknown }>;
}

/** Calls answered in memory: `bills` start as candidates, `attached` as attached. */
export function fakeServer(
  options: { application?: SettlementApplication; bills?: BillRow[]; attached?: BillRow[]; companies?: CompanyChoice[] } = {},
): FakeServer {
  let application = options.application ?? sampleApplication;
  const candidates = new Map((options.bills ?? []).map((bill) => [Number(bill.id), bill]));
  const attached = new Map<number, BillRow>((options.attached ?? []).map((bill) => [Number(bill.id), { ...bill, ...ATTACHED_CURRENCY }]));
  const sent: FakeServer['sent'] = [];
  const page = (rows: BillRow[], pageIndex: number, pageSize: number): BillPage => ({
    datas: rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
    total: rows.length,
  });
  const totals = (): SettlementApplication => {
    const rows = [...attached.values()];
    application = {
      ...application,
      totalCount: rows.length,
      totalAmount: sumDecimalTexts(rows.map((row) => String(row.amount))),
      totalAmountUnit: rows.length > 0 ? ATTACHED_CURRENCY.currency : application.totalAmountUnit,
      totalAmountUnitName: rows.length > 0 ? ATTACHED_CURRENCY.currencyName : application.totalAmountUnitName,
    };
    return application;
  };
  if (attached.size > 0) totals();
  const calls: DetailCalls = {
    application: async () => application,
    create: async (input) => ({ ...application, ebcCode: input.ebcCode, ieType: input.ieType, note: input.note ?? null }),
    authorisedCompanies: async () => options.companies ?? [sampleCommerce],
    bills: async (_billType, tab, request) => page([...(tab === 'candidates' ? candidates : attached).values()], request.pageIndex, request.pageSize),
    attach: async (_billType, body) => {
      sent.push({ call: 'attach', body });
      for (const id of body.ids) {
        const bill = candidates.get(id);
        if (!bill) continue;
        candidates.delete(id);
        attached.set(id, { ...bill, ...ATTACHED_CURRENCY });
      }
      return totals();
    },
    detach: async (_billType, body) => {
      sent.push({ call: 'detach', body });
      for (const id of body.ids) {
        const bill = attached.get(id);
        if (!bill) continue;
        attached.delete(id);
        candidates.set(id, bill);
      }
      return totals();
    },
    lines: async (_billType, headId, pageIndex, pageSize) => {
      const bill = attached.get(headId) ?? candidates.get(headId);
      const rows = bill
        ? [
            {
              id: headId * 10,
              gnum: 1,
              itemNo: `SKU${headId}`,
              gname: '保温杯',
              gcode: '9617001100',
              gmodel: '500ml',
              qty: 2,
              unit: '011',
              price: '1.00000',
              totalPrice: String(bill.amount),
              currency: '142',
            },
          ]
        : [];
      return page(rows, pageIndex, pageSize);
    },
    titles: async () => sampleTitles,
  };
  return { calls, sent };
}

/** Twelve released inventories with awkward amounts. */
export const sampleBills = Array.from({ length: 12 }, (_, i) => sampleBill(i + 1, ['0.1', '0.2', '100.00001', '59.9'][i % 4]));
