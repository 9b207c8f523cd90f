// Shared facts of the subsidy (data-verification) applications (bill-families-and-screens.md
// §3.5, §4, §8, §9; docs/subsidy.md), for the server that answers and the screens that ask.

/** The reward detail forms of spec §9. */
export const REWARD_FORMS = ['L10-1', 'L10-2', 'L11-1', 'L11-2'] as const;
export type RewardForm = (typeof REWARD_FORMS)[number];

/**
 * Spec §9: E91, E9, I9 (cross-border e-commerce) → L11-1; E1, I1 (biomedicine) → L11-2; I7
 * (designated supervision site, international mail) → L10-2; every other apply type → L10-1.
 */
const FORM_OF_TYPE: Readonly<Record<string, RewardForm>> = { E91: 'L11-1', E9: 'L11-1', I9: 'L11-1', E1: 'L11-2', I1: 'L11-2', I7: 'L10-2' };
export const OTHER_TYPES_FORM: RewardForm = 'L10-1';

export function rewardFormOf(applyType: string): RewardForm {
  return FORM_OF_TYPE[applyType] ?? OTHER_TYPES_FORM;
}

/** The result list of a form: its definition's api.base ends in the form (/subsidy/result/L11-1). */
export function rewardFormOfBase(base: string): RewardForm | null {
  const last = base.slice(base.lastIndexOf('/') + 1);
  return (REWARD_FORMS as readonly string[]).includes(last) ? (last as RewardForm) : null;
}

/** The import number of an application with no import (spec §9). */
export const NO_IMPORT = '-99999';
/** Rows one waybill import may hold (spec §9). */
export const MAX_WAYBILL_ROWS = 20_000;

export const SUBSIDY_STATES = { waitAudit: 'wait_audit', audit: 'audit', approved: 'approved' } as const;
export const SUBSIDY_STATE_LIST = { mode: 'SUBSIDY', billType: 'SubsidyApplyState' } as const;

/** Company types of an application (spec §3.5, §9). */
export const COMPANY_TYPES: Readonly<Record<string, string>> = { '1': '发货人', '2': '货运代理' };

// Texts of the spec, shown verbatim.
export const MSG_APPLY_INCOMPLETE = '请完整填写申请数据';
export const MSG_NO_BOUND_COMPANY = '请选择绑定企业';
export const MSG_APPLIED = '提交申请成功';
export const MSG_NOT_APPROVED = '数据核验申请已收到，正在处理中，请耐心等待反馈核验结果！';
export const MSG_ONLY_EXCEL = '仅支持上传excel文件';
export const MSG_CONFIRM_DELETE_ALL = '是否删除所有导入记录?';
