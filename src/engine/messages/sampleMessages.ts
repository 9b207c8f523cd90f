// Messages for the 报文 view's stories and specs: a signed CEB303 order (shortened, as the portal
// stores it: one line, no indentation), the CEB304 receipt customs answered with, and the cases
// around them (not yet signed, not kept, more than the view shows).
import { MAX_BILL_MESSAGES, type BillMessages, type ShownMessage } from '#core/customs-messages.ts';

export const SENT_GUID = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
export const RECEIVED_GUID = '9C1D2B7A-5E44-4C0B-8F7D-2A6B3E1C0D99';
export const ORDER_NO = 'EO2025000001';

const ORDER = [
  `<ceb:OrderHead><ceb:guid>7D3A1B2C-0000-5000-8000-000000000001</ceb:guid><ceb:appType>1</ceb:appType>`,
  `<ceb:orderNo>${ORDER_NO}</ceb:orderNo><ceb:ebpCode>3301960B3L</ceb:ebpCode><ceb:ebcCode>3301960A2K</ceb:ebcCode>`,
  `<ceb:goodsValue>1288.5</ceb:goodsValue><ceb:currency>502</ceb:currency></ceb:OrderHead>`,
  `<ceb:OrderList><ceb:gnum>1</ceb:gnum><ceb:itemNo>SKU-001</ceb:itemNo><ceb:itemName>蓝牙耳机</ceb:itemName><ceb:qty>2</ceb:qty></ceb:OrderList>`,
].join('');

export const UNSIGNED_XML = `<?xml version="1.0" encoding="UTF-8"?><ceb:CEB303Message xmlns:ceb="http://www.chinaport.gov.cn/ceb" guid="${SENT_GUID}" version="v1.0"><ceb:Order>${ORDER}</ceb:Order><ceb:BaseTransfer><ceb:copCode>3301960A2K</ceb:copCode><ceb:dxpMode>DXP</ceb:dxpMode><ceb:dxpId>DXPENT0000011351</ceb:dxpId></ceb:BaseTransfer></ceb:CEB303Message>`;

export const SIGNED_XML = UNSIGNED_XML.replace(
  '</ceb:CEB303Message>',
  `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo><ds:CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/><ds:SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/><ds:Reference URI=""><ds:DigestValue>q1nNEk2o0Jx1oS0cM5XbqS1kYgA=</ds:DigestValue></ds:Reference></ds:SignedInfo><ds:SignatureValue>Zm9yIHRoZSBzdG9yeSBvbmx5</ds:SignatureValue><ds:KeyInfo><ds:KeyName>0123456789abcdef</ds:KeyName></ds:KeyInfo></ds:Signature></ceb:CEB303Message>`,
);

export const RECEIPT_XML = `<?xml version="1.0" encoding="UTF-8"?><ceb:CEB304Message xmlns:ceb="http://www.chinaport.gov.cn/ceb" guid="${RECEIVED_GUID}" version="1.0"><ceb:OrderReturn><ceb:guid>7D3A1B2C-0000-5000-8000-000000000001</ceb:guid><ceb:ebpCode>3301960B3L</ceb:ebpCode><ceb:ebcCode>3301960A2K</ceb:ebcCode><ceb:orderNo>${ORDER_NO}</ceb:orderNo><ceb:returnStatus>2</ceb:returnStatus><ceb:returnTime>20251120100130000</ceb:returnTime><ceb:returnInfo>新增申报成功[A1]</ceb:returnInfo></ceb:OrderReturn></ceb:CEB304Message>`;

export const sentMessage: ShownMessage = {
  direction: 'sent',
  messageType: 'CEB303Message',
  guid: SENT_GUID,
  time: '2025-11-20 10:01:02',
  stateName: '已发送',
  note: `已写入发送目录：${SENT_GUID}.xml`,
  signed: true,
  xml: SIGNED_XML,
};

export const receivedMessage: ShownMessage = {
  direction: 'received',
  messageType: 'CEB304Message',
  guid: RECEIVED_GUID,
  time: '2025-11-20 10:01:35',
  receipts: [{ status: '2', statusName: '电子口岸申报中', info: '新增申报成功[A1]', time: '2025-11-20 10:01:30' }],
  note: null,
  xml: RECEIPT_XML,
};

/** A declared order and customs' first answer, newest first as the server lists them. */
export const declaredOrder: BillMessages = { messages: [receivedMessage, sentMessage], more: false };

/** Declared a moment ago: the message is recorded, not signed yet. */
export const waitingToSign: BillMessages = {
  messages: [{ ...sentMessage, stateName: '待加签', note: null, signed: false, xml: UNSIGNED_XML }],
  more: false,
};

/** A receipt applied before the portal kept messages: listed, without text. */
export const notKept: BillMessages = {
  messages: [{ ...receivedMessage, xml: null, note: '该报文接收时系统尚未保存报文内容' }],
  more: false,
};

/** A bill declared again and again: the newest MAX_BILL_MESSAGES, and a word that there are more. */
export const manyMessages: BillMessages = {
  messages: Array.from({ length: MAX_BILL_MESSAGES }, (_, index) => ({
    ...sentMessage,
    guid: `3F2504E0-4F89-41D3-9A0C-${String(index).padStart(12, '0')}`,
    time: `2025-11-${String(20 - Math.floor(index / 3)).padStart(2, '0')} 10:0${index % 3}:00`,
  })),
  more: true,
};
