// Administrative divisions of GB/T 2260 (bill-families-and-screens.md §3.9 "Area items: areaCode,
// areaName", §7 /area/getProvinces and /area/getByCode), for the cascading province → city →
// district selects of the company filing form. Data: schemas/seed/areas.json (docs/company-parameters.md).
import { ENTERPRISE_API } from './api-path.ts';

/** §7 calls: POST { data: {} } and POST { data: { id: parentCode } }. */
export const AREA_PATHS = {
  getProvinces: `${ENTERPRISE_API}/area/getProvinces`,
  getByCode: `${ENTERPRISE_API}/area/getByCode`,
} as const;

/** §3.9 area item. */
export interface AreaItem {
  areaCode: string;
  areaName: string;
}

/** A GB/T 2260 code: six digits. getByCode refuses anything else (400); an unknown code answers []. */
export const AREA_CODE_PATTERN = '^[0-9]{6}$';
export const MSG_AREA_CODE_INVALID = '行政区划代码应为6位数字';
