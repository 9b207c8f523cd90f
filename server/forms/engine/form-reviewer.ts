// The reviewer of the engine forms (issue 25 point 1): stands in for the authority that decides a
// submitted record, as the customs simulator stands in for customs. A record in the reviewer's
// state (reviewer.reviews) is decided after PORTAL_FORM_REVIEW_DELAY_MS (0: in the submitting
// request itself, right after its transaction, so tests see the decision in the answer); every API
// process polls for due records. The decision follows the definition: the record must still pass
// its form's checks and hold its required attachments, and the first of reviewer.rules it breaks
// (field op value, the customs rules' vocabulary) returns it with the rule's reason; otherwise it is
// approved. An operator decides by hand with `npm run review-form` (decideByHand). Deciding moves
// the record only from the reviewer's state, so two processes (or the operator and the poll) never
// both decide; each decision is a history record.
import type { FastifyBaseLogger } from 'fastify';
import { ReviewPoller } from '../review-poller.ts';
import { breaksRule } from '../../simulator/customs-rules.ts';
import { loadDictionaries, type DictionaryValues } from '../../bills/options/dictionaries.ts';
import type { UntypedDb } from '../../db/untyped.ts';
import { validateFormBody } from '../validate-form.ts';
import type { EngineForm } from './engine-form.ts';
import { addHistory, filesOf, findRecord, findRecordById, moveRecord, recordsInState } from './form-store.ts';
import { msgMissingFile } from './form-service.ts';

export type Decision = { kind: 'approve'; opinion?: string } | { kind: 'return'; opinion?: string };

export class ReviewError extends Error {}

/** The dictionaries a review reads: the form's fields' and the attachment types'. */
function reviewDictionaries(db: UntypedDb, form: EngineForm): Promise<DictionaryValues> {
  return loadDictionaries(db, [...form.loaded.dictionaryCodes, ...(form.attachments ? [form.attachments.dictionary] : [])]);
}

/** What the reviewer decides on a record's data and attachment types: the definition's rules only. */
export function reviewerDecision(
  form: EngineForm,
  dictionaries: DictionaryValues,
  record: { data: Record<string, unknown>; fileTypes: ReadonlySet<string> },
): { approve: boolean; opinion: string } {
  const reviewer = form.reviewer!;
  const returned = (reason: string) => ({ approve: false, opinion: reason });
  const missing = form.attachments?.required.find((type) => !record.fileTypes.has(type));
  if (missing !== undefined) return returned(msgMissingFile(dictionaries.name(form.attachments!.dictionary, missing) ?? missing));
  const checked = validateFormBody(form.loaded, record.data, dictionaries);
  if (!checked.ok) return returned(checked.problems[0].message);
  for (const rule of reviewer.rules) {
    if (breaksRule(rule, record.data[rule.field])) return returned(rule.reason);
  }
  return { approve: true, opinion: reviewer.approve.opinion };
}

export class FormReviewers {
  private readonly poller = new ReviewPoller(() => this.reviewDue(), 'form review');

  constructor(
    private readonly db: UntypedDb,
    private readonly forms: readonly EngineForm[],
    readonly delayMs: number,
  ) {}

  private reviewed(): EngineForm[] {
    return this.forms.filter((form) => form.reviewer);
  }

  /**
   * Decides one record in the reviewer's state: by its rules, or as `byHand` says (the operator,
   * named `by`). False when it was not in that state (decided already, or taken back).
   */
  async review(form: EngineForm, recordId: number, now: number = Date.now(), byHand?: { decision: Decision; by: string }): Promise<boolean> {
    const reviewer = form.reviewer;
    if (!reviewer) return false;
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const dictionaries = await reviewDictionaries(this.db, form);
    return this.db.transaction().execute(async (trx) => {
      const row = await findRecordById(trx, form, recordId, { lock: true });
      if (!row || row.state !== reviewer.reviews) return false;
      let approve: boolean;
      let opinion: string;
      if (byHand) {
        approve = byHand.decision.kind === 'approve';
        opinion = byHand.decision.opinion || (approve ? reviewer.approve.opinion : (reviewer.return.opinion ?? '退回'));
      } else {
        const fileTypes = new Set((await filesOf(trx, form, row.id, row.companyCode)).map((file) => file.fileType));
        ({ approve, opinion } = reviewerDecision(form, dictionaries, { data: row.data, fileTypes }));
      }
      const state = approve ? reviewer.approve.to : reviewer.return.to;
      if (!(await moveRecord(trx, form, row.id, [reviewer.reviews], state, now))) return false;
      await addHistory(trx, form, row.id, { userName: byHand?.by ?? reviewer.name, state, opinion, note: null }, now);
      return true;
    });
  }

  /** The operator's decision on a company's record (npm run review-form); refuses by name when it is not under review. */
  async decideByHand(form: EngineForm, companyCode: string, decision: Decision, by: string, now: number = Date.now()): Promise<string> {
    const reviewer = form.reviewer;
    if (!reviewer) throw new ReviewError(`表单 ${form.id} 没有审核员（reviewer）`);
    const row = await findRecord(this.db, form, companyCode);
    if (!row) throw new ReviewError(`企业 ${companyCode} 没有表单 ${form.id} 的记录`);
    if (!(await this.review(form, row.id, now, { decision, by })))
      throw new ReviewError(`企业 ${companyCode} 的表单 ${form.id} 不在待审核状态（${reviewer.reviews}），未改动`);
    return decision.kind === 'approve' ? reviewer.approve.to : reviewer.return.to;
  }

  /** An action moved a record: decided now when there is no delay, else by the next poll after it. */
  async moved(form: EngineForm, recordId: number, state: string): Promise<void> {
    if (this.delayMs === 0 && form.reviewer?.reviews === state) await this.review(form, recordId);
  }

  /** Decides every record under review for at least the delay (at most 100 a form a round). */
  async reviewDue(now: number = Date.now()): Promise<number> {
    let decided = 0;
    for (const form of this.reviewed()) {
      for (const id of await recordsInState(this.db, form, form.reviewer!.reviews, now - this.delayMs, 100)) if (await this.review(form, id, now)) decided += 1;
    }
    return decided;
  }

  /** Polls for due records (only when there is a delay and a form with a reviewer). */
  start(log: FastifyBaseLogger): void {
    if (this.reviewed().length > 0) this.poller.start(log, this.delayMs);
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }
}
