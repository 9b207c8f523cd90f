// The benchmark's own database — a SQLite file under .tmp/bench/, or a PostgreSQL URL (a cluster
// kept under .tmp/bench/pg-list by bench-postgres.ts): migrated, seeded with the reference data
// and topped up to the wanted number of export orders with the demo seed module (the same code
// as `npm run seed`), then reused by later runs. Only the missing bills are generated, so a
// second run starts at once.
import { sql } from 'kysely';
import { isPostgres } from '../../server/db/dialect.ts';
import { openDatabase, type PortalDb } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../server/bills/settings.ts';
import { createFamily } from '../../server/bills/family.ts';
import { loadDefinitions } from '../../server/bills/load-definitions.ts';
import { ensureFamilyTables } from '../../server/bills/table/ensure-tables.ts';
import { seedDemoBills } from '../../server/bills/seed/seed-demo-bills.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../server/seed/seed-data.ts';

export interface BenchDatabase {
  file: string;
  companyCode: string;
  bills: number;
  /** Bills written by this run (0 when the file already held enough). */
  seeded: number;
  seedSeconds: number;
  /** The newest create_time in the table: the benchmark's "now", so runs stay comparable. */
  newestCreateTime: string;
}

async function countBills(db: PortalDb, table: string, companyCode: string): Promise<number> {
  const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where company_code = ${companyCode}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

async function tableExists(db: PortalDb, table: string): Promise<boolean> {
  return (await db.introspection.getTables()).some((found) => found.name === table);
}

/** Opens (creating if needed) the benchmark database and makes it hold at least `target` orders. */
export async function ensureBenchDatabase(file: string, family: string, headTable: string, target: number): Promise<BenchDatabase> {
  const db = openDatabase(file);
  try {
    await migrateToLatest(db);
    const seedData = await loadSeedData(DEFAULT_SEED_DIR);
    await seedDatabase(db, seedData);
    const companyCode = seedData.demo.company.code;
    const existing = (await tableExists(db, headTable)) ? await countBills(db, headTable, companyCode) : 0;
    const missing = Math.max(0, target - existing);
    const started = Date.now();
    if (missing > 0) {
      console.log(`种子数据 / seeding ${missing} ${family} bills into ${file} (has ${existing}) …`);
      // A throwaway file: durability does not matter while seeding, speed does.
      if (!isPostgres(db)) {
        await sql`pragma synchronous = off`.execute(db);
        await sql`pragma cache_size = -1048576`.execute(db);
      }
      await seedDemoBills(db, {
        schemaDir: DEFAULT_BILL_SCHEMA_DIR,
        company: seedData.demo.company,
        perFamily: missing,
        families: [family],
        // A top-up draws other random data than the first fill.
        seed: 20240615 + existing,
        progress: (_family, done, total) => {
          if (done === total || done % 100_000 === 0) console.log(`  ${done} / ${total}  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        },
      });
      // No ANALYZE on SQLite: the portal never runs it, so the planner must do without statistics
      // here too. PostgreSQL's autovacuum analyses a table this changed on its own; done at once
      // here so that the run does not depend on when it wakes.
      if (isPostgres(db)) await sql`analyze`.execute(db);
      else await sql`pragma wal_checkpoint(truncate)`.execute(db);
    }
    const seedSeconds = (Date.now() - started) / 1000;
    // PostgreSQL's autovacuum also marks a bulk-filled table all-visible after a while, so that a
    // count reads its index alone; done here so that the run does not depend on when it wakes
    // (a second run finds nothing to do).
    if (isPostgres(db)) await sql`vacuum analyze ${sql.table(headTable)}`.execute(db);
    // What the server does at every start: any table, column or index the engine now derives
    // from the definitions (e.g. after an engine change) is added before anything is timed.
    await ensureFamilyTables(db, loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily));
    const newest = await sql<{ t: string }>`select max(create_time) as t from ${sql.table(headTable)} where company_code = ${companyCode}`.execute(db);
    return {
      file,
      companyCode,
      bills: existing + missing,
      seeded: missing,
      seedSeconds,
      newestCreateTime: String(newest.rows[0]?.t ?? ''),
    };
  } finally {
    await db.destroy();
  }
}
