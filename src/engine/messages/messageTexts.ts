// Texts of the 报文 view (issue 24 point 8). The spec names the view (报文) and nothing in it: the
// rest are the project's (docs/customs-messages/viewing.md).
import { MAX_BILL_MESSAGES } from '#core/customs-messages.ts';

export const TITLE_MESSAGES = '报文';
export const LABEL_MESSAGES = '报文';
export const LABEL_DOWNLOAD = '下载';
export const LABEL_RETRY = '重试';
export const LABEL_SENT = '发送';
export const LABEL_RECEIVED = '接收';
export const LABEL_GUID = '报文编号';
export const LABEL_SENT_TIME = '生成时间';
export const LABEL_RECEIVED_TIME = '接收时间';
export const LABEL_SIGN_STATE = '签名状态';
export const LABEL_NOTE = '说明';
export const LABEL_RECEIPTS = '回执';
export const LABEL_SIGNED = '已签名';
export const LABEL_UNSIGNED = '未签名（签名前的报文）';
export const MSG_NO_MESSAGES = '暂无报文';
export const MSG_LOAD_FAILED = '报文加载失败';
export const MSG_LOADING = '报文加载中…';
export const MSG_NO_TEXT = '无报文内容';
export const MSG_MORE = `仅显示最近 ${MAX_BILL_MESSAGES} 条报文`;
