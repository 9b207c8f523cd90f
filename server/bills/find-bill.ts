// One bill of the caller's company with its lines. A bill of another company is, to the
// caller, a bill that does not exist.
import { MAX_RECORD_ID } from '#core/record-id.ts';
import type { UntypedDb } from '../db/untyped.ts';
import type { PortalDb } from '../db/connect.ts';
import { dynamicDb } from './db.ts';
import type { BillFamily } from './family.ts';
import { displayNames } from './list/list-bills.ts';
import { headToApi, lineToApi, type ApiRow, type DbRow } from './rows.ts';

export const BILL_NOT_FOUND = '单据不存在或已被删除';

export function billId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_RECORD_ID ? id : null;
}

export async function findHead(db: UntypedDb | PortalDb, family: BillFamily, companyCode: string, id: number): Promise<DbRow | undefined> {
  return (await dynamicDb(db).selectFrom(family.headTable).selectAll().where('company_code', '=', companyCode).where('id', '=', id).executeTakeFirst()) as
    DbRow | undefined;
}

/** The lines of one bill, or of several (each bill's lines in their order). */
export async function findLines(db: UntypedDb | PortalDb, family: BillFamily, headIds: number | readonly number[]): Promise<DbRow[]> {
  const ids = typeof headIds === 'number' ? [headIds] : [...headIds];
  if (!family.lineTable || ids.length === 0) return [];
  return (await dynamicDb(db).selectFrom(family.lineTable).selectAll().where('head_id', 'in', ids).orderBy('id').execute()) as DbRow[];
}

/** The detail answer: header fields, names, and `lines` when the family has any. */
export async function billDetail(db: PortalDb, family: BillFamily, companyCode: string, id: number): Promise<ApiRow | null> {
  const head = await findHead(db, family, companyCode, id);
  if (!head) return null;
  const [lines, names] = await Promise.all([findLines(db, family, id), displayNames(db, family)]);
  const detail = headToApi(family, head, names);
  if (family.lineTable) detail.lines = lines.map((line) => lineToApi(family, line, names));
  return detail;
}
