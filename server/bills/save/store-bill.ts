// Writes a validated bill: a new one starts in the family's draft state; an existing one may be
// rewritten only while its state is one the lifecycle lists as editable. A body that carries
// `lines` replaces the lines; one without keeps them (a header-only save).
import { draftState, editableIn } from '#core/definition/index.ts';
import { businessError } from '../../http/envelope.ts';
import { chinaDateTime } from '../clock.ts';
import { dynamicDb, type EngineTrx } from '../db.ts';
import { BILL_NOT_FOUND, findHead } from '../find-bill.ts';
import { writableHeadFields, writableLineFields, type BillFamily } from '../family.ts';
import { loadStateList } from '../options/states.ts';
import { toColumns } from '../rows.ts';
import { insertInSlices } from '../../db/insert-in-slices.ts';
import { nextVersion, staleBill } from './bill-version.ts';
import type { BillData } from '../validation/validate-bill.ts';

/** Rows per INSERT statement: far below either dialect's bound-parameter limit. */
const LINE_BATCH = 200;

export async function insertLines(trx: EngineTrx, family: BillFamily, headId: number, lines: ReadonlyArray<Record<string, unknown>>) {
  if (!family.lineTable || lines.length === 0) return;
  const rows = lines.map((line) => ({ head_id: headId, ...toColumns(writableLineFields(family), line) }));
  for (let start = 0; start < rows.length; start += LINE_BATCH) {
    await dynamicDb(trx)
      .insertInto(family.lineTable)
      .values(rows.slice(start, start + LINE_BATCH))
      .execute();
  }
}

/** Read-only fields the server sets: a new bill starts with their default (e.g. 是否已汇总 = 0). */
function serverDefaults(family: BillFamily): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of family.headFields) {
    if (field.readOnly && !field.system && field.schema.default !== undefined) out[field.column] = field.schema.default;
  }
  return out;
}

export async function insertBill(trx: EngineTrx, family: BillFamily, companyCode: string, data: BillData, now: number): Promise<number> {
  const time = chinaDateTime(now);
  const inserted = await dynamicDb(trx)
    .insertInto(family.headTable)
    .values({
      ...serverDefaults(family),
      ...toColumns(writableHeadFields(family), data),
      company_code: companyCode,
      state: draftState(family.definition),
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  await insertLines(trx, family, id, data.lines ?? []);
  return id;
}

/** Values bound per INSERT of many headers: far below either dialect's limit (SQLite 32,766, PostgreSQL 65,535). */
const VALUES_PER_INSERT = 10_000;

/**
 * Inserts new bills at once (the open API's bulk call): their headers in as few statements as the
 * bound-value limit allows, then all their lines. Answers the ids in the order of `bills`.
 */
export async function insertBills(trx: EngineTrx, family: BillFamily, companyCode: string, bills: readonly BillData[], now: number): Promise<number[]> {
  if (bills.length === 0) return [];
  const time = chinaDateTime(now);
  const defaults = serverDefaults(family);
  const heads: Record<string, unknown>[] = bills.map((data) => ({
    ...defaults,
    ...toColumns(writableHeadFields(family), data),
    company_code: companyCode,
    state: draftState(family.definition),
    create_time: time,
    update_time: time,
  }));
  const perStatement = Math.max(1, Math.floor(VALUES_PER_INSERT / Object.keys(heads[0]).length));
  const ids: number[] = [];
  for (let start = 0; start < heads.length; start += perStatement) {
    const slice = heads.slice(start, start + perStatement);
    const rows = (await dynamicDb(trx)
      .insertInto(family.headTable)
      .values(slice)
      .returning(['id', `${family.link.column} as business_key`])
      .execute()) as { id: number; business_key: unknown }[];
    // Both dialects answer a multi-row VALUES in its order; checked, since ids are matched by position.
    // Compared as text: a driver may answer a number column as a string (PostgreSQL's bigint).
    const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));
    rows.forEach((row, index) => {
      if (asText(row.business_key) !== asText(slice[index][family.link.column])) throw new Error(`${family.headTable}: inserted rows answered out of order`);
    });
    ids.push(...rows.map((row) => Number(row.id)));
  }
  if (family.lineTable) {
    const lines = bills.flatMap((data, index) => (data.lines ?? []).map((line) => ({ head_id: ids[index], ...toColumns(writableLineFields(family), line) })));
    await insertInSlices(trx, family.lineTable, lines);
  }
  return ids;
}

/**
 * Rewrites a bill read at `version`; refused when it is not editable, or someone wrote it since.
 * Every refusal is thrown before anything is written (the bulk call relies on it: no savepoint).
 */
export async function updateBill(trx: EngineTrx, family: BillFamily, companyCode: string, id: number, version: number, data: BillData, now: number) {
  const head = await findHead(trx, family, companyCode, id);
  if (!head) throw businessError(BILL_NOT_FOUND);
  const state = String(head.state);
  if (!editableIn(family.definition, state)) {
    const states = await loadStateList(trx, family);
    throw businessError(`当前状态「${states.name(state)}」不允许修改`);
  }
  const result = await dynamicDb(trx)
    .updateTable(family.headTable)
    .set({ ...toColumns(writableHeadFields(family), data), update_time: chinaDateTime(now), version: nextVersion() })
    .where('id', '=', id)
    .where('company_code', '=', companyCode)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    // Read again: on PostgreSQL the head above may predate the save that won (the update waited
    // for its row lock), and the answer must name the version the bill has now.
    const current = await findHead(trx, family, companyCode, id);
    throw staleBill(Number(current?.version ?? head.version ?? 0));
  }
  if (family.lineTable && data.lines !== undefined) {
    await dynamicDb(trx).deleteFrom(family.lineTable).where('head_id', '=', id).execute();
    await insertLines(trx, family, id, data.lines);
  }
}
