// Stands in for the far end of the families that have no customs message (报关单, the platform's
// own applications; BRIEF "Data, scale and the real parts"): a declared bill receives its
// receipts over time. Families with a customs message are answered through the transfer folders
// (counterpart/customs-counterpart.ts). The queue lives in the database (simulator_job), so any API process may
// take a due step; a step is claimed with a short lock before it runs, and a job whose bill is
// no longer in the expected state (changed by a user meanwhile) is dropped. With delay 0 the
// whole plan is applied inside the declaring transaction.
import type { PortalDb } from '../db/connect.ts';
import { dynamicDb, engineDb, type EngineTrx } from '../bills/db.ts';
import type { BillFamily } from '../bills/family.ts';
import { loadStateList } from '../bills/options/states.ts';
import type { DbRow } from '../bills/rows.ts';
import { insertInSlices } from '../db/insert-in-slices.ts';
import { applyStep } from './apply-step.ts';
import { receiptPlan } from './plan.ts';

const CLAIM_MS = 60_000;
const BATCH = 100;

export interface DeclaredBill {
  id: number;
  companyCode: string;
  /** The state the bill was declared into. */
  state: string;
}

export class CustomsSimulator {
  private readonly families: Map<string, BillFamily>;

  constructor(
    private readonly db: PortalDb,
    families: readonly BillFamily[],
    readonly delayMs: number,
  ) {
    this.families = new Map(families.map((family) => [family.id, family]));
  }

  /** Called inside the declaring transaction, after the bills reached their declared state. */
  async declared(trx: EngineTrx, family: BillFamily, bills: readonly DeclaredBill[], now: number): Promise<void> {
    // A family this simulator does not serve gets its receipts another way (customs messages).
    if (bills.length === 0 || !this.families.has(family.id)) return;
    const ids = bills.map((bill) => bill.id);
    await trx.deleteFrom('simulator_job').where('family', '=', family.id).where('bill_id', 'in', ids).execute();
    if (this.delayMs === 0) {
      const states = await loadStateList(trx, family);
      const rows = (await dynamicDb(trx).selectFrom(family.headTable).selectAll().where('id', 'in', ids).execute()) as DbRow[];
      for (const row of rows) {
        const bill = { id: Number(row.id), companyCode: String(row.company_code) };
        let state = String(row.state);
        for (const step of receiptPlan(family, states, row)) {
          if (!(await applyStep(trx, family, bill, state, step, now))) break;
          state = step.status;
        }
      }
      return;
    }
    const jobs = bills.map((bill) => ({
      family: family.id,
      bill_id: bill.id,
      company_code: bill.companyCode,
      step: 0,
      expect_state: bill.state,
      due_at: now + this.delayMs,
      locked_until: null,
      created_at: now,
    }));
    await insertInSlices(trx, 'simulator_job', jobs);
  }

  /** Runs every step due at `now` that no other process holds; answers how many ran. */
  async processDueJobs(now: number = Date.now()): Promise<number> {
    const db = engineDb(this.db);
    const due = await db
      .selectFrom('simulator_job')
      .selectAll()
      .where('due_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('due_at')
      .limit(BATCH)
      .execute();
    let ran = 0;
    for (const job of due) {
      const family = this.families.get(job.family);
      if (!family) {
        // Queued before its family went over to customs messages (or was removed): nothing to run.
        await db.deleteFrom('simulator_job').where('id', '=', job.id).execute();
        continue;
      }
      const claim = await db
        .updateTable('simulator_job')
        .set({ locked_until: now + CLAIM_MS })
        .where('id', '=', job.id)
        .where('step', '=', job.step)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;
      await db.transaction().execute((trx) => this.runJob(trx, family, job, now));
      ran += 1;
    }
    return ran;
  }

  private async runJob(
    trx: EngineTrx,
    family: BillFamily,
    job: { id: number; bill_id: number; company_code: string; step: number; expect_state: string },
    now: number,
  ) {
    const row = (await dynamicDb(trx)
      .selectFrom(family.headTable)
      .selectAll()
      .where('id', '=', job.bill_id)
      .where('company_code', '=', job.company_code)
      .executeTakeFirst()) as DbRow | undefined;
    const plan = row && String(row.state) === job.expect_state ? receiptPlan(family, await loadStateList(trx, family), row) : [];
    const step = plan[job.step];
    if (!row || !step) {
      await trx.deleteFrom('simulator_job').where('id', '=', job.id).execute();
      return;
    }
    const applied = await applyStep(trx, family, { id: job.bill_id, companyCode: job.company_code }, job.expect_state, step, now);
    if (applied && job.step + 1 < plan.length) {
      await trx
        .updateTable('simulator_job')
        .set({ step: job.step + 1, expect_state: step.status, due_at: now + this.delayMs, locked_until: null })
        .where('id', '=', job.id)
        .execute();
    } else {
      await trx.deleteFrom('simulator_job').where('id', '=', job.id).execute();
    }
  }
}
