// The settlement dialogs' texts. From the spec (§5.3, §8.4): 请选择操作数据！, 操作成功！,
// 提交核销申请成功, 待生成. Ours (the spec is silent): the rest, listed in docs/settlement.md.
export const MSG_SELECT_DATA = '请选择操作数据！';
export const MSG_OK = '操作成功！';
export const MSG_WRITE_OFF_APPLIED = '提交核销申请成功';
export const PENDING_DECLARE_NO = '待生成';

export const TITLE_SUBMIT = '提交';
export const TITLE_WRITE_OFF = '申请核销';
export const MSG_SELECT_ONE = '请选择一条数据';
export const MSG_SELECT_BANK = '请选择银行';
export const LABEL_BANK = '银行';
export const LABEL_NOTE = '备注';
export const LABEL_SUBMIT = '提交';
export const LABEL_CANCEL = '取消';
export const LABEL_SEARCH = '查询';
export const LABEL_RESET = '重置';
export const LABEL_AMOUNT = '核销金额';
export const LABEL_REMAINDER = '剩余金额';
export const LABEL_AVAILABLE = '可核销金额';
export const MAX_NOTE = 500;
