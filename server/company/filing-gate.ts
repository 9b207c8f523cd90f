// The bill gate (bill-families-and-screens.md §6, issue 12): a company may work with bills once
// customs (the filing reviewer) has approved its filing. "Approved" means an approval record in the
// approved state exists: a later change of the filing under review or returned does not take the
// approval away (customs keeps the filed record until it approves the change), so the gate is
// monotonic — once open it stays open — and a positive answer is kept in memory for good (bounded),
// which makes the check free for every working company after its first bill call. A company not yet
// approved costs one indexed read per bill call (company.code unique, then the records' company
// index). The session answer (login) says the same (filingApproved) so the browser shows the gate,
// and the customs code of the APPROVED record (company_filing.approved_data, migration 0016): a
// saved but unapproved change of the filing never reaches the session, collect actions or new bills.
import type { Kysely } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';
import { CUSTOMS_CODE_FIELD, FILING_STATE } from './filing-form.ts';
import { approvedValue } from './filing-identity.ts';
import { parseFilingData } from './filing-store.ts';

/** Approved companies, per database (tests run several portals in one process). */
const approvedByDb = new WeakMap<object, Set<string>>();
const MAX_REMEMBERED = 100_000;

/** True when the company's filing has been approved (checked on every bill route). */
export async function isFilingApproved(db: Kysely<PortalDatabase>, companyCode: string): Promise<boolean> {
  let approvedCompanies = approvedByDb.get(db);
  if (!approvedCompanies) approvedByDb.set(db, (approvedCompanies = new Set()));
  if (approvedCompanies.has(companyCode)) return true;
  const row = await db
    .selectFrom('company_approval_record')
    .innerJoin('company', 'company.id', 'company_approval_record.company_id')
    .select('company_approval_record.id')
    .where('company.code', '=', companyCode)
    .where('company_approval_record.state', '=', FILING_STATE.approved)
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return false;
  if (approvedCompanies.size >= MAX_REMEMBERED) approvedCompanies.clear();
  approvedCompanies.add(companyCode);
  return true;
}

export interface FilingSession {
  /** The company's filing has been approved: bill pages are open. */
  filingApproved: boolean;
  /** The approved record's customs registration code (new bills' copCode), else null. */
  customsRegistCode: string | null;
}

/** What the session answer says about the company's filing. */
export async function filingSession(db: Kysely<PortalDatabase>, companyCode: string | null): Promise<FilingSession> {
  if (!companyCode || !(await isFilingApproved(db, companyCode))) return { filingApproved: false, customsRegistCode: null };
  const row = await db
    .selectFrom('company_filing')
    .innerJoin('company', 'company.id', 'company_filing.company_id')
    .select('company_filing.approved_data')
    .where('company.code', '=', companyCode)
    .executeTakeFirst();
  const approved = row?.approved_data ? parseFilingData(row.approved_data) : null;
  return { filingApproved: true, customsRegistCode: approvedValue(approved, CUSTOMS_CODE_FIELD) };
}
