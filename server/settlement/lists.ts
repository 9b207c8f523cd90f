// The paged lists of the settlement pages (§7.2 list body: pageIndex from 0, pageSize, sorts,
// terms; answer { datas, total }): the declare list, the cancellation history, the candidate
// inventories of the pickers, the inventories attached to an application and a bill's lines.
// Terms and sorts are accepted on named columns only; everything is scoped to the caller.
import { sql, type Kysely } from 'kysely';
import { chinaDate } from '#core/china-time.ts';
import type { ReceivedListRequest, ReceivedTerm } from '#core/list/list-request.ts';
import { toCamelCase } from '#core/definition/naming.ts';
import { decimalOfCell, decimalToText } from '#core/decimal-text.ts';
import { businessError } from '../http/envelope.ts';
import { applyTerms, MAX_PAGE_SIZE, pageOf, paged, type AnyQuery } from '../fields/feature-paging.ts';
import type { PagedList } from '../fields/feature-list.ts';
import { dynamicDb } from '../bills/db.ts';
import type { PortalDatabase } from '../db/schema.ts';
import { authorisedCommerceCodes } from './authorisation.ts';
import { currencyName, currencyNames, declareNames, declareToApi, findOwn, type DeclareNames, type DeclareRow } from './applications.ts';
import * as M from './messages.ts';
import { RELEASED_STATES, type SettlementKind } from './settlement-kinds.ts';

type Db = Kysely<PortalDatabase>;

export const DEFAULT_PAGE_SIZE = 50;
export { MAX_PAGE_SIZE };
/** Candidate pickers default to bills created in the last 30 days (§9). */
export const CANDIDATE_WINDOW_DAYS = 30;

export interface ListAnswer {
  datas: Record<string, unknown>[];
  total: number;
}

/** /declarel/queryPageList: the caller's applications. `states` narrows (the write-off picker). */
export async function listApplications(
  db: Db,
  shape: PagedList,
  companyCode: string,
  request: ReceivedListRequest,
  states?: readonly string[],
): Promise<ListAnswer> {
  let base = db.selectFrom('settlement_declare').selectAll().where('company_code', '=', companyCode) as unknown as AnyQuery;
  if (states) base = base.where('state', 'in', [...states]);
  base = applyTerms(base, request.terms ?? [], shape);
  const { rows, total } = await paged(base, request, shape, MAX_PAGE_SIZE);
  const names = await declareNames(db);
  return { datas: rows.map((row) => declareToApi({ ...(row as unknown as DeclareRow), id: Number(row.id) }, names)), total };
}

export interface StatesQuery {
  /** Applications by id (known from their creation) or by number (declare_no, given on submit). */
  ids?: readonly number[];
  declareNos?: readonly string[];
  /** Or every application changed at or after this moment, in pages: update_time, then id, after afterId. */
  changedSince?: string;
  afterId?: number;
  limit: number;
}

/**
 * The open API's states of the caller's applications: those named (refusing by number the ones
 * that are none of the company's), or one page of those changed since a moment, oldest change
 * first, with the cursor of the next page (null: no more).
 */
export async function applicationStates(
  db: Db,
  companyCode: string,
  query: StatesQuery,
): Promise<{ rows: DeclareRow[]; names: DeclareNames; next: { changedSince: string; afterId: number } | null }> {
  const named = query.ids !== undefined || query.declareNos !== undefined;
  const { ids = [], declareNos = [], changedSince, afterId = 0, limit } = query;
  if (named && ids.length + declareNos.length === 0) return { rows: [], names: await declareNames(db), next: null };
  let select = db.selectFrom('settlement_declare').selectAll().where('company_code', '=', companyCode);
  if (named) {
    select = select.where((eb) =>
      eb.or([...(ids.length > 0 ? [eb('id', 'in', [...ids])] : []), ...(declareNos.length > 0 ? [eb('declare_no', 'in', [...declareNos])] : [])]),
    );
  } else if (changedSince !== undefined) {
    select = select.where((eb) => eb.or([eb('update_time', '>', changedSince), eb.and([eb('update_time', '=', changedSince), eb('id', '>', afterId)])]));
  }
  const found = (
    await select
      .orderBy('update_time')
      .orderBy('id')
      .limit(named ? ids.length + declareNos.length : limit + 1)
      .execute()
  ).map((row) => ({
    ...row,
    id: Number(row.id),
  }));
  if (named) {
    const foundIds = new Set(found.map((row) => row.id));
    const foundNos = new Set(found.map((row) => row.declare_no));
    const unknown = [...new Set([...ids.filter((id) => !foundIds.has(id)).map((id) => `#${id}`), ...declareNos.filter((no) => !foundNos.has(no))])];
    if (unknown.length > 0) throw businessError(M.unknownApplications(M.named(unknown)));
  }
  const more = !named && found.length > limit;
  const rows = more ? found.slice(0, limit) : found;
  const last = rows.at(-1);
  return { rows, names: await declareNames(db), next: more && last ? { changedSince: last.update_time, afterId: last.id } : null };
}

