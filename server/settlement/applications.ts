// Settlement applications (platform-and-settlement.md §3.3, §4.1; issue 13): create and edit,
// attach and detach released inventories, submit to the bank, revoke, delete, and the rows the
// lists answer. Every function takes the caller's company code and reads or changes only that
// company's applications; a lifecycle call changes all of its applications or none, naming the
// applications or bills it refuses. Amounts are exact decimal texts (core/decimal-text.ts).
import type { Kysely, Transaction } from 'kysely';
import { chinaDateTime } from '#core/china-time.ts';
import { decimalOfCell, decimalToText, parseDecimal, percentageOf, subtractDecimals, sumDecimals } from '#core/decimal-text.ts';
import { businessError } from '../http/envelope.ts';
import { changeState, deleteInState, lockRows } from '../db/state-change.ts';
import { isUniqueViolation } from '../db/conflicts.ts';
import { dynamicDb } from '../bills/db.ts';
import { loadDictionaries, type DictionaryValues } from '../bills/options/dictionaries.ts';
import type { PortalDatabase, SettlementDeclareTable } from '../db/schema.ts';
import { authorisationOf } from './authorisation.ts';
import type { BankSimulator } from './bank-simulator.ts';
import * as M from './messages.ts';
import { RELEASED_STATES, SETTLEMENT_KINDS, type IeType, type SettlementKind } from './settlement-kinds.ts';

type Db = Kysely<PortalDatabase>;
type Trx = Transaction<PortalDatabase>;
export type DeclareRow = Omit<SettlementDeclareTable, 'id'> & { id: number };

export const DECLARE_STATES = {
  toDeclare: 'to_declare',
  declare: 'declare',
  audit: 'audit',
  approved: 'approved',
  notApproved: 'not_approved',
  revoke: 'revoke',
} as const;

/** State names of DECLARE/DeclareApplyState (schemas/seed/states.json). */
export async function declareStateNames(db: Db | Trx): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('state_option')
    .select(['state', 'state_name'])
    .where('mode', '=', 'DECLARE')
    .where('bill_type', '=', 'DeclareApplyState')
    .execute();
  return new Map(rows.map((row) => [row.state, row.state_name]));
}

/** An application's currency is a customs currency code: the dictionary currency names it (issue 23 point 4). */
export const CURRENCY_DICTIONARY = 'currency';

/** What an application row names rather than codes: its state and its currency. */
export interface DeclareNames {
  states: ReadonlyMap<string, string>;
  currencies: DictionaryValues;
}

export function currencyNames(db: Db | Trx): Promise<DictionaryValues> {
  return loadDictionaries(dynamicDb(db), [CURRENCY_DICTIONARY]);
}

export async function declareNames(db: Db | Trx): Promise<DeclareNames> {
  const states = await declareStateNames(db);
  return { states, currencies: await currencyNames(db) };
}

/** The currency's name, else its code (never blank for a code the dictionary lacks). */
export function currencyName(names: Pick<DeclareNames, 'currencies'>, code: string | null): string | null {
  return code === null ? null : (names.currencies.name(CURRENCY_DICTIONARY, code) ?? code);
}

const CHUNK = 500;
function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function displayNo(row: Pick<DeclareRow, 'declare_no' | 'id'>): string {
  return row.declare_no ?? `${M.PENDING_DECLARE_NO}(#${row.id})`;
}

