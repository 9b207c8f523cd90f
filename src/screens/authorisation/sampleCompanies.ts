// Companies as findCompany answers them, for the dialog's stories and specs (the seeded commerce and third company).
import type { CompanyChoice } from '#core/auth-commerce.ts';

export const sampleCompanies: CompanyChoice[] = [
  { companyCode: '91310000JAX0JQHC06', companyName: '深圳市前海优品跨境贸易有限公司' },
  { companyCode: '91330106MA2H7KQ8X5', companyName: '杭州西湖文创礼品有限公司' },
];
