// Write-off of approved settlement applications (platform-and-settlement.md §2.7, §3.4, §4.2,
// §5.4, §7.8; issue 13). The user writes off part of an application's amount; the server refuses
// an amount above what is still available (total minus write-offs in audit or approved) and the
// whole request when any row is wrong. Write-offs go audit → approved (the bank simulator: after
// its delay, immediately with delay 0; the bank approves every write-off); they may be revoked with
// a reason from audit or approved, and land in the cancellation history. The application's
// alreadyAmount is the exact sum of its approved write-offs; verProportion follows.
import type { Kysely, Transaction } from 'kysely';
import { chinaDateTime } from '#core/china-time.ts';
import { compareDecimals, decimalOf, decimalToText, isDecimalText, parseDecimal, subtractDecimals, sumDecimals, type Decimal } from '#core/decimal-text.ts';
import { businessError } from '../http/envelope.ts';
import { changeState, lockRows, moveWhereStill } from '../db/state-change.ts';
import type { PortalDatabase } from '../db/schema.ts';
import { DECLARE_STATES, declareNames, declareToApi, displayNo, type DeclareRow } from './applications.ts';
import { APPROVED_OPINION, type BankSimulator } from './bank-simulator.ts';
import { listApplications, type ListAnswer } from './lists.ts';
import { applyTerms, paged, type AnyQuery } from '../fields/feature-paging.ts';
import type { PagedList } from '../fields/feature-list.ts';
import type { ReceivedListRequest } from '#core/list/list-request.ts';
import * as M from './messages.ts';

type Db = Kysely<PortalDatabase>;
type Trx = Transaction<PortalDatabase>;

export const VERIFICATION_STATES = { audit: 'audit', approved: 'approved', notApproved: 'not_approved', revoke: 'revoke' } as const;
/** §9: amounts to 5 decimals. */
export const AMOUNT_DECIMALS = 5;
const HOLDING = [VERIFICATION_STATES.audit, VERIFICATION_STATES.approved];

async function verificationStateNames(db: Db | Trx): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('state_option')
    .select(['state', 'state_name'])
    .where('mode', '=', 'DECLARE')
    .where('bill_type', '=', 'DeclareVerificationState')
    .execute();
  return new Map(rows.map((row) => [row.state, row.state_name]));
}

/** An amount as sent: a decimal text, or a number taken as written; null when it is not one. */
export function amountOf(value: unknown): Decimal | null {
  if (typeof value === 'string' && isDecimalText(value.trim())) return parseDecimal(value.trim());
  if (typeof value === 'number' && Number.isFinite(value)) return decimalOf(value);
  return null;
}

/** What is still available on each application: total minus write-offs in audit or approved. */
async function heldAmounts(db: Db | Trx, declareIds: readonly number[]): Promise<Map<number, Decimal>> {
  const out = new Map<number, Decimal>();
  if (declareIds.length === 0) return out;
  const rows = await db
    .selectFrom('settlement_verification')
    .select(['declare_id', 'amount'])
    .where('declare_id', 'in', [...declareIds])
    .where('state', 'in', HOLDING)
    .execute();
  for (const row of rows) {
    const id = Number(row.declare_id);
    out.set(id, sumDecimals([out.get(id) ?? { digits: 0n, scale: 0 }, parseDecimal(row.amount)]));
  }
  return out;
}

/** already_amount = the exact sum of the application's approved write-offs. */
async function recomputeAlready(trx: Trx, declareId: number): Promise<void> {
  const rows = await trx
    .selectFrom('settlement_verification')
    .select('amount')
    .where('declare_id', '=', declareId)
    .where('state', '=', VERIFICATION_STATES.approved)
    .execute();
  await trx
    .updateTable('settlement_declare')
    .set({ already_amount: decimalToText(sumDecimals(rows.map((row) => parseDecimal(row.amount)))) })
    .where('id', '=', declareId)
    .execute();
}

/** /declarel/severList: the caller's approved applications with the amount still available. */
export async function listVerifiable(db: Db, applications: PagedList, companyCode: string, request: ReceivedListRequest): Promise<ListAnswer> {
  const answer = await listApplications(db, applications, companyCode, request, [DECLARE_STATES.approved]);
  const held = await heldAmounts(
    db,
    answer.datas.map((row) => row.id as number),
  );
  for (const row of answer.datas) {
    const available = subtractDecimals(parseDecimal(row.totalAmount as string), held.get(row.id as number) ?? { digits: 0n, scale: 0 });
    row.availableAmount = decimalToText(available);
    row.verificationAmount = row.availableAmount;
  }
  return answer;
}

