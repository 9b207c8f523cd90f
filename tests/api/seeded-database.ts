// A test server's database: migrated, seeded from a seed folder and, where the server will serve
// the default definitions (schemas/bills) on a database nothing else shapes first, already holding
// the families' tables, indexes and triggers. It is copied from a template made once per process
// (tests/api/test-database.ts), so a server's start finds its tables made: on PostgreSQL making
// them took ~2.5 s of each server's start, on SQLite ~0.7 s, and seeding ~0.3–0.5 s.
import { resolve } from 'node:path';
import { createFamily } from '../../server/bills/family.ts';
import { loadDefinitions } from '../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../server/bills/settings.ts';
import { ensureFamilyTables } from '../../server/bills/table/ensure-tables.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { loadSeedData } from '../../server/seed/seed-data.ts';
import { createPreparedDatabase, type TestDatabase } from './test-database.ts';

/** Whether a server given this definition folder (none: the environment's, else the default) serves the default definitions. */
export function servesDefaultDefinitions(billSchemaDir: string | undefined): boolean {
  const dir = billSchemaDir || process.env.PORTAL_BILL_SCHEMAS_DIR || DEFAULT_BILL_SCHEMA_DIR;
  return resolve(dir) === resolve(DEFAULT_BILL_SCHEMA_DIR);
}

export function createSeededDatabase(seedDir: string, options: { defaultBillTables: boolean }): Promise<TestDatabase> {
  const key = `seed ${resolve(seedDir)}${options.defaultBillTables ? ' + bill tables' : ''}`;
  return createPreparedDatabase(key, async (db) => {
    await seedDatabase(db, await loadSeedData(seedDir));
    if (options.defaultBillTables) await ensureFamilyTables(db, loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily));
  });
}
