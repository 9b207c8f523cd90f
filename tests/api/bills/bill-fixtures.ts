// Bills for the tests: valid bodies as the detail form would send them, and direct inserts for
// states and companies a user cannot reach through the API.
import type { PortalDb } from '../../../server/db/connect.ts';
import { COMPANY } from './bill-harness.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

/** The demo company's id on the data exchange platform (BaseTransfer.dxpId, the envelope's SenderId). */
export const DXP_ID = 'DXPENT0000011351';

export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    appType: '1',
    orderType: 'E',
    orderNo: 'EO202406150001',
    ebcCode: '91440101MA5CKT9G3F',
    ebcName: '广州穗通跨境供应链管理有限公司',
    ebpCode: '91330100MA27XL6N5K',
    ebpName: '杭州速卖通电子商务有限公司',
    goodsValue: 1288.5,
    freight: 35,
    currency: '502',
    copCode: '91440101MA5CKT9G3F',
    copName: '广州穗通跨境供应链管理有限公司',
    dxpMode: 'DXP',
    // BaseTransfer.dxpId is required by the message (a bill without it is refused at 申报).
    dxpId: DXP_ID,
    lines: [
      { gnum: 1, itemNo: 'SKU-001', itemName: '蓝牙耳机', qty: 2, unit: '011', price: 400, totalPrice: 800, currency: '502' },
      { gnum: 2, itemNo: 'SKU-002', itemName: '充电宝', qty: 1, unit: '011', price: 488.5, totalPrice: 488.5, currency: '502' },
    ],
    ...overrides,
  };
}

export interface DirectOrder {
  orderNo: string;
  state?: string;
  companyCode?: string;
  ebcName?: string;
  goodsValue?: number;
  currency?: string;
  createTime?: string;
  appTime?: string | null;
}

let serial = 0;

/**
 * Inserts export orders straight into their table, each with one line whose 总价 is its 商品价格
 * (a bill declares only with lines that add up); answers their ids in order.
 */
export async function insertOrders(db: PortalDb, orders: DirectOrder[]): Promise<number[]> {
  const ids: number[] = [];
  for (const order of orders) {
    serial += 1;
    const createTime = order.createTime ?? `2024-06-${String((serial % 28) + 1).padStart(2, '0')} 10:00:00`;
    const row = await dynamicDb(db)
      .insertInto('bill_export_order')
      .values({
        company_code: order.companyCode ?? COMPANY,
        state: order.state ?? '0',
        create_time: createTime,
        update_time: createTime,
        app_time: order.appTime ?? null,
        app_type: '1',
        order_type: 'E',
        order_no: order.orderNo,
        ebc_code: '91440101MA5CKT9G3F',
        ebc_name: order.ebcName ?? '广州穗通跨境供应链管理有限公司',
        ebp_code: '91330100MA27XL6N5K',
        ebp_name: '杭州速卖通电子商务有限公司',
        goods_value: order.goodsValue ?? 100,
        freight: 10,
        currency: order.currency ?? '142',
        cop_code: '91440101MA5CKT9G3F',
        cop_name: '广州穗通跨境供应链管理有限公司',
        dxp_mode: 'DXP',
        dxp_id: DXP_ID,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const value = order.goodsValue ?? 100;
    await dynamicDb(db)
      .insertInto('bill_export_order_line')
      .values({
        head_id: row.id,
        gnum: 1,
        item_no: 'SKU-001',
        item_name: '保温杯',
        qty: 1,
        unit: '011',
        price: value,
        total_price: value,
        currency: order.currency ?? '142',
      })
      .execute();
    ids.push(Number(row.id));
  }
  return ids;
}

export async function orderRow(db: PortalDb, id: number): Promise<Record<string, unknown> | undefined> {
  return dynamicDb(db).selectFrom('bill_export_order').selectAll().where('id', '=', id).executeTakeFirst();
}
