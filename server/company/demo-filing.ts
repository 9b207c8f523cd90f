// The demo company's filing, written by the seed (server/seed/seed.ts) so that the seeded company
// works with bills at once, as an approved company would: its form data (real-looking, passing
// the filing form's checks — server/company/demo-filing.spec.ts checks that against the
// definition and the seeded dictionaries), the same data as its approved record (so the session, the
// agreement and new bills know its identity), and the two steps of its history (declared, approved).
// The unique identity keys of the approved record are built at the next start (filing-identity.ts).
// The customs registration code is the 10-character code customs gives: the company code itself
// when it already is one (the test fixtures'), else made from the credit code's division digits.
import type { Transaction } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';
import { FILING_STATE } from './filing-form.ts';
import { MSG_REVIEW_APPROVED, REVIEWER_NAME } from './filing-reviewer.ts';
import { forgetIdentityKeys } from './filing-identity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MSG_DEMO_DECLARED = '企业提交备案申请';

export interface DemoCompany {
  code: string;
  name: string;
  /** The main account's name: the legal person and customs contact of the demo filing. */
  person: string;
}

export function demoCustomsCode(companyCode: string): string {
  if (companyCode.length === 10) return companyCode;
  return `${companyCode.slice(2, 6)}96${companyCode.slice(-4)}`.toUpperCase();
}

export function demoFilingData(company: DemoCompany): Record<string, unknown> {
  const creditCode = company.code.length === 18 ? company.code : undefined;
  return {
    ...(creditCode ? { socialCreditCode: creditCode } : {}),
    orgCode: creditCode ? creditCode.slice(8, 17) : company.code.slice(0, 9),
    bizRegistNo: company.code,
    taxPayerNo: company.code,
    bizRegistDate: '2018-06-12',
    legalPerson: company.person,
    legalPersonIdType: '1',
    legalPersonIdNumber: '440106198507152318',
    registeredCapital: 500,
    totalInvestment: 800,
    inPlaceFunds: 500,
    economicTypeCode: '6',
    economicZoneCode: '8',
    bizType: '4',
    orgType: '1',
    industryType: 'F',
    provinceCode: '440000',
    cityCode: '440100',
    areaCode: '440106',
    registAddr: '广东省广州市天河区珠江新城华夏路10号富力中心2501室',
    zipCode: '510623',
    ieCode: company.code.slice(0, 20),
    contactPerson: company.person,
    mobileNo: '13826045178',
    phoneNo: '020-38825566',
    email: 'customs@example.com.cn',
    bizScope: '供应链管理服务；货物进出口；技术进出口；跨境电子商务；国际货运代理；普通货物仓储服务（不含危险化学品）',
    customsRegistCode: demoCustomsCode(company.code),
    customsCode: '5100',
    additionalType: '2',
    rateType: '2',
    allowRemoteDeclar: true,
    needDepositAccount: false,
    bizImport: true,
    bizExport: true,
    b2cBusiness: true,
    b2bBusiness: false,
    ebcCompany: true,
    ebpCompany: false,
    logisticsCompany: false,
    paymentCompany: false,
    operatorCompany: false,
  };
}

/** The approved filing of a seeded company, with its history. */
export async function insertDemoFiling(trx: Transaction<PortalDatabase>, companyId: number, company: DemoCompany, now: number): Promise<void> {
  const data = JSON.stringify(demoFilingData(company));
  await trx
    .insertInto('company_filing')
    .values({
      company_id: companyId,
      data,
      approve_state: FILING_STATE.approved,
      auth_code: null,
      created_at: now - 2 * DAY_MS,
      updated_at: now - DAY_MS,
      approved_data: data,
      approved_at: now - DAY_MS,
    })
    .execute();
  await forgetIdentityKeys(trx);
  await trx
    .insertInto('company_approval_record')
    .values([
      {
        company_id: companyId,
        operation_time: now - 2 * DAY_MS,
        user_name: company.person,
        state: FILING_STATE.underReview,
        opinion: MSG_DEMO_DECLARED,
        note: null,
      },
      { company_id: companyId, operation_time: now - DAY_MS, user_name: REVIEWER_NAME, state: FILING_STATE.approved, opinion: MSG_REVIEW_APPROVED, note: null },
    ])
    .execute();
}