/** /declare/revoke/revokePageList: the caller's cancellation history of `kind`. */
export async function listRevokes(db: Db, shape: PagedList, companyCode: string, kind: string, request: ReceivedListRequest): Promise<ListAnswer> {
  let base = db.selectFrom('settlement_revoke').selectAll().where('company_code', '=', companyCode).where('kind', '=', kind) as unknown as AnyQuery;
  base = applyTerms(base, request.terms ?? [], shape);
  const { rows, total } = await paged(base, request, shape);
  return {
    datas: rows.map((row) => ({
      id: Number(row.id),
      declareNo: row.declare_no,
      agentName: row.agent_name,
      appTime: row.app_time,
      reas: row.reason,
      bankName: row.bank_name,
      totalCount: Number(row.total_count),
      totalAmount: row.total_amount,
      auditOpinion: row.audit_opinion,
      stateName: row.state_name,
      updateTime: row.update_time,
    })),
    total,
  };
}

const BILL_COLUMNS = [
  'id',
  'cop_no',
  'invt_no',
  'pre_no',
  'order_no',
  'logistics_no',
  'ebc_code',
  'ebc_name',
  'trade_mode',
  'state',
  'create_time',
  'app_time',
];
// The detail page's inventory tables are hand-written (src/screens/settlement/detail), not a definition.
const head = (columns: readonly string[]) => new Map(columns.map((column) => [column, `h.${column}`]));
const BILLS: PagedList = {
  terms: head(['cop_no', 'invt_no', 'order_no', 'logistics_no', 'ebc_code', 'ebc_name', 'trade_mode', 'state', 'create_time', 'app_time']),
  sorts: head(['create_time', 'app_time', 'cop_no', 'invt_no', 'id']),
  defaultSort: { column: 'h.id', order: 'desc' },
  idColumn: 'h.id',
  pageSize: DEFAULT_PAGE_SIZE,
};

/** An attached bill's share: its amount and currency (the code, and its name in currencyName). */
interface BillShare {
  amount: string;
  currency: string | null;
  names: Pick<DeclareNames, 'currencies'>;
}

function billToApi(row: Record<string, unknown>, share?: BillShare): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of BILL_COLUMNS) out[toCamelCase(column)] = row[column] ?? null;
  out.id = Number(row.id);
  if (share) {
    out.amount = share.amount;
    out.currency = share.currency;
    out.currencyName = currencyName(share.names, share.currency);
  }
  return out;
}

function declareIdTerm(terms: readonly ReceivedTerm[]): { declareId: number | null; rest: ReceivedTerm[] } {
  const term = terms.find((t) => t.column === 'declare_id');
  const rest = terms.filter((t) => t.column !== 'declare_id');
  if (!term) return { declareId: null, rest };
  const id = Number(term.value);
  if (!Number.isSafeInteger(id) || id <= 0) throw businessError(M.MSG_NOT_FOUND);
  return { declareId: id, rest };
}

function lastDays(days: number, now: number): [string, string] {
  return [`${chinaDate(now - days * 86_400_000)} 00:00:00`, `${chinaDate(now)} 23:59:59`];
}

/**
 * /SeExpuInventory/queryPageList, /SeInventory/queryPageList: the caller's released inventories of
 * commerce companies that authorised it (with a declare_id term: of that application's commerce
 * company), attached to no application, created in the last 30 days unless a create_time term says.
 */