/** The API row of §3.3: totalAmountUnitName is the currency's name (美元), totalAmountUnit its code (502). */
export function declareToApi(row: DeclareRow, names: DeclareNames): Record<string, unknown> {
  const total = parseDecimal(row.total_amount);
  const already = parseDecimal(row.already_amount);
  return {
    id: row.id,
    declareNo: row.declare_no,
    declareNoName: row.declare_no ?? M.PENDING_DECLARE_NO,
    businessType: '结汇申请',
    agentCode: row.company_code,
    agentName: row.agent_name,
    ebcCode: row.ebc_code,
    ebcName: row.ebc_name,
    ieType: row.ie_type,
    tradeType: SETTLEMENT_KINDS[row.ie_type as IeType]?.label ?? row.ie_type,
    /** The detail page's query value (spec §2.6 params.billType). */
    billType: SETTLEMENT_KINDS[row.ie_type as IeType]?.billType ?? null,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    note: row.note,
    node: row.note,
    totalAmount: row.total_amount,
    totalCount: Number(row.total_count),
    totalAmountUnit: row.currency,
    totalAmountUnitName: currencyName(names, row.currency),
    alreadyAmount: row.already_amount,
    verAmount: row.already_amount,
    verificationAmount: decimalToText(subtractDecimals(total, already)),
    verProportion: percentageOf(already, total),
    state: row.state,
    stateName: names.states.get(row.state) ?? row.state,
    auditOpinion: row.audit_opinion,
    appTime: row.app_time,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export async function findOwn(db: Db | Trx, companyCode: string, id: number): Promise<DeclareRow> {
  const row = await db.selectFrom('settlement_declare').selectAll().where('id', '=', id).where('company_code', '=', companyCode).executeTakeFirst();
  if (!row) throw businessError(M.MSG_NOT_FOUND);
  return { ...row, id: Number(row.id) };
}

/** The refusal naming each application of `ids` and the state it is in now (or that it is gone). */
export async function stateRefusal(db: Db | Trx, companyCode: string, ids: readonly number[], action: string): Promise<Error> {
  const rows = await db
    .selectFrom('settlement_declare')
    .select(['id', 'declare_no', 'state'])
    .where('id', 'in', [...ids])
    .where('company_code', '=', companyCode)
    .execute();
  if (rows.length !== ids.length) return businessError(M.MSG_NOT_FOUND);
  const names = await declareStateNames(db);
  return businessError(
    rows.map((row) => M.wrongState(displayNo({ id: Number(row.id), declare_no: row.declare_no }), names.get(row.state) ?? row.state, action)).join('；'),
  );
}

/**
 * Every application of `ids` of the caller, in `allowed` states, held (PostgreSQL: locked until the
 * transaction ends, so the bank, a revoke or an attach of the same application waits for this one
 * and then sees its outcome); otherwise refuses naming them.
 */
async function claimAll(trx: Trx, companyCode: string, ids: readonly number[], allowed: readonly string[], action: string): Promise<DeclareRow[]> {
  const rows = (
    await lockRows(
      trx,
      trx
        .selectFrom('settlement_declare')
        .selectAll()
        .where('id', 'in', [...ids])
        .where('company_code', '=', companyCode),
    )
  ).map((row) => ({
    ...row,
    id: Number(row.id),
  }));
  if (rows.length !== ids.length) throw businessError(M.MSG_NOT_FOUND);
  const names = await declareStateNames(trx);
  const wrong = rows.filter((row) => !allowed.includes(row.state));
  if (wrong.length > 0) {
    throw businessError(wrong.map((row) => M.wrongState(displayNo(row), names.get(row.state) ?? row.state, action)).join('；'));
  }
  return rows;
}

/** Moves applications of the caller from `from` to the values of `set`, or refuses naming those that moved meanwhile. */
function moveApplications(trx: Trx, companyCode: string, ids: readonly number[], from: readonly string[], set: Record<string, unknown>, action: string) {
  return changeState(trx, {
    table: 'settlement_declare',
    ids,
    scope: { company_code: companyCode },
    from,
    set,
    lost: () => stateRefusal(trx, companyCode, ids, action),
  });
}

async function companyName(db: Db | Trx, companyCode: string): Promise<string> {
  const row = await db.selectFrom('company').select('name').where('code', '=', companyCode).executeTakeFirst();
  return row?.name ?? companyCode;
}

export interface SaveInput {
  id?: number;
  ebcCode: string;
  ieType: IeType;
  note?: string | null;
}

/** Creates (no id) or edits an application in to_declare; answers its id. */
export async function saveApplication(db: Db, companyCode: string, input: SaveInput, now = Date.now()): Promise<number> {
  const authorisation = await authorisationOf(db, companyCode, input.ebcCode);
  if (!authorisation) throw businessError(M.notAuthorised(input.ebcCode));
  const time = chinaDateTime(now);
  return db.transaction().execute(async (trx) => {
    if (input.id === undefined) {
      const row = await trx
        .insertInto('settlement_declare')
        .values({
          company_code: companyCode,
          agent_name: await companyName(trx, companyCode),
          ebc_code: authorisation.commerceCode,
          ebc_name: authorisation.commerceName,
          ie_type: input.ieType,
          bank_code: null,
          bank_name: null,
          note: input.note ?? null,
          declare_no: null,
          state: DECLARE_STATES.toDeclare,
          total_amount: '0',
          total_count: 0,
          already_amount: '0',
          currency: null,
          audit_opinion: null,
          review_due_at: null,
          app_time: null,
          create_time: time,
          update_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    }
    const [row] = await claimAll(trx, companyCode, [input.id], [DECLARE_STATES.toDeclare], '修改');
    if (Number(row.total_count) > 0 && (row.ebc_code !== input.ebcCode || row.ie_type !== input.ieType)) throw businessError(M.cannotChangeCommerce);
    await moveApplications(
      trx,
      companyCode,
      [row.id],
      [DECLARE_STATES.toDeclare],
      { ebc_code: authorisation.commerceCode, ebc_name: authorisation.commerceName, ie_type: input.ieType, note: input.note ?? null, update_time: time },
      '修改',
    );
    return row.id;
  });
}

interface BillHead {
  id: number;
  company_code: string;
  state: string;
  ebc_code: string | null;
  cop_no: string | null;
  invt_no: string | null;
  create_time: string;
}

const billName = (bill: Pick<BillHead, 'id' | 'invt_no' | 'cop_no'>): string => bill.invt_no || bill.cop_no || `#${bill.id}`;

async function billHeads(db: Db | Trx, kind: SettlementKind, ids: readonly number[]): Promise<BillHead[]> {
  const out: BillHead[] = [];
  for (const part of chunks(ids)) {
    const rows = (await dynamicDb(db)
      .selectFrom(kind.headTable)
      .select(['id', 'company_code', 'state', 'ebc_code', 'cop_no', 'invt_no', 'create_time'])
      .where('id', 'in', part)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) out.push({ ...(row as unknown as BillHead), id: Number(row.id) });
  }
  return out;
}

/** Each bill's amount (the exact sum of its lines' totalPrice) and currency (null when mixed). */
async function billAmounts(
  db: Db | Trx,
  kind: SettlementKind,
  ids: readonly number[],
): Promise<Map<number, { amount: string; currency: string | null; mixed: boolean }>> {
  const parts = new Map<number, { values: ReturnType<typeof decimalOfCell>[]; currencies: Set<string> }>();
  for (const id of ids) parts.set(id, { values: [], currencies: new Set() });
  for (const part of chunks(ids)) {
    const rows = (await dynamicDb(db)
      .selectFrom(kind.lineTable)
      .select(['head_id', 'total_price', 'currency'])
      .where('head_id', 'in', part)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const entry = parts.get(Number(row.head_id));
      if (!entry) continue;
      entry.values.push(decimalOfCell(row.total_price));
      if (row.currency) entry.currencies.add(String(row.currency));
    }
  }
  const out = new Map<number, { amount: string; currency: string | null; mixed: boolean }>();
  for (const [id, entry] of parts) {
    out.set(id, {
      amount: decimalToText(sumDecimals(entry.values)),
      currency: entry.currencies.size === 1 ? [...entry.currencies][0] : null,
      mixed: entry.currencies.size > 1,
    });
  }
  return out;
}

/** Recomputes total_amount, total_count and currency from the attached bills, exactly. */
async function recomputeTotals(trx: Trx, id: number, time: string): Promise<void> {
  const rows = await trx.selectFrom('settlement_bill').select(['amount', 'currency']).where('declare_id', '=', id).execute();
  const currency = rows.find((row) => row.currency)?.currency ?? null;
  await trx
    .updateTable('settlement_declare')
    .set({ total_amount: decimalToText(sumDecimals(rows.map((row) => parseDecimal(row.amount)))), total_count: rows.length, currency, update_time: time })
    .where('id', '=', id)
    .execute();
}

export interface AttachInput {
  declareId: number;
  ids: number[];
  startTime?: string;
  endTime?: string;
}

/** Attaches released inventories of the application's commerce company; all or none. */
export async function attachBills(db: Db, companyCode: string, kind: SettlementKind, input: AttachInput, now = Date.now()): Promise<DeclareRow> {
  // In id order: two attaches of overlapping bills then take their unique keys in the same order
  // (one waits for the other and is refused by name, instead of a deadlock).
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  if (ids.length === 0) throw businessError(M.MSG_SELECT_TO_ADD);
  return db.transaction().execute(async (trx) => {
    const [application] = await claimAll(trx, companyCode, [input.declareId], [DECLARE_STATES.toDeclare], '添加清单');
    if (application.ie_type !== kind.ieType) throw businessError(M.MSG_NOT_FOUND);
    if (!(await authorisationOf(trx, companyCode, application.ebc_code))) throw businessError(M.notAuthorised(application.ebc_code));
    const heads = await billHeads(trx, kind, ids);
    const found = new Set(heads.map((head) => head.id));
    const missing = ids.filter((id) => !found.has(id)).map((id) => `#${id}`);
    const wrong = heads.filter((head) => head.company_code !== companyCode || !RELEASED_STATES.includes(head.state) || head.ebc_code !== application.ebc_code);
    if (missing.length + wrong.length > 0) throw businessError(M.notCandidate(M.named([...missing, ...wrong.map(billName)])));
    const outside = heads.filter((head) => (input.startTime && head.create_time < input.startTime) || (input.endTime && head.create_time > input.endTime));
    if (outside.length > 0) throw businessError(M.outsideWindow(M.named(outside.map(billName))));
    const taken: { bill: string; no: string }[] = [];
    for (const part of chunks(ids)) {
      const rows = await trx
        .selectFrom('settlement_bill')
        .innerJoin('settlement_declare', 'settlement_declare.id', 'settlement_bill.declare_id')
        .select(['settlement_bill.bill_id', 'settlement_declare.id', 'settlement_declare.declare_no'])
        .where('settlement_bill.family', '=', kind.family)
        .where('settlement_bill.bill_id', 'in', part)
        .execute();
      const byId = new Map(heads.map((head) => [head.id, head]));
      for (const row of rows) taken.push({ bill: billName(byId.get(Number(row.bill_id))!), no: displayNo({ id: Number(row.id), declare_no: row.declare_no }) });
    }
    if (taken.length > 0) {
      const byNo = new Map<string, string[]>();
      for (const entry of taken) byNo.set(entry.no, [...(byNo.get(entry.no) ?? []), entry.bill]);
      throw businessError([...byNo].map(([no, bills]) => M.alreadyAttached(M.named(bills), no)).join('；'));
    }
    const amounts = await billAmounts(trx, kind, ids);
    const existing = await trx
      .selectFrom('settlement_bill')
      .select('currency')
      .where('declare_id', '=', application.id)
      .where('currency', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    const currency = existing?.currency ?? [...amounts.values()].find((entry) => entry.currency)?.currency ?? null;
    const otherCurrency = heads.filter((head) => {
      const entry = amounts.get(head.id)!;
      return entry.mixed || (currency !== null && entry.currency !== null && entry.currency !== currency);
    });
    if (otherCurrency.length > 0) {
      const named = currency === null ? '' : `${currencyName({ currencies: await currencyNames(trx) }, currency)}(${currency})`;
      throw businessError(M.otherCurrency(M.named(otherCurrency.map(billName)), named));
    }
    const rows = ids.map((id) => ({
      declare_id: application.id,
      family: kind.family,
      bill_id: id,
      amount: amounts.get(id)!.amount,
      currency: amounts.get(id)!.currency,
    }));
    for (const part of chunks(rows, 200)) {
      try {
        await trx.insertInto('settlement_bill').values(part).execute();
      } catch (error) {
        // Another request attached one of them meanwhile (unique family + bill_id).
        if (isUniqueViolation(error)) throw businessError(M.MSG_ATTACHED_MEANWHILE);
        throw error;
      }
    }
    await recomputeTotals(trx, application.id, chinaDateTime(now));
    return findOwn(trx, companyCode, application.id);
  });
}

/** Detaches bills from an application in to_declare; all or none. */
export async function detachBills(
  db: Db,
  companyCode: string,
  kind: SettlementKind,
  declareId: number,
  billIds: number[],
  now = Date.now(),
): Promise<DeclareRow> {
  const ids = [...new Set(billIds)];
  if (ids.length === 0) throw businessError(M.MSG_SELECT_TO_DELETE);
  return db.transaction().execute(async (trx) => {
    const [application] = await claimAll(trx, companyCode, [declareId], [DECLARE_STATES.toDeclare], '删除清单');
    const attached = new Set<number>();
    for (const part of chunks(ids)) {
      const rows = await trx
        .selectFrom('settlement_bill')
        .select('bill_id')
        .where('declare_id', '=', application.id)
        .where('family', '=', kind.family)
        .where('bill_id', 'in', part)
        .execute();
      for (const row of rows) attached.add(Number(row.bill_id));
    }
    const absent = ids.filter((id) => !attached.has(id));
    if (absent.length > 0) throw businessError(M.notAttached(M.named(absent.map((id) => `#${id}`))));
    for (const part of chunks(ids)) {
      await trx.deleteFrom('settlement_bill').where('declare_id', '=', application.id).where('family', '=', kind.family).where('bill_id', 'in', part).execute();
    }
    await recomputeTotals(trx, application.id, chinaDateTime(now));
    return findOwn(trx, companyCode, application.id);
  });
}

/** declareNo: JH + China date + the id on 8 digits (unique because the id is). */
export function declareNoOf(id: number, now: number): string {
  return `JH${chinaDateTime(now).slice(0, 10).replace(/-/g, '')}${String(id).padStart(8, '0')}`;
}

export interface SubmitInput {
  id: number;
  bankCode: string;
  note?: string | null;
}

export async function submitApplication(db: Db, bank: BankSimulator, companyCode: string, input: SubmitInput, now = Date.now()): Promise<void> {
  if (!input.bankCode) throw businessError(M.MSG_BANK_REQUIRED);
  const bankRow = await db
    .selectFrom('dictionary_item')
    .select('name')
    .where('dic_code', '=', 'bank_code')
    .where('value', '=', input.bankCode)
    .executeTakeFirst();
  if (!bankRow) throw businessError(M.MSG_BANK_UNKNOWN);
  await db.transaction().execute(async (trx) => {
    const [application] = await claimAll(trx, companyCode, [input.id], [DECLARE_STATES.toDeclare], '提交');
    if (Number(application.total_count) === 0) throw businessError(M.MSG_NO_BILLS);
    if (!(await authorisationOf(trx, companyCode, application.ebc_code))) throw businessError(M.notAuthorised(application.ebc_code));
    const time = chinaDateTime(now);
    await moveApplications(
      trx,
      companyCode,
      [application.id],
      [DECLARE_STATES.toDeclare],
      {
        state: DECLARE_STATES.declare,
        bank_code: input.bankCode,
        bank_name: bankRow.name,
        note: input.note ?? application.note,
        declare_no: application.declare_no ?? declareNoOf(application.id, now),
        app_time: time,
        update_time: time,
        audit_opinion: null,
      },
      '提交',
    );
    await bank.submitted(trx, application.id, now);
  });
}

/** Revokes applications in audit (revokeType 1) with a reason; each lands in the history. */
export async function revokeApplications(db: Db, companyCode: string, ids: number[], reason: string, now = Date.now()): Promise<void> {
  if (ids.length === 0) throw businessError(M.MSG_SELECT_DATA);
  if (!reason.trim()) throw businessError(M.MSG_REASON_REQUIRED);
  await db.transaction().execute(async (trx) => {
    const rows = await claimAll(trx, companyCode, [...new Set(ids)], [DECLARE_STATES.audit], '撤销');
    const names = await declareStateNames(trx);
    const time = chinaDateTime(now);
    await moveApplications(
      trx,
      companyCode,
      rows.map((row) => row.id),
      [DECLARE_STATES.audit],
      { state: DECLARE_STATES.revoke, review_due_at: null, update_time: time },
      '撤销',
    );
    for (const row of rows) {
      await trx.deleteFrom('settlement_bill').where('declare_id', '=', row.id).execute();
      await trx
        .insertInto('settlement_revoke')
        .values({
          company_code: companyCode,
          kind: 'declare',
          target_id: row.id,
          declare_no: row.declare_no,
          reason: reason.trim(),
          agent_name: row.agent_name,
          bank_name: row.bank_name,
          total_count: Number(row.total_count),
          total_amount: row.total_amount,
          audit_opinion: row.audit_opinion,
          state_name: names.get(DECLARE_STATES.revoke) ?? DECLARE_STATES.revoke,
          app_time: row.app_time,
          update_time: time,
        })
        .execute();
    }
  });
}

/** Deletes applications in to_declare (their attached bills are freed). */
export async function deleteApplications(db: Db, companyCode: string, ids: number[]): Promise<void> {
  if (ids.length === 0) throw businessError(M.MSG_SELECT_DATA);
  await db.transaction().execute(async (trx) => {
    const rows = await claimAll(trx, companyCode, [...new Set(ids)], [DECLARE_STATES.toDeclare], '删除');
    const own = rows.map((row) => row.id);
    await trx.deleteFrom('settlement_bill').where('declare_id', 'in', own).execute();
    await deleteInState(trx, {
      table: 'settlement_declare',
      ids: own,
      scope: { company_code: companyCode },
      from: [DECLARE_STATES.toDeclare],
      lost: () => stateRefusal(trx, companyCode, own, '删除'),
    });
  });
}
