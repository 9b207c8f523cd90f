// Stands in for the bank that reviews settlement applications (issue 13), the way the customs
// simulator stands in for customs. A submitted application is in declare; after the delay the
// bank receives it (audit), after the delay again it decides (approved or not_approved): by default
// a minute each, so a user sees 申报中 and then 审核中, and may 撤销 while it is there (issue 23).
// With delay 0 (the tests) both steps run inside the submitting transaction. Due steps are taken
// lazily: every settlement call first runs the steps whose time has come (review_due_at), so any
// process may take them and nothing runs in the background.
//
// The rule (docs/settlement-server.md): an application whose total amount exceeds
// BANK_REVIEW_LIMIT is not approved, with the audit opinion OVER_LIMIT_OPINION; every other one
// is approved with APPROVED_OPINION.
import { positiveInteger, type Environment, type PortalConfig } from '../config.ts';
import type { Kysely, Transaction } from 'kysely';
import { compareDecimals, parseDecimal } from '#core/decimal-text.ts';
import type { PortalDatabase } from '../db/schema.ts';
import { chinaDateTime } from '#core/china-time.ts';
import { moveWhereStill } from '../db/state-change.ts';

export const BANK_REVIEW_LIMIT = '5000000';
export const OVER_LIMIT_OPINION = `单笔结汇金额超过 ${BANK_REVIEW_LIMIT}，请拆分后重新申请`;
export const APPROVED_OPINION = '审核通过';
/** A minute between the bank's steps: long enough to see 审核中 and revoke, short enough to wait for. */
export const DEFAULT_BANK_DELAY_MS = 60_000;

type Db = Kysely<PortalDatabase> | Transaction<PortalDatabase>;

/**
 * bankDelayMs / PORTAL_BANK_DELAY_MS: milliseconds between the bank's steps (default 60000; 0:
 * decided on submit, as the tests set it). Read like the other simulators' delays
 * (server/forms/settings.ts): a test may put it on the config object it passes to buildApp, which
 * wins over the environment.
 */
export function bankDelayFrom(config: PortalConfig, env: Environment = process.env): number {
  const given = (config as PortalConfig & { bankDelayMs?: number }).bankDelayMs;
  return given ?? positiveInteger(env, 'PORTAL_BANK_DELAY_MS', DEFAULT_BANK_DELAY_MS);
}

export class BankSimulator {
  constructor(public delayMs: number) {}

  /** The bank's decision on an application of this total. */
  static decide(totalAmount: string): { state: 'approved' | 'not_approved'; opinion: string } {
    return compareDecimals(parseDecimal(totalAmount), parseDecimal(BANK_REVIEW_LIMIT)) > 0
      ? { state: 'not_approved', opinion: OVER_LIMIT_OPINION }
      : { state: 'approved', opinion: APPROVED_OPINION };
  }

  /** Called in the submitting transaction once the application is in declare. */
  async submitted(trx: Transaction<PortalDatabase>, id: number, now: number): Promise<void> {
    await trx
      .updateTable('settlement_declare')
      .set({ review_due_at: now + this.delayMs })
      .where('id', '=', id)
      .execute();
    if (this.delayMs === 0) {
      await this.step(trx, id, now);
      await this.step(trx, id, now);
    }
  }

  /** Takes every due step (of every company: the bank serves them all). */
  async processDue(db: Kysely<PortalDatabase>, now: number = Date.now()): Promise<number> {
    const due = await db
      .selectFrom('settlement_declare')
      .select('id')
      .where('review_due_at', '<=', now)
      .where('state', 'in', ['declare', 'audit'])
      .orderBy('review_due_at')
      .limit(100)
      .execute();
    for (const { id } of due) await db.transaction().execute((trx) => this.step(trx, id, now));
    return due.length;
  }

  /** One step of one application, if it is still where the bank left it. */
  private async step(db: Db, id: number, now: number): Promise<void> {
    const row = await db.selectFrom('settlement_declare').select(['state', 'total_amount', 'review_due_at']).where('id', '=', id).executeTakeFirst();
    if (!row || row.review_due_at === null || Number(row.review_due_at) > now) return;
    const updateTime = chinaDateTime(now);
    if (row.state === 'declare') {
      await moveWhereStill(db, {
        table: 'settlement_declare',
        ids: [id],
        from: ['declare'],
        set: { state: 'audit', review_due_at: now + this.delayMs, update_time: updateTime },
      });
      return;
    }
    if (row.state !== 'audit') return;
    const decision = BankSimulator.decide(row.total_amount);
    // Only from audit: an application the user revoked meanwhile stays revoked.
    const moved = await moveWhereStill(db, {
      table: 'settlement_declare',
      ids: [id],
      from: ['audit'],
      set: { state: decision.state, audit_opinion: decision.opinion, review_due_at: null, update_time: updateTime },
    });
    // A declined application lets its bills go (they may be declared again elsewhere).
    if (decision.state === 'not_approved' && moved.length > 0) {
      await db.deleteFrom('settlement_bill').where('declare_id', '=', id).execute();
    }
  }
}
