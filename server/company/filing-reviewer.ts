// The filing reviewer: stands in for customs as the bill simulator does (server/simulator). A
// declared filing (under review) is decided after a delay (PORTAL_FILING_REVIEW_DELAY_MS,
// server/forms/settings.ts): with 0 the declaring request decides it itself, right after its own
// transaction, so tests see the decision in apply's answer; otherwise every API process polls for
// filings under review longer than the delay. Deciding moves the state only from "under review",
// so two processes never both decide. Each decision is an approval record (the reviewer, the new
// state, the opinion).
//
// The rules are customs', not the form's: the filing must still pass its form's checks, its
// attachments must hold a business licence scan (file type 1) and a customs registration
// certificate (file type 2) — the two the page's hint asks for — and its unique identity values
// (credit code, customs code) must not be another company's approved identity. Otherwise it is
// returned with what is wrong. An approval makes the filing's data the company's approved record
// (filing-identity.ts): only then does a changed identity reach the session, the agreement and
// new bills.
import type { FastifyBaseLogger } from 'fastify';
import { ReviewPoller } from '../forms/review-poller.ts';
import type { Kysely } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';
import { loadDictionaries } from '../bills/options/dictionaries.ts';
import { validateFormBody } from '../forms/validate-form.ts';
import { isUniqueViolation } from '../db/conflicts.ts';
import { FILING_STATE, type FilingForm } from './filing-form.ts';
import { identityConflict, msgIdentityTaken, storeApprovedRecord } from './filing-identity.ts';
import { addApprovalRecord, companyFiles, findFiling, moveFilingState } from './filing-store.ts';

export const REVIEWER_NAME = '海关审核员';
export const MSG_REVIEW_APPROVED = '备案信息审核通过';
export const MSG_REVIEW_MISSING_FILES = '缺少营业执照扫描件或海关注册登记证书；请补充附件后重新申报';
/** The attachment types customs asks for: 营业执照扫描件, 海关注册登记证书 (dictionary company_file_type). */
export const REQUIRED_FILE_TYPES = ['1', '2'] as const;

export class FilingReviewer {
  private readonly poller = new ReviewPoller(() => this.reviewDue(), 'filing review');

  constructor(
    private readonly db: Kysely<PortalDatabase>,
    private readonly filing: FilingForm,
    readonly delayMs: number,
  ) {}

  /**
   * Decides one filing under review; false when it was not under review (already decided). Two
   * companies approved at once with one code: the identity key lets one through and fails the
   * other's transaction, whose second attempt sees the code taken and returns the filing.
   */
  async review(companyId: number, now: number = Date.now()): Promise<boolean> {
    try {
      return await this.decide(companyId, now);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.decide(companyId, now);
    }
  }

  private async decide(companyId: number, now: number): Promise<boolean> {
    const dictionaries = await loadDictionaries(this.db, this.filing.form.dictionaryCodes);
    return this.db.transaction().execute(async (trx) => {
      const row = await findFiling(trx, companyId, { lock: true });
      if (!row || row.approveState !== this.filing.underReview) return false;
      const types = new Set((await companyFiles(trx, companyId)).map((file) => file.file_type));
      const checked = validateFormBody(this.filing.form, row.data, dictionaries);
      let opinion: string = MSG_REVIEW_APPROVED;
      let state: string = FILING_STATE.approved;
      if (!REQUIRED_FILE_TYPES.every((type) => types.has(type))) {
        state = FILING_STATE.returned;
        opinion = MSG_REVIEW_MISSING_FILES;
      } else if (!checked.ok) {
        state = FILING_STATE.returned;
        opinion = `备案信息有误：${checked.problems[0].message}；请修改后重新申报`;
      } else {
        const conflict = await identityConflict(trx, this.filing, companyId, checked.data);
        if (conflict) {
          state = FILING_STATE.returned;
          opinion = `备案信息有误：${msgIdentityTaken(conflict)}；请修改后重新申报`;
        }
      }
      if (!(await moveFilingState(trx, companyId, [this.filing.underReview], state, now))) return false;
      if (state === FILING_STATE.approved) await storeApprovedRecord(trx, this.filing, companyId, row.data, now);
      await addApprovalRecord(trx, companyId, { userName: REVIEWER_NAME, state, opinion, note: null }, now);
      return true;
    });
  }

  /** A filing was declared: decided now when there is no delay, else by the next poll after the delay. */
  async declared(companyId: number): Promise<void> {
    if (this.delayMs === 0) await this.review(companyId);
  }

  /** Decides every filing under review for at least the delay. */
  async reviewDue(now: number = Date.now()): Promise<number> {
    const due = await this.db
      .selectFrom('company_filing')
      .select('company_id')
      .where('approve_state', '=', this.filing.underReview)
      .where('updated_at', '<=', now - this.delayMs)
      .limit(100)
      .execute();
    let decided = 0;
    for (const row of due) if (await this.review(row.company_id, now)) decided += 1;
    return decided;
  }

  /** Polls for due filings (only when there is a delay). */
  start(log: FastifyBaseLogger): void {
    this.poller.start(log, this.delayMs);
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }
}
