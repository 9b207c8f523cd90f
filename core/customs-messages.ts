// The 报文 view's wire (issue 24 point 8; docs/customs-messages/viewing.md), one copy for the server
// that answers and the browser that shows: a bill's messages — the ones its declares sent and the
// receipt messages customs answered with — and one receipt message by its guid for 最近三天回执.

/** Sub-path of a family's 报文 call: POST /api/enterprise{api.base}/customsMessages { id }. */
export const BILL_MESSAGES_SUB_PATH = 'customsMessages';
/** One receipt message by its guid, for the receipts dialog: { messageType (the dialog's), guid }. */
export const RECEIPT_MESSAGE_PATH = '/api/receipter/messageFindByGuid';
/** A message guid as the portal and customs write them (uuid-like; the ledgers key on it). */
export const MESSAGE_GUID_PATTERN = '^[0-9A-Za-z][0-9A-Za-z-]{0,63}$';
/** Messages a bill's 报文 view answers at most, newest first. */
export const MAX_BILL_MESSAGES = 30;

export interface ReceiptStatus {
  status: string;
  statusName: string;
  info: string | null;
  /** yyyy-MM-dd HH:mm:ss, China time. */
  time: string;
}

export interface ShownMessage {
  /** sent: built by a declare of the portal; received: a receipt message from customs (the inbox). */
  direction: 'sent' | 'received';
  /** The root, CEBnnnMessage. */
  messageType: string;
  /** The root's guid attribute (for a sent message also the envelope's CopMsgId and the file's name). */
  guid: string;
  /** Built (sent) or applied (received), yyyy-MM-dd HH:mm:ss China time. */
  time: string;
  /** Sent: the 签名记录's state name (待加签, 加签成功, 加签失败, 已发送). */
  stateName?: string;
  /** Sent: the 签名记录's 回执信息 (the file written, or why not). */
  note?: string | null;
  /** Sent: true when `xml` is the signed message, false when it is still the unsigned one. */
  signed?: boolean;
  /** Received: the receipts it carried for this bill (for the receipts dialog: for the caller's company). */
  receipts?: ReceiptStatus[];
  /** The message exactly as stored; null when it is not kept (received before the portal kept them). */
  xml: string | null;
}

export interface BillMessages {
  messages: ShownMessage[];
  /** True when there were more than MAX_BILL_MESSAGES (the oldest are left out). */
  more: boolean;
}
