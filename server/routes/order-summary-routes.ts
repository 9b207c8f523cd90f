// The order summary of the export declaration (spec §2.5, §7.6): queryOrderList finds the
// caller's export orders, saveListByOrderIds appends their goods to a declaration as lines.
// Mounted for each family whose UI file names api.summaryOrders / api.summarySave; adding
// lines needs the button code summary and a declaration that may still be edited.
import { MSG_SELECT_ORDERS } from '#core/messages.ts';
import type { FastifyInstance } from 'fastify';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { dynamicDb, engineDb, type EngineTrx } from '../bills/db.ts';
import { BILL_NOT_FOUND, billId, findHead, findLines } from '../bills/find-bill.ts';
import type { BillFamily } from '../bills/family.ts';
import { claimEditableHead } from '../bills/lines/editable-head.ts';
import { displayNames } from '../bills/list/list-bills.ts';
import { listRequestSchema, type ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { badRequest } from '../fields/term-values.ts';
import { callerOf, familyPage } from './caller.ts';
import { lineToApi } from '../bills/rows.ts';
import { insertLines } from '../bills/save/store-bill.ts';
import { declarationLinesOf } from '../declaration/order-lines.ts';
import { summaryOrders } from '../declaration/order-summary-query.ts';
import { ensureLineRoom, headVersion } from '../bills/lines/line-store.ts';

/** The family whose bills the summary reads. */
export const ORDER_FAMILY = 'export-order';
export const NO_ORDER_SELECTED = MSG_SELECT_ORDERS;
const MAX_ORDERS = 500;

interface SummaryBody {
  headId?: unknown;
  orderIds?: unknown;
  startTime?: unknown;
  endTime?: unknown;
}

async function nextGno(trx: EngineTrx, family: BillFamily, headId: number): Promise<number> {
  const row = (await dynamicDb(trx)
    .selectFrom(family.lineTable as string)
    .select((eb) => eb.fn.max('gno').as('last'))
    .where('head_id', '=', headId)
    .executeTakeFirst()) as { last?: unknown } | undefined;
  return Number(row?.last ?? 0) + 1;
}

function orderIdsOf(body: SummaryBody): number[] {
  const raw = Array.isArray(body.orderIds) ? body.orderIds : [];
  if (raw.length === 0) throw businessError(NO_ORDER_SELECTED);
  if (raw.length > MAX_ORDERS) throw badRequest(`一次最多汇总${MAX_ORDERS}张订单`);
  const ids = raw.map(billId);
  if (ids.some((id) => id === null)) throw businessError(BILL_NOT_FOUND);
  return [...new Set(ids as number[])];
}

function registerFamily(app: FastifyInstance, declaration: BillFamily, orders: BillFamily): void {
  const { summaryOrders: listPath, summarySave: savePath } = declaration.definition.ui.api;
  const db = app.portal.db;
  if (listPath) {
    app.post<{ Body: { data: ListRequest } }>(
      `${declaration.basePath}/${listPath}`,
      // The dialog of the declaration's 汇总 button: its module and code, not the orders' page.
      { config: familyPage(declaration, ['summary']), schema: { body: dataBody(listRequestSchema) } },
      async (request) => ok(await summaryOrders(db, orders, callerOf(request).companyCode, request.body.data)),
    );
  }
  if (savePath && declaration.lineTable) {
    app.post<{ Body: { data: SummaryBody } }>(
      `${declaration.basePath}/${savePath}`,
      { config: familyPage(declaration, ['summary']), schema: { body: dataBody({ type: 'object' }) } },
      async (request) => {
        const { companyCode } = callerOf(request);
        const headId = billId(request.body.data.headId);
        if (headId === null) throw businessError(BILL_NOT_FOUND);
        const orderIds = orderIdsOf(request.body.data);
        const names = await displayNames(db, orders);
        const count = await engineDb(db)
          .transaction()
          .execute(async (trx) => {
            await claimEditableHead(trx, declaration, companyCode, headId, Date.now());
            const goods = [];
            for (const orderId of orderIds) {
              if (!(await findHead(trx, orders, companyCode, orderId))) throw businessError(`#${orderId}：${BILL_NOT_FOUND}`);
              goods.push(...(await findLines(trx, orders, orderId)).map((line) => lineToApi(orders, line, names)));
            }
            const lines = declarationLinesOf(goods, await nextGno(trx, declaration, headId));
            await ensureLineRoom(trx, declaration, headId, lines.length);
            await insertLines(trx, declaration, headId, lines);
            return lines.length;
          });
        return ok({ count, headVersion: await headVersion(db, declaration, headId) });
      },
    );
  }
}

export async function registerDeclarationRoutes(app: FastifyInstance): Promise<void> {
  const orders = app.bills.families.find((family) => family.id === ORDER_FAMILY);
  if (!orders) return;
  for (const family of app.bills.families) {
    const { summaryOrders: listPath, summarySave: savePath } = family.definition.ui.api;
    if (listPath || savePath) registerFamily(app, family, orders);
  }
}
