// The calls of the 报文 view (core/customs-messages.ts): a bill's messages on its family's path, and
// one receipt message by guid for 最近三天回执 (answered as a list of one, so one viewer shows both).
import { billApiPath } from '#core/api-path.ts';
import { BILL_MESSAGES_SUB_PATH, RECEIPT_MESSAGE_PATH, type BillMessages, type ShownMessage } from '#core/customs-messages.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { post } from '../../http/index.ts';
import { saveBlob } from '../list/fileDownload.ts';

export function loadBillMessages(definition: BillDefinition, id: number): Promise<BillMessages> {
  return post<BillMessages>(billApiPath(definition, BILL_MESSAGES_SUB_PATH), { id });
}

export async function loadReceiptMessage(messageType: string, guid: string): Promise<BillMessages> {
  return { messages: [await post<ShownMessage>(RECEIPT_MESSAGE_PATH, { messageType, guid })], more: false };
}

/** The file a message is saved as: its guid (the outbox file's name for a message sent). */
export function messageFileName(message: Pick<ShownMessage, 'guid' | 'messageType'>): string {
  const name = message.guid.replace(/[^0-9A-Za-z-]/g, '');
  return `${name === '' ? message.messageType : name}.xml`;
}

/** Saves the message exactly as stored (not as laid out for reading: a signature covers the bytes). */
export function downloadMessage(message: ShownMessage): void {
  if (message.xml === null) return;
  saveBlob(new Blob([message.xml], { type: 'application/xml;charset=utf-8' }), messageFileName(message));
}
