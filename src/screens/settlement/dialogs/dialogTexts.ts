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
export const LABEL_CURRENCY = '币制';
export const MAX_NOTE = 500;

// A refused write-off amount (issue 23 point 6): the input keeps what was typed and says why; a
// negative one becomes 0 (§5.4) and says so; 提交 names the amounts still refused.
/** §9: write-off amounts have 5 decimals; the amount is a number of 20 characters at most (x-maxLength). */
export const AMOUNT_DECIMALS = 5;
export const AMOUNT_MAX_LENGTH = 20;
export const MSG_AMOUNT_NOT_NUMBER = `${LABEL_AMOUNT}必须是数字`;
export const MSG_AMOUNT_DECIMALS = `${LABEL_AMOUNT}最多${AMOUNT_DECIMALS}位小数`;
export const MSG_AMOUNT_TOO_LONG = `${LABEL_AMOUNT}不能超过${AMOUNT_MAX_LENGTH}位`;
export const MSG_AMOUNT_NEGATIVE = `${LABEL_AMOUNT}不能小于0`;
export const MSG_AMOUNT_RESET = `${MSG_AMOUNT_NEGATIVE}，已改为0`;
export const MSG_FIX_AMOUNTS = '请先修正核销金额';
