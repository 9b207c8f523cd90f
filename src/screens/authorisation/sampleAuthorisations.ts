// Authorisation records as /declare/authCommerce/queryPageList answers them, one per state.
import type { BillRow } from '#core/list/list-page.ts';

const NAMES: Readonly<Record<string, string>> = { to_audit: '待审核', approved: '已授权', not_approved: '已拒绝', take_back: '已回收' };
const COMMERCE = ['深圳市前海优品跨境贸易有限公司', '义乌小商品跨境电商有限公司', '宁波保税区优选进口贸易有限公司', '厦门海峡跨境电商有限公司'];

export function sampleAuthorisations(): BillRow[] {
  return Object.keys(NAMES).map((state, index) => ({
    id: index + 1,
    agentName: '广州穗通跨境供应链管理有限公司',
    agentCode: '91440101MA5CYUKX3N',
    commerceName: COMMERCE[index],
    commerceCode: `9131000${index}JAX0JQHC06`.slice(0, 18),
    createTime: `2025-11-1${index} 10:00:00`,
    state,
    stateName: NAMES[state],
  }));
}
