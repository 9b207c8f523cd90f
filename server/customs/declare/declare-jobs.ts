// A large batch 申报 in the background (issue 24: "a 10,000-bill batch declare whose request
// answers in ≤ 2 s while the messages are produced in the background with visible progress";
// docs/customs-messages/declaring.md). The request only records the job and answers its id; the
// job then
// 1. checks, outside any transaction: the bills are the caller's and in a state 申报 accepts, they
//    are complete (declare-check.ts), and each one's message builds and validates against the XSD
//    (in the worker pool, in slices whose count the user watches);
// 2. writes, in one short transaction, through the same runAction as every other declare, given
//    the checked messages: the bills are locked and must still have the version each message was
//    built from (else the batch is refused naming the bills changed meanwhile), then move to
//    申报中 with their 签名记录, all or none;
// 3. signs and writes each message to the outbox, the count of sent messages moving as it goes.
// Any refusal refuses the whole batch as a declare in the request would, by bill and reason, and
// nothing changes. Jobs of one process run one at a time, so a second large declare waits instead
// of halving the first's speed, and no job holds a write transaction while it checks.
// Progress lives in memory while the job runs and is written to its row (declare_job, migration
// 0021) every PROGRESS_WRITE_MS with a lease: another API process reads the row, and a row whose
// lease has passed was left by a process that stopped: it reads as interrupted.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { lifecycleAction } from '#core/definition/index.ts';
import { ActionRefusal, refusal, type RefusedBill } from '../../bills/actions/action-refusal.ts';
import { undeclarableBills } from '../../bills/actions/declare-check.ts';
import { refusedBills, runAction, type ActionCall } from '../../bills/actions/run-action.ts';
import { dynamicDb, engineDb } from '../../bills/db.ts';
import type { BillEngine } from '../../bills/engine.ts';
import type { BillFamily } from '../../bills/family.ts';
import { loadStateList } from '../../bills/options/states.ts';
import type { DbRow } from '../../bills/rows.ts';
import type { PortalDb } from '../../db/connect.ts';
import type { DeclareJobPhase, DeclareJobView } from '#core/declare-jobs.ts';
import { checkDeclaredMessages } from './declared-messages.ts';

export const PROGRESS_WRITE_MS = 1000;
/** How long a job is held after its process last said it is alive. */
export const LEASE_MS = 10_000;
/** Refused bills kept on the job (the message names ten, 等共N张). */
const REFUSED_KEPT = 100;
/** Bills read at a time while checking. */
const READ_SLICE = 1000;

type DeclarePhase = Exclude<DeclareJobPhase, 'interrupted'>;
const FINISHED: readonly DeclarePhase[] = ['done', 'failed'];

interface DeclareJobRow {
  id: string;
  company_code: string;
  family: string;
  user_id: number;
  phase: string;
  total: number;
  checked: number;
  sent: number;
  failed: number;
  message: string | null;
  refused: string | null;
  created_at: number;
  updated_at: number;
  lease_until: number | null;
}

interface JobTables {
  declare_job: DeclareJobRow;
}

type Live = Pick<DeclareJobRow, 'checked' | 'sent' | 'failed' | 'message' | 'refused'> & { phase: DeclarePhase };

export type DeclareCall = Omit<ActionCall, 'checked' | 'family'> & { family: BillFamily };

export const MSG_JOB_NOT_FOUND = '申报任务不存在';
const MSG_INTERRUPTED_BEFORE = '后台申报已中断（服务已停止），没有单据被申报，请重新申报';
const MSG_INTERRUPTED_SENDING = '后台申报已中断（服务已停止）：单据已申报，未发送的报文在服务重新启动后自动发送，见签名记录';

function doneMessage(total: number, sent: number, failed: number): string {
  const failures = failed > 0 ? `，${failed}份报文未能签名或写入发送目录（见签名记录，将自动重发）` : '';
  return `申报完成：${total}张单据已申报，${sent}份报文已发送${failures}`;
}

/** The job table, typed here (as customs_message_out in sent-messages.ts). */
function jobDb(db: PortalDb): Kysely<JobTables> {
  return db as unknown as Kysely<JobTables>;
}

export class DeclareJobs {
  private readonly live = new Map<string, Live>();
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: PortalDb,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Records the job and queues it; answers its id at once. */
  async start(engine: BillEngine, call: DeclareCall, now = Date.now()): Promise<string> {
    const id = randomUUID();
    await jobDb(this.db)
      .insertInto('declare_job')
      .values({
        id,
        company_code: call.companyCode,
        family: call.family.id,
        user_id: call.userId,
        phase: 'waiting',
        total: call.ids.length,
        checked: 0,
        sent: 0,
        failed: 0,
        message: null,
        refused: null,
        created_at: now,
        updated_at: now,
        lease_until: now + LEASE_MS,
      })
      .execute();
    this.live.set(id, { phase: 'waiting', checked: 0, sent: 0, failed: 0, message: null, refused: null });
    this.keepWriting();
    this.queue = this.queue.then(() => this.run(engine, id, call));
    return id;
  }

