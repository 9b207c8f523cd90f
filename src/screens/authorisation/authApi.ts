// The calls of /settlementAuthorization/apply and /confirm (bill-families-and-screens.md §7
// "Authorisation"; docs/settlement.md). The list names its page with the term page eq apply|confirm.
import { AUTH_PAGE_COLUMN, AUTH_PATHS, type AuthCommerceRow, type AuthPage, type CompanyChoice } from '#core/auth-commerce.ts';
import { post } from '../../http/index.ts';

export interface AuthListQuery {
  pageIndex: number;
  pageSize: number;
  states: readonly string[];
}

export const findCompany = (companyName: string) => post<CompanyChoice[]>(AUTH_PATHS.findCompany, { companyName });
export const applyAuthorisation = (company: CompanyChoice) =>
  post<null>(AUTH_PATHS.save, { commerceCode: company.companyCode, commerceName: company.companyName });
export const queryAuthorisations = (page: AuthPage, query: AuthListQuery) =>
  post<{ datas: AuthCommerceRow[]; total: number }>(AUTH_PATHS.queryPageList, {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    sorts: [{ name: 'create_time', order: 'desc' }],
    terms: [
      { column: AUTH_PAGE_COLUMN, termType: 'eq', type: 'and', value: page },
      ...(query.states.length > 0 ? [{ column: 'state', termType: 'in', type: 'and', value: [...query.states] }] : []),
    ],
  });
export const auditAuthorisation = (id: number, flag: boolean) => post<null>(AUTH_PATHS.audit, { id, flag });
export const takeBackAuthorisations = (ids: readonly number[]) => post<null>(AUTH_PATHS.tackBack, { ids: [...ids] });
export const deleteAuthorisations = (ids: readonly number[]) => post<null>(AUTH_PATHS.delete, { ids: [...ids] });
