// Reading and writing single lines of a bill (spec §7.6 bodyUrl, bodySave, bodyDelete). Every
// query is scoped through the head: a line whose bill is not the caller's does not exist.
import type { PortalDb } from '../../db/connect.ts';
import { businessError } from '../../http/envelope.ts';
import { dynamicDb, type EngineTrx } from '../db.ts';
import { writableLineFields, type BillFamily } from '../family.ts';
import { displayNames } from '../list/list-bills.ts';
import { lineToApi, toColumns, type ApiRow, type DbRow } from '../rows.ts';

export const LINE_NOT_FOUND = '表体数据不存在或已被删除';

function lineTable(family: BillFamily): string {
  if (!family.lineTable) throw businessError(LINE_NOT_FOUND);
  return family.lineTable;
}

/** One page of a bill's lines in entry order; null when the head is not the caller's. */
export async function linePage(db: PortalDb, family: BillFamily, companyCode: string, headId: number, pageIndex: number, pageSize: number) {
  const table = lineTable(family);
  const rows = (await dynamicDb(db)
    .selectFrom(`${table} as l`)
    .innerJoin(`${family.headTable} as h`, 'h.id', 'l.head_id')
    .selectAll('l')
    .where('h.id', '=', headId)
    .where('h.company_code', '=', companyCode)
    .orderBy('l.id')
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .execute()) as DbRow[];
  const names = await displayNames(db, family);
  return rows.map((row) => lineToApi(family, row, names));
}

export async function readLine(db: PortalDb | EngineTrx, family: BillFamily, headId: number, id: number): Promise<DbRow | undefined> {
  return (await dynamicDb(db).selectFrom(lineTable(family)).selectAll().where('id', '=', id).where('head_id', '=', headId).executeTakeFirst()) as
    DbRow | undefined;
}

/** Adds the line at the end of the bill; answers its id. */
export async function addLine(trx: EngineTrx, family: BillFamily, headId: number, data: Record<string, unknown>): Promise<number> {
  const inserted = (await dynamicDb(trx)
    .insertInto(lineTable(family))
    .values({ head_id: headId, ...toColumns(writableLineFields(family), data) })
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: unknown };
  return Number(inserted.id);
}

/** Rewrites a line of the bill; a line of another bill is refused. */
export async function replaceLine(trx: EngineTrx, family: BillFamily, headId: number, id: number, data: Record<string, unknown>): Promise<void> {
  const result = await dynamicDb(trx)
    .updateTable(lineTable(family))
    .set(toColumns(writableLineFields(family), data))
    .where('id', '=', id)
    .where('head_id', '=', headId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw businessError(LINE_NOT_FOUND);
}

/** The distinct heads of the given lines, when every line belongs to a bill of the company. */
export async function headsOfLines(trx: EngineTrx, family: BillFamily, companyCode: string, ids: readonly number[]): Promise<number[]> {
  const rows = (await dynamicDb(trx)
    .selectFrom(`${lineTable(family)} as l`)
    .innerJoin(`${family.headTable} as h`, 'h.id', 'l.head_id')
    .select(['l.id as id', 'l.head_id as headId'])
    .where('l.id', 'in', [...ids])
    .where('h.company_code', '=', companyCode)
    .execute()) as Array<{ id: unknown; headId: unknown }>;
  if (rows.length !== ids.length) throw businessError(LINE_NOT_FOUND);
  return [...new Set(rows.map((row) => Number(row.headId)))];
}

/** Refuses lines that would take a bill past its definition's lines maxItems. */
export async function ensureLineRoom(trx: EngineTrx, family: BillFamily, headId: number, adding: number): Promise<void> {
  if (adding <= 0) return;
  const row = (await dynamicDb(trx)
    .selectFrom(lineTable(family))
    .select((eb) => eb.fn.countAll().as('n'))
    .where('head_id', '=', headId)
    .executeTakeFirst()) as { n: unknown };
  if (Number(row.n) + adding > family.maxLines) throw businessError(`${family.linesTitle}不能超过${family.maxLines}行`);
}

/** The version of a bill after a write (answered so the page saves the header against it). */
export async function headVersion(db: PortalDb | EngineTrx, family: BillFamily, headId: number): Promise<number> {
  const row = (await dynamicDb(db).selectFrom(family.headTable).select('version').where('id', '=', headId).executeTakeFirst()) as
    { version?: unknown } | undefined;
  return Number(row?.version ?? 0);
}

export async function deleteLines(trx: EngineTrx, family: BillFamily, ids: readonly number[]): Promise<void> {
  await dynamicDb(trx)
    .deleteFrom(lineTable(family))
    .where('id', 'in', [...ids])
    .execute();
}

export async function lineAnswer(db: PortalDb, family: BillFamily, headId: number, id: number): Promise<ApiRow> {
  const row = await readLine(db, family, headId, id);
  if (!row) throw businessError(LINE_NOT_FOUND);
  return lineToApi(family, row, await displayNames(db, family));
}
