// The receipts dialog (spec §7.5, 最近三天回执): POST /api/receipter/messageFindByBill with the
// family's messageType and its key fields (e.g. orderNo, ebcCode, ebpCode). Answers the
// receipts of the caller's company's matching bills, newest first, from the last three days
// unless startTime / endTime (yyyy-MM-dd[ HH:mm:ss]) say otherwise. Each receipt names the message
// it came in (messageGuid), which message-routes.ts answers by that guid.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBillDate, isBillDateTime } from '#core/definition/index.ts';
import { isNumericField } from '#core/fields/index.ts';
import { namedPage, type PageNeed } from '../auth/route-access.ts';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { parseChinaDateTime } from '../bills/clock.ts';
import { dynamicDb, engineDb } from '../bills/db.ts';
import type { BillEngine } from '../bills/engine.ts';
import type { BillFamily } from '../bills/family.ts';
import { callerOf } from './caller.ts';

export const RECEIPT_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const MAX_RECEIPTS = 500;

type ReceiptQuery = Record<string, unknown> & { messageType: string; startTime?: string; endTime?: string };

function moment(text: unknown, end: boolean): number | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  if (isBillDateTime(value)) return parseChinaDateTime(value);
  if (isBillDate(value)) return parseChinaDateTime(`${value} ${end ? '23:59:59' : '00:00:00'}`) + (end ? 999 : 0);
  return null;
}

async function matchingBillIds(engine: BillEngine, family: BillFamily, companyCode: string, body: ReceiptQuery): Promise<number[]> {
  const keys = (family.definition.ui.receipt?.keys ?? []).flatMap((name) => {
    const field = family.headFields.find((candidate) => candidate.name === name);
    const value = body[name];
    return field && (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '' ? [{ field, value: String(value).trim() }] : [];
  });
  if (keys.length === 0) return [];
  let query = dynamicDb(engine.db).selectFrom(family.headTable).select('id').where('company_code', '=', companyCode);
  for (const key of keys) query = query.where(key.field.column, '=', isNumericField(key.field) ? Number(key.value) : key.value);
  return (await query.limit(MAX_RECEIPTS).execute()).map((row) => Number(row.id));
}

/** The families whose receipts dialog asks for `messageType` (ui.receipt.messageType). */
export function familiesReceiving(engine: BillEngine, messageType: unknown): BillFamily[] {
  return engine.families.filter((family) => family.definition.ui.receipt?.messageType === messageType);
}

/** The pages (modules) on which the receipts of the body's messageType are read; null when it names none. */
export function receiptPages(engine: BillEngine, request: FastifyRequest): PageNeed | null {
  const messageType = (request.body as { data?: { messageType?: unknown } } | undefined)?.data?.messageType;
  const pages = familiesReceiving(engine, messageType).map((family) => family.moduleUri);
  return pages.length > 0 ? { modules: pages } : null;
}

export function registerReceiptRoutes(app: FastifyInstance, engine: BillEngine): void {
  app.post<{ Body: { data: ReceiptQuery } }>(
    '/api/receipter/messageFindByBill',
    {
      // The receipts of a message type are read on the pages of the families that receive it.
      config: { access: namedPage((request) => receiptPages(engine, request)) },
      schema: {
        body: dataBody({ type: 'object', required: ['messageType'], properties: { messageType: { type: 'string', title: '回执类型', maxLength: 50 } } }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body.data;
      const families = familiesReceiving(engine, body.messageType);
      if (families.length === 0) throw businessError(`未知的回执类型：${body.messageType.slice(0, 50)}`);
      const now = Date.now();
      const from = moment(body.startTime, false) ?? now - RECEIPT_WINDOW_MS;
      const to = moment(body.endTime, true) ?? now;
      const receipts = [];
      for (const family of families) {
        const ids = await matchingBillIds(engine, family, caller.companyCode, body);
        if (ids.length === 0) continue;
        receipts.push(
          ...(await engineDb(engine.db)
            .selectFrom('receipt')
            .select(['id', 'return_time', 'return_status', 'return_status_name', 'return_info', 'return_at', 'message_guid'])
            .where('family', '=', family.id)
            .where('bill_id', 'in', ids)
            .where('company_code', '=', caller.companyCode)
            .where('return_at', '>=', from)
            .where('return_at', '<=', to)
            .orderBy('return_at', 'desc')
            .orderBy('id', 'desc')
            .limit(MAX_RECEIPTS)
            .execute()),
        );
      }
      receipts.sort((a, b) => b.return_at - a.return_at || b.id - a.id);
      return ok(
        receipts.slice(0, MAX_RECEIPTS).map((row) => ({
          returnTime: row.return_time,
          returnStatus: row.return_status,
          returnStatusName: row.return_status_name,
          returnInfo: row.return_info,
          // The receipt message it came in (its 报文), null for the portal's own receipts.
          messageGuid: row.message_guid,
        })),
      );
    },
  );
}
