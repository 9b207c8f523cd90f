// The calls of the company-selection dialog of /settlementAuthorization/apply
// (bill-families-and-screens.md §7 "Authorisation"; docs/settlement.md). The two lists and their
// buttons are definitions (schemas/bills/other-authApply, other-authConfirm) run by the list engine.
import { AUTH_PATHS, type CompanyChoice } from '#core/auth-commerce.ts';
import { post } from '../../http/index.ts';

export const findCompany = (companyName: string) => post<CompanyChoice[]>(AUTH_PATHS.findCompany, { companyName });
export const applyAuthorisation = (company: CompanyChoice) =>
  post<null>(AUTH_PATHS.save, { commerceCode: company.companyCode, commerceName: company.companyName });