/** Holds the applications whose already_amount a change recomputes (always before their write-offs). */
async function holdApplications(trx: Trx, declareIds: readonly number[]): Promise<void> {
  if (declareIds.length === 0) return;
  await lockRows(
    trx,
    trx
      .selectFrom('settlement_declare')
      .select('id')
      .where('id', 'in', [...new Set(declareIds)]),
  );
}

async function review(trx: Trx, id: number, declareId: number, now: number): Promise<void> {
  await holdApplications(trx, [declareId]);
  const changed = await moveWhereStill(trx, {
    table: 'settlement_verification',
    ids: [id],
    from: [VERIFICATION_STATES.audit],
    set: { state: VERIFICATION_STATES.approved, audit_opinion: APPROVED_OPINION, review_due_at: null, update_time: chinaDateTime(now) },
  });
  if (changed.length > 0) await recomputeAlready(trx, declareId);
}

/** Takes the bank's due write-off reviews. */
export async function processDueVerifications(db: Db, now = Date.now()): Promise<void> {
  const due = await db
    .selectFrom('settlement_verification')
    .select(['id', 'declare_id'])
    .where('state', '=', VERIFICATION_STATES.audit)
    .where('review_due_at', '<=', now)
    .limit(100)
    .execute();
  for (const row of due) await db.transaction().execute((trx) => review(trx, Number(row.id), Number(row.declare_id), now));
}

