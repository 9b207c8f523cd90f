// Administrative divisions of GB/T 2260 (bill-families-and-screens.md §3.9 area items, §7
// /area/getProvinces and /area/getByCode): one row per province, city and district, each with its
// parent's code (null for a province). The rows are reference data, the same for every portal, so
// the migration loads them (schemas/seed/areas.json, see scripts/build-areas.ts) rather than the
// first-start seed: a database seeded before this migration gets them as well. A later edition of
// the data is a later migration calling replaceAreas again.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { UntypedDb } from '../untyped.ts';

export const AREA_FILE = fileURLToPath(new URL('../../../schemas/seed/areas.json', import.meta.url));

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 500;

type AreaRow = [code: string, name: string, parent: string | null];

export async function readAreaRows(file: string = AREA_FILE): Promise<AreaRow[]> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { areas?: unknown };
  if (!Array.isArray(parsed.areas)) throw new Error(`${file}: no "areas" array`);
  return parsed.areas as AreaRow[];
}

/** Empties the table and loads every division of the file, in code order. */
export async function replaceAreas(db: UntypedDb, rows: readonly AreaRow[]): Promise<void> {
  await db.deleteFrom('area').execute();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map(([code, name, parent]) => ({
      code,
      name,
      parent_code: parent,
      level: parent === null ? 1 : code.endsWith('00') ? 2 : 3,
    }));
    await db.insertInto('area').values(batch).execute();
  }
}

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('area')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_code', 'text')
    .addColumn('level', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('area_parent_idx').on('area').columns(['parent_code', 'code']).execute();
  await replaceAreas(db, await readAreaRows());
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('area').execute();
}
