// The 报文 view (issue 24 point 8; docs/customs-messages/viewing.md): a bill's messages on its
// detail page, and one receipt message by guid for 最近三天回执. Both read the caller's company's
// data only, on the page of the family (its module, an approved filing), with the body checked
// and the answer bounded (core/customs-messages.ts).
import type { FastifyInstance } from 'fastify';
import { BILL_MESSAGES_SUB_PATH, MESSAGE_GUID_PATTERN, RECEIPT_MESSAGE_PATH } from '#core/customs-messages.ts';
import { namedPage } from '../auth/route-access.ts';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { engineDb } from '../bills/db.ts';
import type { BillEngine } from '../bills/engine.ts';
import { familyUrl, type BillFamily } from '../bills/family.ts';
import { BILL_NOT_FOUND, billId, findHead } from '../bills/find-bill.ts';
import { billMessages } from '../customs/view/bill-messages.ts';
import { receiptMessage } from '../customs/view/receipt-message.ts';
import { callerOf, familyPage } from './caller.ts';
import { familiesReceiving, receiptPages } from './receipt-routes.ts';

export const MSG_MESSAGE_NOT_FOUND = '报文不存在或无权查看';

/** POST {base}/customsMessages { id }: the messages of one bill, for a family whose bills are declared in a message. */
export function registerBillMessageRoutes(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  if (!engine.customs.messages.has(family.id)) return;
  app.post<{ Body: { data: { id: unknown } } }>(
    familyUrl(family, BILL_MESSAGES_SUB_PATH),
    { config: familyPage(family), schema: { body: dataBody({ type: 'object', required: ['id'], properties: { id: { title: '单据编号' } } }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = billId(request.body.data.id);
      // Another company's bill is no bill at all, as on the detail page.
      if (id === null || !(await findHead(engine.db, family, caller.companyCode, id))) throw businessError(BILL_NOT_FOUND);
      return ok(await billMessages(engineDb(engine.db), engine.customs.signRecords, family, id, caller.companyCode));
    },
  );
}

/** POST /api/receipter/messageFindByGuid { messageType, guid }: the receipt message a receipt of the dialog came in. */
export function registerReceiptMessageRoute(app: FastifyInstance, engine: BillEngine): void {
  app.post<{ Body: { data: { messageType: string; guid: string } } }>(
    RECEIPT_MESSAGE_PATH,
    {
      // Read on the pages whose receipts dialog asks for this message type, as the receipts are.
      config: {
        access: namedPage((request) => {
          const need = receiptPages(engine, request);
          return need ? { ...need, filed: true } : null;
        }),
      },
      schema: {
        body: dataBody({
          type: 'object',
          required: ['messageType', 'guid'],
          properties: {
            messageType: { type: 'string', title: '回执类型', maxLength: 50 },
            guid: { type: 'string', title: '报文编号', pattern: MESSAGE_GUID_PATTERN },
          },
        }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { messageType, guid } = request.body.data;
      const families = familiesReceiving(engine, messageType);
      if (families.length === 0) throw businessError(`未知的回执类型：${messageType.slice(0, 50)}`);
      const message = await receiptMessage(engineDb(engine.db), families, guid, caller.companyCode);
      if (!message) throw businessError(MSG_MESSAGE_NOT_FOUND);
      return ok(message);
    },
  );
}