/** /declare/verification/apply: one write-off per application, all or none. */
export async function applyVerifications(
  db: Db,
  bank: BankSimulator,
  companyCode: string,
  ids: number[],
  amounts: unknown[],
  now = Date.now(),
): Promise<number[]> {
  if (ids.length === 0) throw businessError(M.MSG_SELECT_DATA);
  if (amounts.length !== ids.length || new Set(ids).size !== ids.length) throw businessError(M.MSG_AMOUNTS_MISMATCH);
  const time = chinaDateTime(now);
  return db.transaction().execute(async (trx) => {
    // Hold the applications first: two write-offs of one application cannot both take the same
    // available amount, and the bank's review or a revoke recomputing it waits for this one.
    const rows = (await lockRows(trx, trx.selectFrom('settlement_declare').selectAll().where('id', 'in', ids).where('company_code', '=', companyCode))).map(
      (row) => ({ ...row, id: Number(row.id) }) as DeclareRow,
    );
    if (rows.length !== ids.length) throw businessError(M.MSG_NOT_FOUND);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const held = await heldAmounts(trx, ids);
    const problems: string[] = [];
    const parsed: Decimal[] = [];
    ids.forEach((id, index) => {
      const row = byId.get(id)!;
      const no = displayNo(row);
      const amount = amountOf(amounts[index]);
      parsed.push(amount ?? { digits: 0n, scale: 0 });
      if (row.state !== DECLARE_STATES.approved) return void problems.push(M.notVerifiable(no));
      if (!amount || amount.digits <= 0n || decimalToText(amount).split('.')[1]?.length > AMOUNT_DECIMALS) return void problems.push(M.badAmount(no));
      const available = subtractDecimals(parseDecimal(row.total_amount), held.get(id) ?? { digits: 0n, scale: 0 });
      if (compareDecimals(amount, available) > 0) problems.push(M.aboveAvailable(no, decimalToText(available)));
    });
    if (problems.length > 0) throw businessError(problems.join('；'));
    const created: number[] = [];
    for (const [index, declareId] of ids.entries()) {
      const row = await trx
        .insertInto('settlement_verification')
        .values({
          company_code: companyCode,
          declare_id: declareId,
          amount: decimalToText(parsed[index]),
          state: VERIFICATION_STATES.audit,
          audit_opinion: null,
          review_due_at: now + bank.delayMs,
          app_time: time,
          create_time: time,
          update_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      created.push(Number(row.id));
      if (bank.delayMs === 0) await review(trx, Number(row.id), declareId, now);
    }
    return created;
  });
}

/** /declare/verification/queryPageList: the caller's write-offs with their application's amounts. */
export async function listVerifications(db: Db, shape: PagedList, companyCode: string, request: ReceivedListRequest): Promise<ListAnswer> {
  const base = applyTerms(
    db
      .selectFrom('settlement_verification as v')
      .innerJoin('settlement_declare as d', 'd.id', 'v.declare_id')
      .where('v.company_code', '=', companyCode)
      .where('d.company_code', '=', companyCode)
      .selectAll('d')
      .select([
        'v.id as v_id',
        'v.amount as v_amount',
        'v.state as v_state',
        'v.audit_opinion as v_opinion',
        'v.app_time as v_app_time',
        'v.update_time as v_update_time',
      ]) as unknown as AnyQuery,
    request.terms ?? [],
    shape,
  );
  const { rows, total } = await paged(base, request, shape);
  const names = await verificationStateNames(db);
  const applicationNames = await declareNames(db);
  return {
    datas: rows.map((row) => {
      const application = declareToApi({ ...(row as unknown as DeclareRow), id: Number(row.id) }, applicationNames);
      return {
        ...application,
        id: Number(row.v_id),
        declareId: Number(row.id),
        verificationAmount: row.v_amount,
        state: row.v_state,
        stateName: names.get(String(row.v_state)) ?? row.v_state,
        auditOpinion: row.v_opinion,
        appTime: row.v_app_time,
        updateTime: row.v_update_time,
      };
    }),
    total,
  };
}

/** /declare/verification/revokes: revokes write-offs in audit or approved with a reason; all or none. */
export async function revokeVerifications(db: Db, companyCode: string, ids: number[], reason: string, now = Date.now()): Promise<void> {
  if (ids.length === 0) throw businessError(M.MSG_SELECT_REVOKE);
  if (!reason.trim()) throw businessError(M.MSG_REASON_REQUIRED);
  const unique = [...new Set(ids)];
  const time = chinaDateTime(now);
  await db.transaction().execute(async (trx) => {
    // The applications first, then the write-offs (the order the bank's review takes them in).
    const targets = await trx
      .selectFrom('settlement_verification')
      .select('declare_id')
      .where('id', 'in', unique)
      .where('company_code', '=', companyCode)
      .execute();
    await holdApplications(
      trx,
      targets.map((row) => Number(row.declare_id)),
    );
    await lockRows(trx, trx.selectFrom('settlement_verification').select('id').where('id', 'in', unique).where('company_code', '=', companyCode));
    const rows = await trx
      .selectFrom('settlement_verification as v')
      .innerJoin('settlement_declare as d', 'd.id', 'v.declare_id')
      .select(['v.id', 'v.declare_id', 'v.amount', 'v.state', 'v.audit_opinion', 'v.app_time', 'd.declare_no', 'd.agent_name', 'd.bank_name', 'd.total_count'])
      .where('v.id', 'in', unique)
      .where('v.company_code', '=', companyCode)
      .execute();
    if (rows.length !== unique.length) throw businessError(M.MSG_VERIFICATION_NOT_FOUND);
    const names = await verificationStateNames(trx);
    const refusal = (wrong: readonly { id: number | string; state: string }[]) =>
      businessError(wrong.map((row) => M.verificationWrongState(Number(row.id), names.get(row.state) ?? row.state)).join('；'));
    const wrong = rows.filter((row) => !HOLDING.includes(row.state as (typeof HOLDING)[number]));
    if (wrong.length > 0) throw refusal(wrong);
    await changeState(trx, {
      table: 'settlement_verification',
      ids: unique,
      scope: { company_code: companyCode },
      from: HOLDING,
      set: { state: VERIFICATION_STATES.revoke, review_due_at: null, update_time: time },
      lost: async (lost) => refusal(await trx.selectFrom('settlement_verification').select(['id', 'state']).where('id', 'in', lost).execute()),
    });
    for (const row of rows) {
      await recomputeAlready(trx, Number(row.declare_id));
      await trx
        .insertInto('settlement_revoke')
        .values({
          company_code: companyCode,
          kind: 'verification',
          target_id: Number(row.id),
          declare_no: row.declare_no,
          reason: reason.trim(),
          agent_name: row.agent_name,
          bank_name: row.bank_name,
          total_count: Number(row.total_count),
          total_amount: row.amount,
          audit_opinion: row.audit_opinion,
          state_name: names.get(VERIFICATION_STATES.revoke) ?? VERIFICATION_STATES.revoke,
          app_time: row.app_time,
          update_time: time,
        })
        .execute();
    }
  });
}
