// Parameters of the demo company, for stories and specs.
import type { CompanySetting } from '#core/company-settings.ts';

const companyCode = '91440101MA5CKT9G3F';

export const sampleSettings: CompanySetting[] = [
  { id: 1, type: 'declare', code: 'copCode', value: '4401960001', companyCode },
  { id: 2, type: 'declare', code: 'copName', value: '广州穗通跨境供应链管理有限公司', companyCode },
  { id: 3, type: 'logistics', code: 'defaultLogistics', value: 'SF', companyCode },
  { id: 4, type: 'receipt', code: 'notifyEmail', value: 'customs@suitong.example.cn', companyCode },
];
