// What the settlement specs set up on a bill server: an authorisation of the agent (the demo
// company) by a commerce company, and released export inventories with one goods line each
// (totalPrice = the amount), inserted directly in batches.
import { chinaDateTime } from '#core/china-time.ts';
import { dynamicDb } from '../../server/bills/db.ts';
import { COMPANY, type BillServer } from './bills/bill-harness.ts';

export const COMMERCE = { code: '91330100MA2H3K7P5L', name: '杭州云帆跨境电商有限公司' };
export const SETTLEMENT_API = '/api/enterprise';

export async function authorise(server: Pick<BillServer, 'db'>, commerce: { code: string; name: string }, state: string): Promise<void> {
  const company = await server.db.selectFrom('company').select('id').where('code', '=', COMPANY).executeTakeFirstOrThrow();
  await server.db
    .insertInto('auth_commerce')
    .values({
      agent_company_id: company.id,
      agent_code: COMPANY,
      agent_name: '广州穗通跨境供应链管理有限公司',
      commerce_code: commerce.code,
      commerce_name: commerce.name,
      state,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
}

export interface InventorySpec {
  amount: string;
  ebcCode?: string;
  state?: string;
  companyCode?: string;
  createTime?: string;
}

let serial = 0;

/** Inserts export inventories (one goods line each, totalPrice = amount) in batches; answers their ids in order. */
export async function insertInventories(server: Pick<BillServer, 'db'>, bills: InventorySpec[], prefix = 'SET'): Promise<number[]> {
  const ids: number[] = [];
  const time = chinaDateTime();
  for (let start = 0; start < bills.length; start += 500) {
    const batch = bills.slice(start, start + 500).map((bill) => ({ bill, copNo: `${prefix}${process.pid}-${++serial}` }));
    await dynamicDb(server.db)
      .insertInto('bill_export_inventory')
      .values(
        batch.map(({ bill, copNo }) => ({
          company_code: bill.companyCode ?? COMPANY,
          state: bill.state ?? '800',
          create_time: bill.createTime ?? time,
          update_time: time,
          cop_no: copNo,
          invt_no: `INV${copNo}`,
          ebc_code: bill.ebcCode ?? COMMERCE.code,
          ebc_name: '电商',
        })),
      )
      .execute();
    const rows = (await dynamicDb(server.db)
      .selectFrom('bill_export_inventory')
      .select(['id', 'cop_no'])
      .where(
        'cop_no',
        'in',
        batch.map((entry) => entry.copNo),
      )
      .execute()) as { id: number; cop_no: string }[];
    const idOf = new Map(rows.map((row) => [row.cop_no, Number(row.id)]));
    const batchIds = batch.map((entry) => idOf.get(entry.copNo)!);
    await dynamicDb(server.db)
      .insertInto('bill_export_inventory_line')
      .values(batch.map(({ bill }, i) => ({ head_id: batchIds[i], gnum: 1, total_price: bill.amount, currency: '142' })))
      .execute();
    ids.push(...batchIds);
  }
  return ids;
}
