// The orders the summary dialog lists (spec §7.6 queryOrderList): the caller's export orders,
// searched by order number (like), e-commerce company name (like) and creation time (btw),
// newest first, 10 a page by default (spec §9: 10, 20, 50, 100, 200, 300, 400).
import type { PortalDb } from '../db/connect.ts';
import { dynamicDb } from '../bills/db.ts';
import type { BillFamily } from '../bills/family.ts';
import { displayNames } from '../bills/list/list-bills.ts';
import { billQuery, sorted } from '../bills/query/bill-query.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { badRequest } from '../fields/term-values.ts';
import { parseTerms } from '../bills/query/terms.ts';
import { headToApi, type DbRow } from '../bills/rows.ts';

export const ORDER_PAGE_SIZES = [10, 20, 50, 100, 200, 300, 400];
const SEARCH_COLUMNS = new Set(['order_no', 'ebc_name', 'create_time']);

export async function summaryOrders(db: PortalDb, orders: BillFamily, companyCode: string, request: ListRequest) {
  const terms = request.terms ?? [];
  const refused = terms.find((term) => !SEARCH_COLUMNS.has(term.column));
  if (refused) throw badRequest(`查询字段「${String(refused.column).slice(0, 64)}」不存在或不允许查询`);
  const pageSize = request.pageSize ?? ORDER_PAGE_SIZES[0];
  if (!ORDER_PAGE_SIZES.includes(pageSize)) throw badRequest(`每页条数只能是${ORDER_PAGE_SIZES.join('、')}`);
  const pageIndex = request.pageIndex ?? 0;
  const base = billQuery(dynamicDb(db), orders, companyCode, parseTerms(orders, terms));
  const [rows, count, names] = await Promise.all([
    sorted(base.selectAll(), [
      { column: 'create_time', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
      .limit(pageSize)
      .offset(pageIndex * pageSize)
      .execute() as Promise<DbRow[]>,
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    displayNames(db, orders),
  ]);
  return { datas: rows.map((row) => headToApi(orders, row, names)), total: Number((count as { total?: unknown } | undefined)?.total ?? 0) };
}
