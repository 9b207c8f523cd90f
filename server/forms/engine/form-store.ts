// Reading and writing an engine form's records (form_{id}, form-table.ts), their attachments
// (form_file) and approval history (form_history). Every function takes the caller's company
// code, so no query reaches another company's rows; a state change is conditional on the state it
// was checked in (moveWhereStill), so two requests never both move one record.
import { sql } from 'kysely';
import { fieldKindOf, isNumericField } from '#core/fields/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { moveWhereStill } from '../../db/state-change.ts';
import type { UntypedDb, UntypedTransaction } from '../../db/untyped.ts';
import type { EngineForm } from './engine-form.ts';

export type FormDb = UntypedDb | UntypedTransaction;

export interface FormRecordRow {
  id: number;
  state: string;
  version: number;
  updatedAt: number;
  data: Record<string, unknown>;
}

function readValue(form: EngineForm, row: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of form.fields) {
    const value = row[field.column];
    if (value === null || value === undefined) continue;
    if (fieldKindOf(field) === 'check') data[field.name] = value === true || value === 1 || value === '1' || value === 't';
    else data[field.name] = isNumericField(field) ? Number(value) : value;
  }
  return data;
}

/** The record's columns from its fields; a yes/no is a boolean on PostgreSQL and 1/0 on SQLite (which binds no booleans). */
function columnsOf(db: FormDb, form: EngineForm, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const postgres = isPostgres(db as UntypedDb);
  const columns: Record<string, unknown> = {};
  for (const field of form.fields) {
    const value = data[field.name];
    columns[field.column] = value === undefined ? null : typeof value === 'boolean' && !postgres ? Number(value) : value;
  }
  return columns;
}

/** The company's record; `lock` holds the row until the transaction ends (PostgreSQL). */
export async function findRecord(db: FormDb, form: EngineForm, companyCode: string, options: { lock?: boolean } = {}): Promise<FormRecordRow | undefined> {
  let query = db.selectFrom(form.table).selectAll().where('company_code', '=', companyCode);
  if (options.lock && isPostgres(db as UntypedDb)) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return { id: Number(row.id), state: String(row.state), version: Number(row.version), updatedAt: Number(row.updated_at), data: readValue(form, row) };
}

/** The record by its id (the reviewer, the operator). */
export async function findRecordById(db: FormDb, form: EngineForm, id: number, options: { lock?: boolean } = {}) {
  let query = db.selectFrom(form.table).selectAll().where('id', '=', id);
  if (options.lock && isPostgres(db as UntypedDb)) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return { id: Number(row.id), companyCode: String(row.company_code), state: String(row.state), version: Number(row.version), data: readValue(form, row) };
}

/**
 * Creates the company's record in the form's first state when it has none; INSERT … ON CONFLICT
 * DO NOTHING, so of two first saves at once one inserts and the other updates. Answers the
 * record's id either way.
 */
export async function ensureRecord(db: FormDb, form: EngineForm, companyCode: string, data: Readonly<Record<string, unknown>>, now: number): Promise<number> {
  const inserted = await db
    .insertInto(form.table)
    .values({ ...columnsOf(db, form, data), company_code: companyCode, state: form.initialState, version: 0, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('company_code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return Number((inserted as { id: unknown }).id);
  const row = await db.selectFrom(form.table).select('id').where('company_code', '=', companyCode).executeTakeFirstOrThrow();
  return Number((row as { id: unknown }).id);
}

/** A new record of a new-record form (a feedback); answers its id. */
export async function insertNewRecord(
  db: FormDb,
  form: EngineForm,
  caller: { companyCode: string; userId: number },
  data: Readonly<Record<string, unknown>>,
  now: number,
): Promise<number> {
  const inserted = await db
    .insertInto(form.table)
    .values({ ...columnsOf(db, form, data), company_code: caller.companyCode, user_id: caller.userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number((inserted as { id: unknown }).id);
}

/** Writes the record's fields (the state is kept) and raises its version. */
export async function storeRecord(db: FormDb, form: EngineForm, id: number, data: Readonly<Record<string, unknown>>, now: number): Promise<void> {
  await db
    .updateTable(form.table)
    .set({ ...columnsOf(db, form, data), updated_at: now, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** Moves the record to `to` only when it is still in one of `from`; true when it moved. */
export async function moveRecord(db: FormDb, form: EngineForm, id: number, from: readonly string[], to: string, now: number): Promise<boolean> {
  const moved = await moveWhereStill(db, { table: form.table, ids: [id], from, set: { state: to, updated_at: now, version: sql`version + 1` } });
  return moved.length > 0;
}

/** Records in `state` since at least `before` (the reviewer's due work), at most `limit`. */
export async function recordsInState(db: FormDb, form: EngineForm, state: string, before: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom(form.table).select('id').where('state', '=', state).where('updated_at', '<=', before).orderBy('id').limit(limit).execute();
  return rows.map((row) => Number((row as { id: unknown }).id));
}

export interface HistoryStep {
  userName: string;
  state: string;
  opinion: string | null;
  note: string | null;
}

export async function addHistory(db: FormDb, form: EngineForm, recordId: number, step: HistoryStep, now: number): Promise<void> {
  await db
    .insertInto('form_history')
    .values({ form: form.id, record_id: recordId, operation_time: now, user_name: step.userName, state: step.state, opinion: step.opinion, note: step.note })
    .execute();
}

export async function historyOf(db: FormDb, form: EngineForm, recordId: number) {
  const rows = await db
    .selectFrom('form_history')
    .select(['operation_time', 'user_name', 'state', 'opinion', 'note'])
    .where('form', '=', form.id)
    .where('record_id', '=', recordId)
    .orderBy('operation_time', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows as Array<{ operation_time: unknown; user_name: string; state: string; opinion: string | null; note: string | null }>;
}

export interface FormFileRow {
  id: number;
  fileType: string;
  uri: string;
  name: string;
}

export async function filesOf(db: FormDb, form: EngineForm, recordId: number, companyCode: string): Promise<FormFileRow[]> {
  const rows = await db
    .selectFrom('form_file')
    .select(['id', 'file_type', 'file_uri', 'file_name'])
    .where('form', '=', form.id)
    .where('record_id', '=', recordId)
    .where('company_code', '=', companyCode)
    .orderBy('id')
    .execute();
  return (rows as Array<{ id: unknown; file_type: string; file_uri: string; file_name: string }>).map((row) => ({
    id: Number(row.id),
    fileType: row.file_type,
    uri: row.file_uri,
    name: row.file_name,
  }));
}
