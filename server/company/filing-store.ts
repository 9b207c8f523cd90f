// Reading and writing a company's filing (migration 0006): the filing row (the form's fields as
// one JSON document, the approval state, the authorisation code, a version), its attachments and
// its approval records. Every function takes the company's id: callers resolve it from the
// caller's company code once, so no query can reach another company's rows.
import type { Kysely, Transaction } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';
import { isPostgres } from '../db/dialect.ts';
import type { UntypedDb } from '../db/untyped.ts';
import { FILING_STATE } from './filing-form.ts';

export type FilingDb = Kysely<PortalDatabase> | Transaction<PortalDatabase>;

export interface FilingRow {
  companyId: number;
  data: Record<string, unknown>;
  approveState: string;
  authCode: string | null;
  version: number;
}

function parseData(text: string): Record<string, unknown> {
  try {
    const data = JSON.parse(text) as unknown;
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The caller's company (id and name) by its code; undefined when it does not exist. */
export async function companyByCode(db: FilingDb, code: string) {
  return db.selectFrom('company').select(['id', 'name', 'code']).where('code', '=', code).executeTakeFirst();
}

/**
 * The company's filing. `lock` (inside a transaction): on PostgreSQL the row stays locked until the
 * transaction ends, so a change and a declaration of the same filing never interleave; SQLite's
 * single writer serialises write transactions already.
 */
export async function findFiling(db: FilingDb, companyId: number, options: { lock?: boolean } = {}): Promise<FilingRow | undefined> {
  let query = db.selectFrom('company_filing').selectAll().where('company_id', '=', companyId);
  if (options.lock && isPostgres(db as UntypedDb)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return { companyId, data: parseData(row.data), approveState: row.approve_state, authCode: row.auth_code, version: Number(row.version) };
}

/** Writes the filing's data (a new filing starts as a draft); answers the state after the write. */
export async function storeFilingData(db: FilingDb, companyId: number, data: Record<string, unknown>, now: number): Promise<void> {
  const text = JSON.stringify(data);
  const updated = await db
    .updateTable('company_filing')
    .set((eb) => ({ data: text, updated_at: now, version: eb('version', '+', 1) }))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('company_filing')
    .values({ company_id: companyId, data: text, approve_state: FILING_STATE.draft, auth_code: null, created_at: now, updated_at: now })
    .execute();
}

/** A filing row for a company that has none yet (an empty draft), e.g. before its first attachment or code. */
export async function ensureFiling(db: FilingDb, companyId: number, now: number): Promise<void> {
  if (await db.selectFrom('company_filing').select('company_id').where('company_id', '=', companyId).executeTakeFirst()) return;
  await db
    .insertInto('company_filing')
    .values({ company_id: companyId, data: '{}', approve_state: FILING_STATE.draft, auth_code: null, created_at: now, updated_at: now })
    .execute();
}

/** Moves the filing to `to` only when it is in one of `from` (so two reviewers never both decide); true when it moved. */
export async function moveFilingState(db: FilingDb, companyId: number, from: readonly string[] | null, to: string, now: number): Promise<boolean> {
  let query = db
    .updateTable('company_filing')
    .set((eb) => ({ approve_state: to, updated_at: now, version: eb('version', '+', 1) }))
    .where('company_id', '=', companyId);
  if (from !== null) query = query.where('approve_state', 'in', [...from]);
  return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
}

export async function setAuthCode(db: FilingDb, companyId: number, code: string, now: number): Promise<void> {
  await ensureFiling(db, companyId, now);
  await db.updateTable('company_filing').set({ auth_code: code, updated_at: now }).where('company_id', '=', companyId).execute();
}

export interface ApprovalStep {
  userName: string;
  state: string;
  opinion: string | null;
  note: string | null;
}

export async function addApprovalRecord(db: FilingDb, companyId: number, step: ApprovalStep, now: number): Promise<void> {
  await db
    .insertInto('company_approval_record')
    .values({ company_id: companyId, operation_time: now, user_name: step.userName, state: step.state, opinion: step.opinion, note: step.note })
    .execute();
}

export async function approvalRecords(db: FilingDb, companyId: number) {
  return db
    .selectFrom('company_approval_record')
    .select(['operation_time', 'user_name', 'state', 'opinion', 'note'])
    .where('company_id', '=', companyId)
    .orderBy('operation_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function companyFiles(db: FilingDb, companyId: number) {
  return db.selectFrom('company_file').select(['id', 'file_type', 'file_uri', 'file_name']).where('company_id', '=', companyId).orderBy('id').execute();
}
