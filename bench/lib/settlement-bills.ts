// What the settlement benchmark attaches: an approved authorisation of the demo company by the
// demo commerce company, and released export inventories (800 放行) of that commerce company
// with one goods line each (amounts with five decimals), written in batches of 500.
import { chinaDateTime } from '#core/china-time.ts';
import { dynamicDb } from '../../server/bills/db.ts';
import type { PortalDb } from '../../server/db/connect.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../server/seed/seed-data.ts';

export interface Commerce {
  code: string;
  name: string;
}

/** The demo commerce company authorises `agent`; answers the commerce company. */
export async function authoriseCommerce(db: PortalDb, agent: { code: string; name: string }): Promise<Commerce> {
  const seed = await loadSeedData(DEFAULT_SEED_DIR);
  const commerce = seed.demo.otherCompanies?.find((other) => other.role === 'commerce')?.company ?? {
    code: '91330100MA2H3K7P5L',
    name: '杭州云帆跨境电商有限公司',
  };
  const company = await db.selectFrom('company').select('id').where('code', '=', agent.code).executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .insertInto('auth_commerce')
    .values({
      agent_company_id: company.id,
      agent_code: agent.code,
      agent_name: agent.name,
      commerce_code: commerce.code,
      commerce_name: commerce.name,
      state: 'approved',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return commerce;
}

/** `count` released export inventories of `commerce` declared by `companyCode`; answers their ids. */
export async function insertReleasedInventories(db: PortalDb, companyCode: string, commerce: Commerce, count: number): Promise<number[]> {
  const time = chinaDateTime();
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const numbers = Array.from({ length: Math.min(500, count - start) }, (_, i) => `BENCH${String(start + i + 1).padStart(6, '0')}`);
    const rows = (await dynamicDb(db)
      .insertInto('bill_export_inventory')
      .values(
        numbers.map((no) => ({
          company_code: companyCode,
          state: '800',
          create_time: time,
          update_time: time,
          cop_no: no,
          invt_no: `INV${no}`,
          order_no: `ORD${no}`,
          logistics_no: `LP${no}`,
          ebc_code: commerce.code,
          ebc_name: commerce.name,
        })),
      )
      .returning('id')
      .execute()) as Array<{ id: number | string }>;
    const batch = rows.map((row) => Number(row.id));
    await dynamicDb(db)
      .insertInto('bill_export_inventory_line')
      .values(
        batch.map((id, i) => ({ head_id: id, gnum: 1, total_price: `${(start + i) % 997}.${String((start + i) % 100000).padStart(5, '0')}`, currency: '142' })),
      )
      .execute();
    ids.push(...batch);
  }
  return ids;
}
