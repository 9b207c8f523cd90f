// Stands in for the customs office that verifies subsidy applications (spec §4: wait_audit 待核验 →
// audit 核验中 → approved 核验完成), the way the bank simulator stands in for the bank. After
// PORTAL_SUBSIDY_DELAY_MS an application moves on a step; with 0 both steps run inside the apply
// request. Steps are taken lazily: every subsidy call first takes the steps whose time has come
// (due_at), so any process may take them and nothing runs in the background. A step moves the
// state only from the state it expects, so two processes never both take it.
//
// Approving makes the result rows from the application's imported waybills (docs/subsidy.md):
// per waybill a declaration number, a declaration time, the count of sub-waybills and a road bill
// number, derived from the waybill number (the same waybill always verifies the same way), and a
// note: 核验通过, or why not (the pick-up time is outside the check period, or the receiving company
// is not one the application bound).
import type { Insertable, Kysely, Transaction } from 'kysely';
import { positiveInteger, type Environment, type PortalConfig } from '../config.ts';
import { moveWhereStill } from '../db/state-change.ts';
import { chinaDateTime, parseChinaDateTime } from '#core/china-time.ts';
import { SUBSIDY_STATES } from '#core/subsidy/subsidy.ts';
import type { PortalDatabase, SubsidyResultTable } from '../db/schema.ts';

type Db = Kysely<PortalDatabase>;
type Trx = Transaction<PortalDatabase>;

export const DEFAULT_SUBSIDY_DELAY_MS = 5000;
export const RESULT_BATCH = 1000;
export const NOTE_PASSED = '核验通过';
export const NOTE_OUT_OF_PERIOD = '提货时间不在核验期间内，不予核验';
export const NOTE_NOT_BOUND = '收款单位不在绑定企业中，不予核验';

/** subsidyDelayMs on the config object (tests), else PORTAL_SUBSIDY_DELAY_MS (default 5000). */
export function subsidyDelayFrom(config: PortalConfig, env: Environment = process.env): number {
  const given = (config as PortalConfig & { subsidyDelayMs?: number }).subsidyDelayMs;
  return given ?? positiveInteger(env, 'PORTAL_SUBSIDY_DELAY_MS', DEFAULT_SUBSIDY_DELAY_MS);
}

/** FNV-1a: a stable number from a waybill number. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

interface Application {
  id: number;
  company_code: string;
  apply_type: string;
  ck_start_time: string;
  ck_end_time: string;
  import_no: string;
}

/** The verification of one waybill (all fields of the four forms; each form shows its own). */
export function verifyWaybill(
  application: Application,
  bound: ReadonlySet<string>,
  bill: { row_no: number; rec_company_name: string; bill_no: string; take_time: string; flight_no: string; flight_date: string; gross_weight: string },
): Insertable<SubsidyResultTable> {
  const hash = hashOf(bill.bill_no);
  const declared = parseChinaDateTime(bill.take_time) - ((hash % 46) + 2) * 3_600_000;
  const year = bill.take_time.slice(0, 4);
  const direction = application.apply_type.startsWith('I') ? '0' : '1';
  const day = bill.take_time.slice(0, 10);
  let notes = NOTE_PASSED;
  if (day < application.ck_start_time || day > application.ck_end_time) notes = NOTE_OUT_OF_PERIOD;
  else if (!bound.has(bill.rec_company_name)) notes = NOTE_NOT_BOUND;
  return {
    subsidy_id: application.id,
    company_code: application.company_code,
    row_no: bill.row_no,
    app_time: chinaDateTime(declared),
    take_time: bill.take_time,
    bill_no: bill.bill_no,
    voy_no: bill.flight_no,
    subcl_num: 1 + (hash % 300),
    gross_weight: bill.gross_weight,
    decl_no: `5141${year}${direction}${String(hash % 1_000_000_000).padStart(9, '0')}`,
    road_no: `LD${bill.flight_date.replace(/-/g, '')}${String(hash % 10_000).padStart(4, '0')}`,
    notes,
  };
}

export class SubsidyVerifier {
  constructor(public delayMs: number) {}

  /** The due time of an application just submitted. */
  firstDue(now: number): number {
    return now + this.delayMs;
  }

  /** Takes every step whose time has come. */
  async processDue(db: Db, now: number = Date.now()): Promise<void> {
    for (let round = 0; round < 10; round += 1) {
      const due = await db
        .selectFrom('subsidy_apply')
        .select(['id', 'state'])
        .where('due_at', 'is not', null)
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(20)
        .execute();
      if (due.length === 0) return;
      for (const row of due) await this.step(db, row.id, row.state, now);
    }
  }

  /** One step, only from the state it was read in (two processes taking the same step move it once). */
  private async step(db: Db, id: number, state: string, now: number): Promise<void> {
    const move = (trx: Db | Trx, set: Record<string, unknown>) => moveWhereStill(trx, { table: 'subsidy_apply', ids: [id], from: [state], set });
    if (state === SUBSIDY_STATES.waitAudit) {
      await move(db, { state: SUBSIDY_STATES.audit, due_at: now + this.delayMs, update_time: chinaDateTime(now) });
      return;
    }
    if (state !== SUBSIDY_STATES.audit) {
      await move(db, { due_at: null });
      return;
    }
    await db.transaction().execute(async (trx) => {
      if ((await move(trx, { state: SUBSIDY_STATES.approved, due_at: null, update_time: chinaDateTime(now) })).length === 0) return;
      await makeResults(trx, id);
    });
  }
}

/** The result rows of an application, from its imported waybills, in batches. */
export async function makeResults(trx: Trx, id: number): Promise<number> {
  const application = await trx
    .selectFrom('subsidy_apply')
    .select(['id', 'company_code', 'apply_type', 'ck_start_time', 'ck_end_time', 'import_no'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const bound = new Set(
    (await trx.selectFrom('subsidy_apply_company').select('rec_company_name').where('subsidy_id', '=', id).execute()).map((row) => row.rec_company_name),
  );
  let made = 0;
  let after = 0;
  for (;;) {
    const bills = await trx
      .selectFrom('subsidy_bill')
      .select(['row_no', 'rec_company_name', 'bill_no', 'take_time', 'flight_no', 'flight_date', 'gross_weight'])
      .where('company_code', '=', application.company_code)
      .where('import_no', '=', application.import_no)
      .where('row_no', '>', after)
      .orderBy('row_no')
      .limit(RESULT_BATCH)
      .execute();
    if (bills.length === 0) return made;
    await trx
      .insertInto('subsidy_result')
      .values(bills.map((bill) => verifyWaybill(application, bound, bill)))
      .execute();
    made += bills.length;
    after = bills[bills.length - 1].row_no;
  }
}
