// The calls of the settlement dialogs (platform-and-settlement.md §7.7, §7.8; the server's paths
// in server/routes/settlement-routes.ts, docs/settlement-server.md): submit an application with a
// bank, the write-off picker's list and the write-off request.
import type { ListRequest, ListTerm } from '#core/list/list-request.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { post } from '../../../http/index.ts';

export const ENTERPRISE = '/api/enterprise';
export const DECLARATION_PATH = `${ENTERPRISE}/declarel/declaration`;
export const SEVER_LIST_PATH = `${ENTERPRISE}/declarel/severList`;
export const VERIFICATION_APPLY_PATH = `${ENTERPRISE}/declare/verification/apply`;
/** §7.7: banks come from the dictionary bank_code. */
export const BANK_DICTIONARY = 'bank_code';

export interface DeclarationBody {
  id: number;
  bankCode: string;
  note: string;
}

export interface WriteOffBody {
  ids: number[];
  /** One decimal string per id, in the same order. */
  amount: string[];
}

export interface SeverListAnswer {
  datas: BillRow[];
  total: number;
}

export interface SeverListQuery {
  pageIndex: number;
  pageSize: number;
  terms: ListTerm[];
}

export const submitDeclaration = (body: DeclarationBody) => post<null>(DECLARATION_PATH, body);

export const querySeverList = (query: SeverListQuery) => {
  const request: ListRequest = { ...query, sorts: [{ name: 'app_time', order: 'desc' }] };
  return post<SeverListAnswer>(SEVER_LIST_PATH, request);
};

export const applyWriteOff = (body: WriteOffBody) => post<null>(VERIFICATION_APPLY_PATH, body);
