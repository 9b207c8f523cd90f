// Creates a family's tables at start and migrates them ADDITIVELY: a field added to the
// definition becomes a new nullable column (ALTER TABLE ADD COLUMN); nothing is ever dropped or
// retyped, so a definition change can never lose data. Several processes may start together:
// a statement that fails because another process did the same thing first is not an error.
import type { UntypedDb } from '../../db/untyped.ts';
import { serialType } from '../../db/dialect.ts';
import type { FieldInfo } from '#core/definition/index.ts';
import type { BillFamily } from '../family.ts';
import { columnBound, columnType, SYSTEM_COLUMN_TYPES } from './column-types.ts';
import { existingIndexes, familyIndexes } from './indexes.ts';
import { ensureVersionTriggers, triggerNames } from './version-triggers.ts';
import { ensureTrigramIndexes } from './trigram-indexes.ts';
import { ensureTally } from './tally.ts';

type AnyDb = UntypedDb;
export type ExistingTables = Map<string, Set<string>>;

export async function readExistingTables(db: AnyDb): Promise<ExistingTables> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
}

function isAlreadyDone(error: unknown): boolean {
  return /already exists|duplicate (column|key)|unique constraint/i.test(String((error as Error)?.message ?? error));
}

export async function tolerant(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isAlreadyDone(error)) throw error;
  }
}

/** Header fields stored in their own columns (the system columns are created explicitly). */
function dataFields(fields: FieldInfo[]): FieldInfo[] {
  return fields.filter((field) => field.name !== 'id' && !(field.column in SYSTEM_COLUMN_TYPES));
}

function createHeadTable(db: AnyDb, family: BillFamily) {
  let create = db.schema
    .createTable(family.headTable)
    .ifNotExists()
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('company_code', SYSTEM_COLUMN_TYPES.company_code, (c) => c.notNull())
    .addColumn('state', SYSTEM_COLUMN_TYPES.state, (c) => c.notNull())
    .addColumn('create_time', SYSTEM_COLUMN_TYPES.create_time, (c) => c.notNull())
    .addColumn('update_time', SYSTEM_COLUMN_TYPES.update_time, (c) => c.notNull())
    .addColumn('app_time', SYSTEM_COLUMN_TYPES.app_time)
    .addColumn('return_info', SYSTEM_COLUMN_TYPES.return_info)
    .addColumn('version', SYSTEM_COLUMN_TYPES.version, (c) => c.notNull().defaultTo(0));
  for (const field of dataFields(family.headFields)) create = create.addColumn(field.column, columnType(field), columnBound(field));
  return create.execute();
}

function createLineTable(db: AnyDb, family: BillFamily, table: string) {
  let create = db.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('head_id', 'integer', (c) => c.notNull().references(`${family.headTable}.id`).onDelete('cascade'));
  for (const field of family.lineFields) create = create.addColumn(field.column, columnType(field), columnBound(field));
  return create.execute();
}

async function addMissingColumns(db: AnyDb, table: string, existing: Set<string>, fields: FieldInfo[]): Promise<string[]> {
  const added: string[] = [];
  for (const field of fields) {
    if (existing.has(field.column)) continue;
    await tolerant(() => db.schema.alterTable(table).addColumn(field.column, columnType(field), columnBound(field)).execute());
    added.push(`${table}.${field.column}`);
  }
  return added;
}

/** A head table made before bills had versions gets the column (every bill at version 0). */
async function ensureVersionColumn(db: AnyDb, existing: ExistingTables, table: string): Promise<string[]> {
  // A table missing from `existing` was created just now, with the column.
  const columns = existing.get(table);
  if (!columns || columns.has('version')) return [];
  await tolerant(() =>
    db.schema
      .alterTable(table)
      .addColumn('version', SYSTEM_COLUMN_TYPES.version, (c) => c.notNull().defaultTo(0))
      .execute(),
  );
  return [`${table}.version`];
}

/** Creates `table` with `create` when it does not exist; adds the columns of `fields` it lacks. Answers the columns added. */
export async function ensureTable(db: AnyDb, existing: ExistingTables, table: string, create: () => Promise<unknown>, fields: FieldInfo[]) {
  const columns = existing.get(table);
  if (!columns) {
    await tolerant(create);
    // Created just now, or by a racing process from an older definition: add what it lacks.
    const created = (await readExistingTables(db)).get(table) ?? new Set<string>();
    return addMissingColumns(db, table, created, fields);
  }
  return addMissingColumns(db, table, columns, fields);
}

/**
 * Creates or additively migrates the tables and indexes of the families; answers the columns added.
 * What the catalog shows made (indexes, version triggers) is skipped: a start on an existing
 * database sent some 300 statements that changed nothing (~250 ms on PostgreSQL).
 */
export async function ensureFamilyTables(db: AnyDb, families: readonly BillFamily[]): Promise<string[]> {
  const existing = await readExistingTables(db);
  const indexes = await existingIndexes(
    db,
    families.flatMap((family) => familyIndexes(family).map((index) => index.name)),
  );
  const triggers = await triggerNames(db);
  const added: string[] = [];
  for (const family of families) {
    added.push(...(await ensureTable(db, existing, family.headTable, () => createHeadTable(db, family), dataFields(family.headFields))));
    added.push(...(await ensureVersionColumn(db, existing, family.headTable)));
    await ensureVersionTriggers(db, family.headTable, tolerant, triggers);
    const lineTable = family.lineTable;
    if (lineTable) {
      added.push(...(await ensureTable(db, existing, lineTable, () => createLineTable(db, family, lineTable), family.lineFields)));
    }
    for (const index of familyIndexes(family)) {
      if (indexes.has(index.name)) continue;
      await tolerant(() => db.schema.createIndex(index.name).ifNotExists().on(index.table).columns(index.columns).execute());
    }
    await ensureTrigramIndexes(db, family, tolerant);
    await ensureTally(db, family);
  }
  return added;
}
