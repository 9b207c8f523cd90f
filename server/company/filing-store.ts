// Reading and writing a company's filing (migrations 0006, 0016): the filing row (the form's fields
// as one JSON document, the approval state, the authorisation code, a version, the approved
// record), its attachments and its approval records. Every function takes the company's id:
// callers resolve it from the caller's company code once, so no query can reach another company's
// rows.
import { sql, type Kysely, type Transaction } from 'kysely';
import { moveWhereStill } from '../db/state-change.ts';
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
  /** The fields as the reviewer last approved them; null when never approved (filing-identity.ts). */
  approvedData: Record<string, unknown> | null;
}

/** A stored JSON document of the form's fields ({} when unreadable). */
export function parseFilingData(text: string): Record<string, unknown> {
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
  return {
    companyId,
    data: parseFilingData(row.data),
    approveState: row.approve_state,
    authCode: row.auth_code,
    version: Number(row.version),
    approvedData: row.approved_data === null ? null : parseFilingData(row.approved_data),
  };
}

/**
 * Creates the company's filing as a draft holding `data` when it has none; true when this call
 * created it. INSERT … ON CONFLICT DO NOTHING: of two first saves at once, one inserts and the
 * other (on PostgreSQL after waiting for the first to commit) inserts nothing and goes on to
 * update the row like any later save, so neither meets a primary-key violation.
 */
export async function createFilingIfAbsent(db: FilingDb, companyId: number, data: Record<string, unknown>, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('company_filing')
    .values({ company_id: companyId, data: JSON.stringify(data), approve_state: FILING_STATE.draft, auth_code: null, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('company_id').doNothing())
    .returning('company_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Writes the filing's data over the existing row (the state is kept). */
export async function storeFilingData(db: FilingDb, companyId: number, data: Record<string, unknown>, now: number): Promise<void> {
  await db
    .updateTable('company_filing')
    .set((eb) => ({ data: JSON.stringify(data), updated_at: now, version: eb('version', '+', 1) }))
    .where('company_id', '=', companyId)
    .execute();
}

/** A filing row for a company that has none yet (an empty draft), e.g. before its first attachment or code; race-safe. */
export async function ensureFiling(db: FilingDb, companyId: number, now: number): Promise<void> {
  await createFilingIfAbsent(db, companyId, {}, now);
}

/** Moves the filing to `to` only when it is in one of `from` (so two reviewers never both decide); true when it moved. */
export async function moveFilingState(db: FilingDb, companyId: number, from: readonly string[], to: string, now: number): Promise<boolean> {
  const moved = await moveWhereStill(db, {
    table: 'company_filing',
    key: 'company_id',
    ids: [companyId],
    column: 'approve_state',
    from,
    set: { approve_state: to, updated_at: now, version: sql`version + 1` },
  });
  return moved.length > 0;
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