  /** The job's progress, for the caller's company and the family only; null when there is none. */
  async read(jobId: string, companyCode: string, family: string, now = Date.now()): Promise<DeclareJobView | null> {
    const row = await jobDb(this.db)
      .selectFrom('declare_job')
      .selectAll()
      .where('id', '=', jobId)
      .where('company_code', '=', companyCode)
      .where('family', '=', family)
      .executeTakeFirst();
    if (!row) return null;
    const live = this.live.get(jobId);
    const state = live ?? { ...row, phase: row.phase as DeclarePhase };
    const view: DeclareJobView = {
      jobId,
      phase: state.phase,
      total: Number(row.total),
      checked: Number(state.checked),
      sent: Number(state.sent),
      failed: Number(state.failed),
      message: state.message,
      bills: state.refused ? (JSON.parse(state.refused) as RefusedBill[]) : [],
    };
    if (!live && !FINISHED.includes(view.phase as DeclarePhase) && Number(row.lease_until ?? 0) < now) {
      view.message = view.phase === 'sending' ? MSG_INTERRUPTED_SENDING : MSG_INTERRUPTED_BEFORE;
      view.phase = 'interrupted';
    }
    return view;
  }

  /** Waits for the queued and running jobs (the server is closing). */
  async close(): Promise<void> {
    await this.queue;
    await this.writeLive();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private keepWriting(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      void this.writeLive().catch((error: unknown) => this.log?.error({ err: error }, '申报任务进度写入失败'));
    }, PROGRESS_WRITE_MS);
    this.timer.unref();
  }

  /** Writes every live job's progress and renews its lease. */
  private async writeLive(): Promise<void> {
    const now = Date.now();
    for (const [id, live] of this.live) await this.write(id, live, now);
    if (this.live.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async write(id: string, live: Live, now: number): Promise<void> {
    const finished = FINISHED.includes(live.phase);
    await jobDb(this.db)
      .updateTable('declare_job')
      .set({ ...live, updated_at: now, lease_until: finished ? null : now + LEASE_MS })
      .where('id', '=', id)
      .execute();
  }

  private async finish(id: string, live: Live, phase: 'done' | 'failed', message: string, refused: RefusedBill[] = []): Promise<void> {
    live.phase = phase;
    live.message = message;
    live.refused = refused.length > 0 ? JSON.stringify(refused.slice(0, REFUSED_KEPT)) : null;
    await this.write(id, live, Date.now());
    this.live.delete(id);
  }

  private async run(engine: BillEngine, id: string, call: DeclareCall): Promise<void> {
    const live = this.live.get(id)!;
    try {
      live.phase = 'checking';
      await this.write(id, live, Date.now());
      const checked = await this.check(engine, call, live);
      if (checked.refused.length > 0) return await this.finish(id, live, 'failed', refusal(checked.refused).message, checked.refused);

      live.phase = 'writing';
      await this.write(id, live, Date.now());
      const outcome = await engineDb(engine.db)
        .transaction()
        .execute((trx) => runAction(engine, trx, { ...call, checked: checked.built }, Date.now()));

      live.phase = 'sending';
      await this.write(id, live, Date.now());
      const summary = await engine.customs.deliver(outcome.signRecords, (sofar) => {
        live.sent = sofar.sent;
        live.failed = sofar.failed;
      });
      await this.finish(id, live, 'done', doneMessage(call.ids.length, summary.sent, summary.failed));
    } catch (error) {
      if (error instanceof ActionRefusal) return this.finish(id, live, 'failed', error.message, error.bills);
      this.log?.error({ err: error, job: id }, '后台申报失败');
      const sending = live.phase === 'sending';
      await this.finish(id, live, 'failed', sending ? MSG_INTERRUPTED_SENDING : '后台申报失败，没有单据被申报，请稍后重试').catch(() => this.live.delete(id));
    }
  }

  /** Step 1: every check a declare makes, on the bills as stored, writing nothing. */
  private async check(engine: BillEngine, call: DeclareCall, live: Live) {
    const { family } = call;
    const action = lifecycleAction(family.definition, call.action);
    if (!action) throw new Error(`family ${family.id} has no action ${call.action}`);
    const rows: DbRow[] = [];
    for (let start = 0; start < call.ids.length; start += READ_SLICE) {
      const slice = call.ids.slice(start, start + READ_SLICE);
      rows.push(
        ...((await dynamicDb(engine.db)
          .selectFrom(family.headTable)
          .selectAll()
          .where('company_code', '=', call.companyCode)
          .where('id', 'in', slice)
          .execute()) as DbRow[]),
      );
    }
    const order = new Map(call.ids.map((billId, index) => [billId, index]));
    rows.sort((a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0));
    const states = await loadStateList(engine.db, family);
    const misplaced = refusedBills(family, call.ids, rows, action.from, call.verb, (state) => states.name(state));
    if (misplaced.length > 0) return { refused: misplaced, built: [] };
    const incomplete = await undeclarableBills(engineDb(engine.db), family, rows, engine.families);
    if (incomplete.length > 0) return { refused: incomplete, built: [] };
    return checkDeclaredMessages(engine.customs, engineDb(engine.db), family, rows, Date.now(), (count) => {
      live.checked = count;
    });
  }
}
