// Migration 0011: a database seeded before the settlement pages had their read buttons (查看,
// 查看撤销历史) gets them, granted to every user holding the page, so an upgraded portal shows the
// same buttons as a new one. Runs on SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { up } from '../../server/db/migrations/0011_settlement_read_codes.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../server/seed/seed-data.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import type { UntypedDb } from '../../server/db/untyped.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase | null = null;

afterEach(async () => {
  await database?.dispose();
  database = null;
});

async function heldCodes(db: TestDatabase['db'], uri: string): Promise<Array<{ login: string; code: string }>> {
  const rows = await sql<{ login: string; code: string }>`
    select u.login_name as login, b.code as code
      from user_button ub
      join app_user u on u.id = ub.user_id
      join module_button b on b.id = ub.module_button_id
      join module m on m.id = b.module_id
     where m.uri = ${uri} and b.code in ('view', 'history')
     order by u.login_name, b.code`.execute(db);
  return rows.rows;
}

describe('migration 0011 (settlement read codes)', () => {
  it('adds 查看 and 查看撤销历史 to a menu seeded without them, for the users holding the page', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedDatabase(db, await loadSeedData(DEFAULT_SEED_DIR));
    const fresh = await heldCodes(db, '/exchangeSettlement');
    expect(fresh.length).toBeGreaterThan(0);
    // An older portal: the codes did not exist.
    await sql`delete from module_button where code in ('view', 'history')`.execute(db);
    expect(await heldCodes(db, '/exchangeSettlement')).toEqual([]);

    await up(db as unknown as UntypedDb);
    expect(await heldCodes(db, '/exchangeSettlement')).toEqual(fresh);
    expect((await heldCodes(db, '/settlementVerification')).map((row) => row.code)).toContain('history');

    // Twice changes nothing.
    await up(db as unknown as UntypedDb);
    expect(await heldCodes(db, '/exchangeSettlement')).toEqual(fresh);
  });
});
