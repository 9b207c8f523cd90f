// Shared facts of the subsidy (data-verification) applications (bill-families-and-screens.md
// §3.5, §4, §8, §9; docs/subsidy.md), for the server that answers and the screens that ask.

/** The import number of an application with no import (spec §9). */
export const NO_IMPORT = '-99999';
/** Rows one waybill import may hold (spec §9). */
export const MAX_WAYBILL_ROWS = 20_000;

export const SUBSIDY_STATES = { waitAudit: 'wait_audit', audit: 'audit', approved: 'approved' } as const;
export const SUBSIDY_STATE_LIST = { mode: 'SUBSIDY', billType: 'SubsidyApplyState' } as const;

// Texts of the spec, shown verbatim.
export const MSG_APPLY_INCOMPLETE = '请完整填写申请数据';
export const MSG_NO_BOUND_COMPANY = '请选择绑定企业';
export const MSG_APPLIED = '提交申请成功';
export const MSG_NOT_APPROVED = '数据核验申请已收到，正在处理中，请耐心等待反馈核验结果！';
export const MSG_ONLY_EXCEL = '仅支持上传excel文件';
export const MSG_CONFIRM_DELETE_ALL = '是否删除所有导入记录?';
