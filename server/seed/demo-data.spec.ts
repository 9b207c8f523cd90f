// What a fresh portal writes besides the seed files (issue 23 points 2 and 8): a demo company that
// has filed gets demo bills, the settlement demo and subsidy applications; one started without a
// filing (PORTAL_DEMO_FILING=0) is a new company and starts empty, demo bills on or not.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/api/test-database.ts';
import { loadConfig } from '../config.ts';
import { dynamicDb } from '../bills/db.ts';
import { headTableName } from '#core/definition/naming.ts';
import { seedDatabase } from './seed.ts';
import { loadSeedData } from './seed-data.ts';
import { demoBillsOf, writeDemoData } from './demo-data.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => database?.dispose());

async function written(): Promise<{ orders: number; applications: number; subsidies: number }> {
  const count = async (table: string) => {
    const row = (await dynamicDb(database.db)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst()
      .catch(() => undefined)) as { n: unknown } | undefined;
    return Number(row?.n ?? 0);
  };
  return { orders: await count(headTableName('export-order')), applications: await count('settlement_declare'), subsidies: await count('subsidy_apply') };
}

async function firstStart(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ DATABASE_URL: database.url, PORTAL_DEMO_CONTENT: '0', ...env });
  const data = await loadSeedData();
  await seedDatabase(database.db, data, Date.now(), { demoFiling: config.demoFiling });
  await writeDemoData(database.db, data, { ...config, filesDir: null });
}

describe('writeDemoData', () => {
  it('a demo company without a filing is a new company: no bills, no settlement, no subsidy applications', async () => {
    expect(demoBillsOf({ demoBills: 20, demoFiling: false })).toBe(0);
    await firstStart({ PORTAL_DEMO_FILING: '0', PORTAL_DEMO_BILLS: '2' });
    expect(await written()).toEqual({ orders: 0, applications: 0, subsidies: 0 });
  });

  it('a filed demo company gets its demo bills, the settlement demo and subsidy applications', async () => {
    await firstStart({ PORTAL_DEMO_BILLS: '2' });
    const counts = await written();
    expect(counts.orders).toBe(2);
    expect(counts.applications).toBeGreaterThanOrEqual(6);
    expect(counts.subsidies).toBeGreaterThan(0);
  });
});
