// A receipt from customs finds its bill by the family's receipt keys in any company
// (server/customs/transfer/receipt-bill.ts): every family with receipt keys has an index leading
// with them, and SQLite's plan for that lookup reads the index, not the whole table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../tests/api/test-database.ts';
import { createFamily } from '../family.ts';
import { loadDefinitions } from '../load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../settings.ts';
import { ensureFamilyTables } from './ensure-tables.ts';
import { familyIndexes, receiptKeyColumns } from './indexes.ts';

const families = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
const withKeys = families.filter((family) => (family.definition.ui.receipt?.keys ?? []).length > 0);

describe('the receipt keys index', () => {
  it('exists for every family whose receipts carry keys, leading with the first key', () => {
    expect(withKeys.length).toBeGreaterThan(15);
    for (const family of withKeys) {
      const columns = receiptKeyColumns(family);
      const first = family.headFields.find((field) => field.name === family.definition.ui.receipt!.keys[0]);
      expect(columns[0], family.id).toBe(first?.column);
      expect(
        familyIndexes(family).some((index) => index.table === family.headTable && index.columns.join() === columns.join()),
        family.id,
      ).toBe(true);
    }
  });

  describe.skipIf(process.env.TEST_DATABASE === 'postgres')('on SQLite', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
      await ensureFamilyTables(database.db, withKeys);
    });
    afterAll(async () => database?.dispose());

    it('the lookup by receipt keys reads the index', async () => {
      for (const family of withKeys) {
        const columns = receiptKeyColumns(family);
        const where = columns.map((column) => `"${column}" = 'X'`).join(' and ');
        const plan = await sql<{ detail: string }>`explain query plan ${sql.raw(`select id from "${family.headTable}" where ${where}`)}`.execute(database.db);
        expect(plan.rows.map((row) => row.detail).join(' | '), family.id).toMatch(/USING (COVERING )?INDEX/);
      }
    });
  });
});
