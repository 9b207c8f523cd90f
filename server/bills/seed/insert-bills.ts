// Writes demo bills fast: ids are assigned here (after the table's current maximum) so that
// headers, lines and receipts go in as multi-row INSERTs, a few thousand bills per
// transaction. On PostgreSQL the id sequence is moved past the new rows afterwards. Meant for
// the seed command, not for a portal taking new bills at the same moment.
import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { PortalDb } from '../../db/connect.ts';
import { dynamicDb, engineDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import type { DbRow } from '../rows.ts';
import { withIndexesAway, BULK_LOAD_THRESHOLD } from '../table/bulk-load.ts';
import { generateBill, generateReferableBill, type FamilySeed } from './generate-bills.ts';

/** Rows per INSERT: below SQLite's 32766 and PostgreSQL's 65535 bound parameters. */
function rowsPerInsert(columns: number): number {
  return Math.max(1, Math.floor(30_000 / Math.max(1, columns)));
}

async function insertRows(db: PortalDb, table: string, rows: DbRow[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.min(500, rowsPerInsert(Object.keys(rows[0]).length));
  for (let start = 0; start < rows.length; start += size) {
    await dynamicDb(db)
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}

async function maxId(db: PortalDb, table: string): Promise<number> {
  const row = await dynamicDb(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

async function moveSequence(db: PortalDb, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(db);
}

export interface SeedProgress {
  (family: BillFamily, done: number, total: number): void;
}

/**
 * Answers the ids of the bills written, in order. From BULK_LOAD_THRESHOLD bills on, the family's
 * indexes are built after the bills are in rather than bill by bill (bulk-load.ts).
 */
export async function insertDemoBills(db: PortalDb, seed: FamilySeed, count: number, progress?: SeedProgress, batch = 5000): Promise<number[]> {
  if (count < BULK_LOAD_THRESHOLD) return insertBatches(db, seed, count, progress, batch);
  return withIndexesAway(db, seed.family, () => insertBatches(db, seed, count, progress, batch));
}

async function insertBatches(db: PortalDb, seed: FamilySeed, count: number, progress: SeedProgress | undefined, batch: number): Promise<number[]> {
  const { family } = seed;
  let nextId = (await maxId(db, family.headTable)) + 1;
  const firstId = nextId;
  for (let done = 0; done < count;) {
    const size = Math.min(batch, count - done);
    const bills = Array.from({ length: size }, (_unused, index) =>
      (done === 0 && index === 0 && seed.referenced ? generateReferableBill : generateBill)(seed, nextId + index, nextId + index),
    );
    await engineDb(db)
      .transaction()
      .execute(async (trx) => {
        const portal = trx as unknown as PortalDb;
        await insertRows(
          portal,
          family.headTable,
          bills.map((bill) => bill.head),
        );
        if (family.lineTable)
          await insertRows(
            portal,
            family.lineTable,
            bills.flatMap((bill) => bill.lines),
          );
        await insertRows(
          portal,
          'receipt',
          bills.flatMap((bill) => (bill.receipt ? [bill.receipt] : [])),
        );
      });
    nextId += size;
    done += size;
    progress?.(family, done, count);
  }
  await moveSequence(db, family.headTable);
  if (family.lineTable) await moveSequence(db, family.lineTable);
  return Array.from({ length: count }, (_unused, index) => firstId + index);
}