export async function listCandidates(db: Db, companyCode: string, kind: SettlementKind, request: ReceivedListRequest, now = Date.now()): Promise<ListAnswer> {
  const { declareId, rest } = declareIdTerm(request.terms ?? []);
  let commerce = await authorisedCommerceCodes(db, companyCode);
  if (declareId !== null) {
    const application = await findOwn(db, companyCode, declareId);
    commerce = commerce.filter((code) => code === application.ebc_code);
  }
  if (commerce.length === 0) return { datas: [], total: 0 };
  const terms = rest.some((t) => t.column === 'create_time')
    ? rest
    : [...rest, { column: 'create_time', termType: 'btw' as const, value: lastDays(CANDIDATE_WINDOW_DAYS, now) }];
  let base = dynamicDb(db)
    .selectFrom(`${kind.headTable} as h`)
    .select(BILL_COLUMNS.map((column) => `h.${column}`))
    .where('h.company_code', '=', companyCode)
    .where('h.state', 'in', [...RELEASED_STATES])
    .where('h.ebc_code', 'in', commerce)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('settlement_bill as sb').select('sb.id').where('sb.family', '=', kind.family).whereRef('sb.bill_id', '=', 'h.id'))),
    ) as unknown as AnyQuery;
  base = applyTerms(base, terms, BILLS);
  const { rows, total } = await paged(base, request, BILLS);
  return { datas: rows.map((row) => billToApi(row)), total };
}

/** /declarel/queryExpuInventHead, /declarel/queryInventHead: the bills attached to an application (declare_id term). */
export async function listAttached(db: Db, companyCode: string, kind: SettlementKind, request: ReceivedListRequest): Promise<ListAnswer> {
  const { declareId, rest } = declareIdTerm(request.terms ?? []);
  if (declareId === null) throw businessError(M.MSG_DECLARE_ID_REQUIRED);
  const application = await findOwn(db, companyCode, declareId);
  let base = dynamicDb(db)
    .selectFrom(`${kind.headTable} as h`)
    .innerJoin('settlement_bill as sb', (join) => join.onRef('sb.bill_id', '=', 'h.id').on('sb.family', '=', kind.family))
    .select([...BILL_COLUMNS.map((column) => `h.${column}`), 'sb.amount', 'sb.currency as sb_currency'])
    .where('sb.declare_id', '=', application.id)
    .where('h.company_code', '=', companyCode) as unknown as AnyQuery;
  base = applyTerms(base, rest, BILLS);
  const { rows, total } = await paged(base, request, BILLS);
  const names = { currencies: await currencyNames(db) };
  return {
    datas: rows.map((row) => billToApi(row, { amount: String(row.amount), currency: (row.sb_currency as string | null) ?? null, names })),
    total,
  };
}

/** /declarel/queryExpuInventList, /declarel/queryInventList: the goods lines of one of the caller's bills (head_id term). */
export async function listBillLines(db: Db, companyCode: string, kind: SettlementKind, request: ReceivedListRequest): Promise<ListAnswer> {
  const term = (request.terms ?? []).find((t) => t.column === 'head_id');
  const headId = Number(term?.value);
  if (!term || !Number.isSafeInteger(headId) || headId <= 0) throw businessError(M.MSG_BILL_NOT_FOUND);
  const head = await dynamicDb(db).selectFrom(kind.headTable).select('id').where('id', '=', headId).where('company_code', '=', companyCode).executeTakeFirst();
  if (!head) throw businessError(M.MSG_BILL_NOT_FOUND);
  const base = dynamicDb(db).selectFrom(`${kind.lineTable} as l`).selectAll('l').where('l.head_id', '=', headId) as unknown as AnyQuery;
  const { limit, offset } = pageOf(request, DEFAULT_PAGE_SIZE);
  const counted = (await base
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst()) as { total?: unknown };
  const rows = (await base.orderBy(sql.ref('l.id'), 'asc').limit(limit).offset(offset).execute()) as Record<string, unknown>[];
  return {
    datas: rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) out[toCamelCase(column)] = value;
      if (row.total_price !== null && row.total_price !== undefined) out.totalPrice = decimalToText(decimalOfCell(row.total_price));
      return out;
    }),
    total: Number(counted?.total ?? 0),
  };
}
