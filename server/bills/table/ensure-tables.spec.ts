// A family's table gains new columns by the derivation that created it (issue 25): the tables
// of export-order made from schemas/bills, a stored order, then the definition given a header
// field and a line field (a JSON edit in a copy of the folder) and the start's ensureFamilyTables
// again. The new columns are there, typed as a fresh table would type them, the stored rows keep
// their values, and a further start adds nothing. On SQLite, and on PostgreSQL with
// TEST_DATABASE=postgres.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/api/test-database.ts';
import { dynamicDb } from '../db.ts';
import { createFamily, type BillFamily } from '../family.ts';
import { loadDefinitions } from '../load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../settings.ts';
import { ensureFamilyTables } from './ensure-tables.ts';
import { existingIndexes, familyIndexes } from './indexes.ts';

const FILE = 'export-order.schema.json';

function exportOrderOf(dir: string): BillFamily {
  return loadDefinitions(dir)
    .map(createFamily)
    .find((family) => family.id === 'export-order')!;
}

async function columnsOf(database: TestDatabase, table: string): Promise<Map<string, string>> {
  const tables = await dynamicDb(database.db).introspection.getTables();
  return new Map(tables.find((found) => found.name === table)!.columns.map((column) => [column.name, column.dataType]));
}

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'bill-defs-grow-'));
  cpSync(DEFAULT_BILL_SCHEMA_DIR, dir, { recursive: true });
});
afterAll(async () => {
  await database?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('ensureFamilyTables on a definition that gained fields', () => {
  it('adds their columns to the existing head and line tables, keeps the rows, and adds nothing the next time', async () => {
    const before = exportOrderOf(dir);
    await ensureFamilyTables(dynamicDb(database.db), [before]);
    const db = dynamicDb(database.db);
    const head = await db
      .insertInto(before.headTable)
      .values({ company_code: 'C', state: '0', create_time: '2024-01-01 08:00:00', update_time: '2024-01-01 08:00:00', order_no: 'OLD-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto(before.lineTable!).values({ head_id: head.id, gnum: 1, item_name: '茶叶' }).execute();

    const path = join(dir, FILE);
    const schema = JSON.parse(readFileSync(path, 'utf8'));
    schema.properties.parcelCount = { type: 'integer', title: '包裹数', 'x-maxLength': 4, minimum: 0 };
    schema.properties.lines.items.properties.originMark = { type: 'string', title: '原产地标记', maxLength: 20 };
    writeFileSync(path, JSON.stringify(schema));
    const after = exportOrderOf(dir);

    expect(await ensureFamilyTables(dynamicDb(database.db), [after])).toEqual([`${after.headTable}.parcel_count`, `${after.lineTable}.origin_mark`]);
    // The same derivation: the columns have the types a table created from this definition has.
    const fresh = await createTestDatabase();
    try {
      await ensureFamilyTables(dynamicDb(fresh.db), [after]);
      expect((await columnsOf(database, after.headTable)).get('parcel_count')).toBe((await columnsOf(fresh, after.headTable)).get('parcel_count'));
      expect((await columnsOf(database, after.lineTable!)).get('origin_mark')).toBe((await columnsOf(fresh, after.lineTable!)).get('origin_mark'));
    } finally {
      await fresh.dispose();
    }

    const rows = await db.selectFrom(after.headTable).select(['order_no', 'parcel_count']).execute();
    expect(rows).toEqual([{ order_no: 'OLD-1', parcel_count: null }]);
    const lines = await db.selectFrom(after.lineTable!).select(['item_name', 'origin_mark']).execute();
    expect(lines).toEqual([{ item_name: '茶叶', origin_mark: null }]);

    expect(await ensureFamilyTables(dynamicDb(database.db), [after])).toEqual([]);
  });
});

/** A plugin that keeps what each statement is: its node kind, and for raw SQL its first words. */
function statementKinds(): { plugin: KyselyPlugin; kinds: string[] } {
  const kinds: string[] = [];
  const describe = (node: RootOperationNode): string =>
    node.kind === 'RawNode' ? node.sqlFragments.join('?').trim().split(/\s+/).slice(0, 2).join(' ').toUpperCase() : node.kind;
  return {
    kinds,
    plugin: {
      transformQuery: (args) => {
        kinds.push(describe(args.node));
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
  };
}

describe('ensureFamilyTables on tables already made', () => {
  it('makes nothing again: no index, no trigger, no table (a start on an existing database)', async () => {
    const families = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
    const fresh = await createTestDatabase();
    try {
      const first = statementKinds();
      await ensureFamilyTables(dynamicDb(fresh.db).withPlugin(first.plugin), families);
      const makes = (kind: string) => /^Create|^CREATE/.test(kind);
      expect(first.kinds.filter(makes).length).toBeGreaterThan(families.length * 3);

      const again = statementKinds();
      expect(await ensureFamilyTables(dynamicDb(fresh.db).withPlugin(again.plugin), families)).toEqual([]);
      expect(again.kinds.filter(makes)).toEqual([]);

      // An index gone (a bulk load stopped half-way) is made again, and only that one.
      const order = families.find((family) => family.id === 'export-order')!;
      const index = familyIndexes(order)[0]!;
      await dynamicDb(fresh.db).schema.dropIndex(index.name).execute();
      const third = statementKinds();
      await ensureFamilyTables(dynamicDb(fresh.db).withPlugin(third.plugin), families);
      expect(third.kinds.filter(makes)).toEqual(['CreateIndexNode']);
      expect(await existingIndexes(dynamicDb(fresh.db), [index.name])).toEqual(new Set([index.name]));
    } finally {
      await fresh.dispose();
    }
  });
});
