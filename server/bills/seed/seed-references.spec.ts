// Demo bills linked through x-refersTo: written referenced families first, every referring value
// the number of an existing bill of the same company, linked pairs kept together, views left
// alone, --family runs completed with what they refer to, and a cycle refused by name. Proven on
// small families in a temporary folder, then on the project's own definitions.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/api/test-database.ts';
import { headTableName } from '#core/definition/index.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { loadSeedData } from '../../seed/seed-data.ts';
import type { PortalDb } from '../../db/connect.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { linkedFamilyFiles, VIEW_FAMILY, writeDefinitionFolder } from '../../../tests/api/fixtures/linked-families.ts';
import { checkSeededReferences } from '../../../tests/api/fixtures/reference-check.ts';
import { referencedFamilies } from './references.ts';
import { loadSeedableFamilies, seedDemoBills, type DemoBillOptions } from './seed-demo-bills.ts';
import type { SeedPlan } from './seed-plan.ts';

const OTHER = { code: '91310000MA1FL0XX9Q', name: '上海样例跨境电商有限公司' };
const NOW = Date.UTC(2025, 5, 1);

let database: TestDatabase;
let company: { code: string; name: string };
const folders: string[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  const data = await loadSeedData();
  await seedDatabase(database.db, data);
  company = data.demo.company;
});
afterEach(async () => {
  await database?.dispose();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function fixtureFolder(files = linkedFamilyFiles()): string {
  const folder = writeDefinitionFolder(files);
  folders.push(folder);
  return folder;
}

function seed(schemaDir: string, options: Partial<DemoBillOptions> = {}, db: PortalDb = database.db) {
  return seedDemoBills(db, { schemaDir, company, perFamily: 30, now: NOW, ...options });
}

function expectDependencyFirst(written: readonly BillFamily[]): void {
  const position = new Map(written.map((family, index) => [family.id, index]));
  for (const family of written) {
    for (const target of referencedFamilies(family)) {
      if (position.has(target)) expect(position.get(target), `${target} before ${family.id}`).toBeLessThan(position.get(family.id)!);
    }
  }
}

async function expectReferencesExist(families: readonly BillFamily[]): Promise<void> {
  const findings = await checkSeededReferences(database.db, families, company.code);
  for (const finding of findings) {
    expect(finding.dangling, finding.link).toEqual([]);
    expect(finding.checked, `${finding.link} has values`).toBeGreaterThan(0);
  }
}

type SchemaFile = { properties: Record<string, Record<string, unknown>> };

/** The rows of a family table; the columns these tests read are text (numbers, states, links). */
async function rows(table: string): Promise<Array<Record<string, string>>> {
  return dynamicDb(database.db).selectFrom(table).selectAll().where('company_code', '=', company.code).orderBy('id').execute();
}

describe('demo bills linked by x-refersTo', () => {
  it('writes referenced families first, and every reference names a bill of the same company', async () => {
    const folder = fixtureFolder();
    // Another company's bills come first: none of them may be referred to.
    await seed(folder, { company: OTHER, perFamily: 10 });
    const written = await seed(folder);
    expect(written.map((family) => family.id)).toEqual(['export-shop', 'export-waybill', 'export-parcel', 'export-recall']);
    expectDependencyFirst(written);
    await expectReferencesExist(written);
  });

  it("gives a parcel a waybill and that waybill's own order, each waybill about equally often", async () => {
    await seed(fixtureFolder());
    const waybills = new Map((await rows('bill_export_waybill')).map((row) => [row.waybill_no, row.order_no]));
    const parcels = await rows('bill_export_parcel');
    for (const parcel of parcels) expect(parcel.order_no, parcel.parcel_no).toBe(waybills.get(parcel.waybill_no));
    expect(new Set(parcels.map((parcel) => parcel.waybill_no)).size).toBe(parcels.length);
    // On lines too: each recall line names a waybill and that waybill's order.
    const lines = await dynamicDb(database.db).selectFrom('bill_export_recall_line').selectAll().execute();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.order_no).toBe(waybills.get(line.waybill_no));
  });

  it('refers only to parcels customs has numbered (a draft has no number yet)', async () => {
    await seed(fixtureFolder());
    const parcels = await rows('bill_export_parcel');
    expect(parcels.filter((parcel) => parcel.state === '0').every((parcel) => parcel.customs_no === null)).toBe(true);
    const numbered = new Set(parcels.flatMap((parcel) => (parcel.customs_no ? [parcel.customs_no] : [])));
    for (const recall of await rows('bill_export_recall')) expect(numbered.has(recall.customs_no), recall.recall_no).toBe(true);
  });

  it('links the same bills again with the same seed', async () => {
    const folder = fixtureFolder();
    await seed(folder);
    const first = await rows('bill_export_parcel');
    const other = await createTestDatabase();
    try {
      await seedDatabase(other.db, await loadSeedData());
      await seed(folder, {}, other.db);
      const second = await dynamicDb(other.db).selectFrom('bill_export_parcel').selectAll().orderBy('id').execute();
      expect(second.map((row) => [row.order_no, row.waybill_no])).toEqual(first.map((row) => [row.order_no, row.waybill_no]));
    } finally {
      await other.dispose();
    }
  });

  it("leaves views alone: they list another family's table", async () => {
    const folder = fixtureFolder();
    expect(loadSeedableFamilies(folder).map((family) => family.id)).not.toContain(VIEW_FAMILY);
    await seed(folder);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain('bill_export_parcel');
    expect(tables).not.toContain(headTableName(VIEW_FAMILY));
  });

  it('--family: writes the referenced families that have no bill first, and uses the bills already there otherwise', async () => {
    const folder = fixtureFolder();
    const plans: SeedPlan[] = [];
    const written = await seed(folder, { families: ['export-parcel'], onPlan: (plan) => plans.push(plan) });
    expect(written.map((family) => family.id)).toEqual(['export-shop', 'export-waybill', 'export-parcel']);
    expect(plans[0].added.map((family) => family.id).sort()).toEqual(['export-shop', 'export-waybill']);

    const again = await seed(folder, { families: ['export-recall'], perFamily: 12, seed: 7, onPlan: (plan) => plans.push(plan) });
    expect(again.map((family) => family.id)).toEqual(['export-recall']);
    expect(plans[1].added).toEqual([]);
    expect(await rows('bill_export_shop')).toHaveLength(30);
    await expectReferencesExist(loadSeedableFamilies(folder));
  });

  it('refuses an unknown family, a reference to a missing family, and a cycle, naming the families', async () => {
    const folder = fixtureFolder();
    await expect(seed(folder, { families: ['export-parcle'] })).rejects.toThrow('没有单证族 export-parcle');

    const missing = linkedFamilyFiles();
    (missing['export-waybill.schema.json'] as SchemaFile).properties.orderNo['x-refersTo'] = 'export-shopp.shopNo';
    await expect(seed(fixtureFolder(missing))).rejects.toThrow('引用的单证族 export-shopp 不存在');

    const cycle = linkedFamilyFiles();
    (cycle['export-shop.schema.json'] as SchemaFile).properties.ebcName['x-refersTo'] = 'export-recall.recallNo';
    const refused = seed(fixtureFolder(cycle));
    await expect(refused).rejects.toThrow(/引用成环.*export-shop/);
    await expect(refused).rejects.toThrow(/export-recall/);
    expect(await dynamicDb(database.db).selectFrom('bill_export_shop').select('id').execute()).toEqual([]);
  });
});

describe("the project's own definitions", () => {
  it('seed referenced families first, and every x-refersTo value names an existing bill', async () => {
    const schemaDir = fileURLToPath(new URL('../../../schemas/bills', import.meta.url));
    const written = await seed(schemaDir, { perFamily: 20 });
    expectDependencyFirst(written);
    await expectReferencesExist(loadSeedableFamilies(schemaDir));
  });

  it('seed one bill a family (PORTAL_DEMO_BILLS=1): the referenced ones are not drafts, so every reference has a bill to name', async () => {
    // Before: the one 进口清单 came out a draft (no 清单编号 yet) and the first start failed on 进口撤销申请单.
    const schemaDir = fileURLToPath(new URL('../../../schemas/bills', import.meta.url));
    for (const seedNumber of [20240615, 1, 2, 3]) {
      await database.dispose();
      database = await createTestDatabase();
      await seedDatabase(database.db, await loadSeedData());
      const written = await seed(schemaDir, { perFamily: 1, seed: seedNumber });
      expect(written.length).toBeGreaterThan(10);
      await expectReferencesExist(loadSeedableFamilies(schemaDir));
    }
  });
});
