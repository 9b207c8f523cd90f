// What the detail page reads and sends (docs/settlement-server.md): the application row of §3.3,
// a page of bills, the column titles, and the calls as one interface so that the stories and
// tests can hand in their own.
import type { CompanyChoice } from '#core/auth-commerce.ts';
import type { BillRow } from '#core/list/list-page.ts';
import type { ListRequest } from '#core/list/list-request.ts';
import type { BillType } from './detailParams.ts';
import type { IeType } from './billKinds.ts';

export interface SettlementApplication {
  id: number;
  declareNo: string | null;
  /** declareNo, or 待生成 before the submit. */
  declareNoName: string;
  ebcCode: string;
  ebcName: string;
  ieType: IeType;
  tradeType: string;
  bankName: string | null;
  note: string | null;
  /** Decimal text, computed by the server from the attached bills. */
  totalAmount: string;
  totalCount: number;
  /** The currency's code (502) and its name (美元), both from the server. */
  totalAmountUnit?: string | null;
  totalAmountUnitName: string | null;
  state: string;
  stateName: string;
  auditOpinion: string | null;
  appTime: string | null;
  createTime: string;
}

export interface BillPage {
  datas: BillRow[];
  total: number;
}

/** The candidates (可添加清单) or the bills attached (已添加清单). */
export type BillTabKey = 'candidates' | 'attached';

/**
 * What the inventory family's definition says about the fields shown: field → title of the head
 * and the goods lines, its state names, field → dictionary code (x-dictionary) of the head and the
 * lines (their values show by name), and the lines' number fields (shown in the one amount format).
 */
export interface FieldTitles {
  head: Readonly<Record<string, string>>;
  line: Readonly<Record<string, string>>;
  states: Readonly<Record<string, string>>;
  dictionaries: { head: Readonly<Record<string, string>>; line: Readonly<Record<string, string>> };
  lineNumbers: readonly string[];
}

/** No definition (yet): field names as titles, codes as they are. */
export const NO_TITLES: FieldTitles = { head: {}, line: {}, states: {}, dictionaries: { head: {}, line: {} }, lineNumbers: [] };

export interface NewApplication {
  ebcCode: string;
  ieType: IeType;
  note?: string | null;
}

export interface AttachBody {
  declareId: number;
  ids: number[];
  startTime?: string;
  endTime?: string;
}

export interface DetailCalls {
  application(id: number): Promise<SettlementApplication>;
  /** Creates an application; answers it (保存成功！ is the screen's to say). */
  create(input: NewApplication): Promise<SettlementApplication>;
  /** Commerce companies that authorised the caller (approved). */
  authorisedCompanies(): Promise<CompanyChoice[]>;
  bills(billType: BillType, tab: BillTabKey, request: ListRequest): Promise<BillPage>;
  /** Attaches; answers the application with the server's new totals. */
  attach(billType: BillType, body: AttachBody): Promise<SettlementApplication>;
  detach(billType: BillType, body: { declareId: number; ids: number[] }): Promise<SettlementApplication>;
  lines(billType: BillType, headId: number, pageIndex: number, pageSize: number): Promise<BillPage>;
  titles(billType: BillType): Promise<FieldTitles>;
}
