// Subsidy (data-verification) applications (bill-families-and-screens.md §3.5, §4, §5, §7
// "Subsidy and reward"; docs/subsidy.md): apply, the list, the detail, the imported waybills of an
// import and the verification results. Every query is scoped to the caller's company.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { chinaDateTime, parseChinaDateTime } from '#core/china-time.ts';
import { toSnakeCase } from '#core/definition/index.ts';
import type { ReceivedListRequest } from '#core/list/list-request.ts';
import { MSG_NO_BOUND_COMPANY, MSG_NOT_APPROVED, NO_IMPORT, SUBSIDY_STATES, SUBSIDY_STATE_LIST } from '#core/subsidy/subsidy.ts';
import { ApiError, businessError, CODE_FAILURE_SHOWN_BY_CALLER } from '../http/envelope.ts';
import { badRequest } from '../fields/term-values.ts';
import type { PortalDatabase, SubsidyApplyTable } from '../db/schema.ts';
import { unknownRecCompanies, type RecCompany } from './companies.ts';
import type { ListShape } from './definitions.ts';
import { applyTerms, paged, type AnyQuery } from '../fields/feature-paging.ts';
import { lockRows, serialise } from '../db/state-change.ts';
import type { SubsidyVerifier } from './verifier.ts';

type Db = Kysely<PortalDatabase>;

/** Days a check period may span at most (decision: the statistics' one year, docs/subsidy.md). */
export const MAX_CHECK_DAYS = 366;
export const MAX_EXPORT_ROWS = 20_000;

export const MSG_BAD_DATE = '核验期间的日期不正确';
export const MSG_DATE_ORDER = '核验开始日期不能晚于结束日期';
export const MSG_DATE_SPAN = '核验期间不能超过一年';
export const MSG_NOT_OWN_COMPANY = '申请企业须为当前登录的企业';
export const MSG_NO_IMPORT = '请先导入运单数据';
export const MSG_IMPORT_MISSING = '导入记录不存在，请重新导入运单数据';
export const MSG_IMPORT_UNFINISHED = '运单数据尚未导入完成，请等待导入完成后再提交';
export const MSG_IMPORT_FAILED_APPLY = '运单数据导入失败，请重新导入';
export const MSG_IMPORT_EMPTY = '导入记录中没有运单数据，请重新导入';
export const MSG_IMPORT_USED = '该批运单已用于其他核验申请，请重新导入';
export const MSG_NOT_FOUND = '核验申请不存在';
export const MSG_WRONG_TYPE = '申请类型与核验申请不一致';
export const MSG_BILL_NOT_FOUND = '记录不存在或已删除';
export const MSG_BILLS_IN_USE = '该批运单已提交核验申请，不能删除';
export const MSG_BILLS_RUNNING = '运单数据正在导入，请等待导入完成';
export const MSG_EXPORT_TOO_MANY = `导出数据超过${MAX_EXPORT_ROWS}条，请缩小查询范围`;

/** A refusal the apply form shows in an alert titled 错误提示 (envelope code -1000). */
export function applyRefusal(message: string): ApiError {
  return new ApiError(message, { code: CODE_FAILURE_SHOWN_BY_CALLER });
}

export function overlapMessage(start: string, end: string, applyTime: string): string {
  return `该申请类型已有核验期间 ${start} 至 ${end} 的申请（${applyTime} 提交），核验期间不能重叠`;
}

export interface ApplyBody {
  applyType?: string | null;
  companyType?: string | number | null;
  ckDateRange?: (string | null)[] | null;
  ckStartTime?: string | null;
  ckEndTime?: string | null;
  note?: string | null;
  companyName?: string | null;
  recCompanyList?: RecCompany[] | null;
  importNo?: string | null;
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function dateOf(text: string): string | null {
  const day = text.trim().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(parseChinaDateTime(day)) && chinaDateTime(parseChinaDateTime(day)).startsWith(day) ? day : null;
}

async function names(db: Db, dicCode: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('dictionary_item').select(['value', 'name']).where('dic_code', '=', dicCode).execute();
  return new Map(rows.map((row) => [row.value, row.name]));
}

async function stateNames(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('state_option')
    .select(['state', 'state_name'])
    .where('mode', '=', SUBSIDY_STATE_LIST.mode)
    .where('bill_type', '=', SUBSIDY_STATE_LIST.billType)
    .execute();
  return new Map(rows.map((row) => [row.state, row.state_name]));
}

export interface ApplyContext {
  db: Db;
  verifier: SubsidyVerifier;
}

/**
 * /subsidy/apply: the checks a form cannot make (dates, the applicant, the bound companies, the
 * import), then stores the application (wait_audit) and hands it to the verifier. The route has
 * checked the body with the apply form first (required fields, lengths, dictionaries).
 */
export async function apply(context: ApplyContext, companyCode: string, body: ApplyBody, now = Date.now()): Promise<number> {
  const { db } = context;
  const [rangeStart, rangeEnd] = body.ckDateRange ?? [];
  const filled: ApplyBody = { ...body, ckStartTime: body.ckStartTime ?? rangeStart, ckEndTime: body.ckEndTime ?? rangeEnd };
  if (blank(filled.recCompanyList)) throw applyRefusal(MSG_NO_BOUND_COMPANY);
  const applyType = String(filled.applyType).trim();
  const companyType = String(filled.companyType).trim();
  const start = dateOf(String(filled.ckStartTime));
  const end = dateOf(String(filled.ckEndTime));
  if (!start || !end) throw applyRefusal(MSG_BAD_DATE);
  if (start > end) throw applyRefusal(MSG_DATE_ORDER);
  if ((parseChinaDateTime(end) - parseChinaDateTime(start)) / 86_400_000 >= MAX_CHECK_DAYS) throw applyRefusal(MSG_DATE_SPAN);
  const company = await db.selectFrom('company').select('name').where('code', '=', companyCode).executeTakeFirst();
  if (!company || company.name !== String(filled.companyName).trim()) throw applyRefusal(MSG_NOT_OWN_COMPANY);
  const bound = [...new Map((filled.recCompanyList ?? []).map((item) => [item.recCompanyCode, item])).values()];
  const unknown = await unknownRecCompanies(db, bound);
  if (unknown.length > 0) throw applyRefusal(`绑定企业不存在：${unknown.map((item) => item.recCompanyName).join('、')}`);
  const importNo = String(filled.importNo).trim();
  if (importNo === NO_IMPORT) throw applyRefusal(MSG_NO_IMPORT);
  const id = await db.transaction().execute(async (trx) => {
    // Periods of one company and apply type may not overlap: its applies wait for each other, so
    // the overlap check below sees the other's application.
    await serialise(trx, 'subsidy_apply', companyCode, applyType);
    // The import is held until the application stores it: a delete of its rows waits, then sees it used.
    const [imported] = await lockRows(
      trx,
      trx.selectFrom('subsidy_import').select(['id', 'state', 'used_by']).where('import_no', '=', importNo).where('company_code', '=', companyCode),
    );
    if (!imported) throw applyRefusal(MSG_IMPORT_MISSING);
    if (imported.state === 'running') throw applyRefusal(MSG_IMPORT_UNFINISHED);
    if (imported.state !== 'done') throw applyRefusal(MSG_IMPORT_FAILED_APPLY);
    if (imported.used_by !== null) throw applyRefusal(MSG_IMPORT_USED);
    const counted = await trx
      .selectFrom('subsidy_bill')
      .select(sql<number>`count(*)`.as('n'))
      .where('company_code', '=', companyCode)
      .where('import_no', '=', importNo)
      .executeTakeFirst();
    const billCount = Number(counted?.n ?? 0);
    if (billCount === 0) throw applyRefusal(MSG_IMPORT_EMPTY);
    const overlapping = await trx
      .selectFrom('subsidy_apply')
      .select(['ck_start_time', 'ck_end_time', 'apply_time'])
      .where('company_code', '=', companyCode)
      .where('apply_type', '=', applyType)
      .where('ck_start_time', '<=', end)
      .where('ck_end_time', '>=', start)
      .executeTakeFirst();
    if (overlapping) throw applyRefusal(overlapMessage(overlapping.ck_start_time, overlapping.ck_end_time, overlapping.apply_time));
    const time = chinaDateTime(now);
    const inserted = await trx
      .insertInto('subsidy_apply')
      .values({
        company_code: companyCode,
        company_name: company.name,
        apply_type: applyType,
        company_type: companyType,
        ck_start_time: start,
        ck_end_time: end,
        note: blank(filled.note) ? null : String(filled.note).trim(),
        import_no: importNo,
        bill_count: billCount,
        state: SUBSIDY_STATES.waitAudit,
        due_at: context.verifier.firstDue(now),
        apply_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('subsidy_apply_company')
      .values(bound.map((item) => ({ subsidy_id: inserted.id, rec_company_code: item.recCompanyCode, rec_company_name: item.recCompanyName })))
      .execute();
    // Claimed only if still unclaimed: two applies racing for one import cannot both have it.
    const claimed = await trx
      .updateTable('subsidy_import')
      .set({ used_by: inserted.id })
      .where('id', '=', imported.id)
      .where('used_by', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw applyRefusal(MSG_IMPORT_USED);
    return inserted.id;
  });
  if (context.verifier.delayMs === 0) await context.verifier.processDue(db, now);
  return id;
}

type ApplicationRow = Selectable<SubsidyApplyTable>;

function ckTime(row: { ck_start_time: string; ck_end_time: string }): string {
  return `${row.ck_start_time} 至 ${row.ck_end_time}`;
}

/** An application as the list and the detail answer it. */
function applicationToApi(row: Record<string, unknown>, typeNames: Map<string, string>, states: Map<string, string>): Record<string, unknown> {
  const application = row as unknown as ApplicationRow;
  return {
    id: Number(application.id),
    applyTime: application.apply_time,
    applyType: application.apply_type,
    applyTypeName: typeNames.get(application.apply_type) ?? application.apply_type,
    ckTime: ckTime(application),
    note: application.note ?? '',
    state: application.state,
    stateName: states.get(application.state) ?? application.state,
  };
}

function ownApplications(db: Db, companyCode: string): AnyQuery {
  return db.selectFrom('subsidy_apply').selectAll().where('company_code', '=', companyCode) as unknown as AnyQuery;
}

/** /subsidy/list */
export async function listApplications(db: Db, shape: ListShape, companyCode: string, request: ReceivedListRequest, dictionary: string) {
  const base = applyTerms(ownApplications(db, companyCode), request.terms ?? [], shape);
  const { rows, total } = await paged(base, request, shape);
  const [typeNames, states] = await Promise.all([names(db, dictionary), stateNames(db)]);
  return { datas: rows.map((row) => applicationToApi(row, typeNames, states)), total };
}

/** The rows of /subsidy/export: the list's columns, names for codes. */
export async function exportApplications(db: Db, shape: ListShape, companyCode: string, request: ReceivedListRequest, dictionary: string) {
  const base = applyTerms(ownApplications(db, companyCode), request.terms ?? [], shape);
  const { rows } = await paged(base, { ...request, pageIndex: 0, pageSize: MAX_EXPORT_ROWS + 1 }, shape, MAX_EXPORT_ROWS + 1);
  if (rows.length > MAX_EXPORT_ROWS) throw businessError(MSG_EXPORT_TOO_MANY);
  const [typeNames, states] = await Promise.all([names(db, dictionary), stateNames(db)]);
  return rows.map((row) => {
    const answer = applicationToApi(row, typeNames, states);
    return shape.fields.map((field) => {
      const value = answer[`${field}Name`] ?? answer[field];
      return value === null || value === undefined ? null : (value as string | number);
    });
  });
}

export async function findApplication(db: Db, companyCode: string, id: number) {
  const row = await db.selectFrom('subsidy_apply').selectAll().where('id', '=', id).where('company_code', '=', companyCode).executeTakeFirst();
  if (!row) throw businessError(MSG_NOT_FOUND);
  return row;
}

/** /subsidy/detail: every apply field, the state and the bound companies. */
export async function applicationDetail(db: Db, companyCode: string, id: number, dictionary: string, companyTypeDictionary: string) {
  const row = await findApplication(db, companyCode, id);
  const [typeNames, companyTypes, states, bound] = await Promise.all([
    names(db, dictionary),
    names(db, companyTypeDictionary),
    stateNames(db),
    db.selectFrom('subsidy_apply_company').select(['rec_company_code', 'rec_company_name']).where('subsidy_id', '=', id).orderBy('id').execute(),
  ]);
  return {
    ...applicationToApi(row as unknown as Record<string, unknown>, typeNames, states),
    companyType: row.company_type,
    companyTypeName: companyTypes.get(row.company_type) ?? row.company_type,
    ckDateRange: [row.ck_start_time, row.ck_end_time],
    ckStartTime: row.ck_start_time,
    ckEndTime: row.ck_end_time,
    companyName: row.company_name,
    recCompanyList: bound.map((item) => ({ recCompanyCode: item.rec_company_code, recCompanyName: item.rec_company_name })),
    importNo: row.import_no,
    billCount: row.bill_count,
  };
}

/** Rows of a list as the definition's fields (camelCase of the table's snake_case columns). */
function rowsToApi(rows: readonly Record<string, unknown>[], fields: readonly string[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const out: Record<string, unknown> = { id: Number(row.id) };
    for (const field of fields) {
      const value = row[toSnakeCase(field)];
      out[field] = typeof value === 'bigint' ? Number(value) : (value ?? null);
    }
    return out;
  });
}

/** /subsidy/bill/list: the caller's imported waybills (an import_no term picks one import). */
export async function listBills(db: Db, shape: ListShape, companyCode: string, request: ReceivedListRequest) {
  const base = applyTerms(db.selectFrom('subsidy_bill').selectAll().where('company_code', '=', companyCode) as unknown as AnyQuery, request.terms ?? [], shape);
  const { rows, total } = await paged(base, request, shape);
  return { datas: rowsToApi(rows, shape.fields), total };
}

/** Holds an import of the caller's that no application uses and that is not still running, or refuses. */
async function editableImport(trx: Transaction<PortalDatabase>, companyCode: string, importNo: string): Promise<void> {
  const [imported] = await lockRows(
    trx,
    trx.selectFrom('subsidy_import').select(['id', 'state', 'used_by']).where('import_no', '=', importNo).where('company_code', '=', companyCode),
  );
  if (!imported) throw businessError(MSG_BILL_NOT_FOUND);
  if (imported.used_by !== null) throw businessError(MSG_BILLS_IN_USE);
  if (imported.state === 'running') throw businessError(MSG_BILLS_RUNNING);
}

/** /subsidy/bill/delete: one row of an import not yet applied with. */
export async function deleteBill(db: Db, companyCode: string, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('subsidy_bill').select(['import_no']).where('id', '=', id).where('company_code', '=', companyCode).executeTakeFirst();
    if (!row) throw businessError(MSG_BILL_NOT_FOUND);
    await editableImport(trx, companyCode, row.import_no);
    await trx.deleteFrom('subsidy_bill').where('id', '=', id).where('company_code', '=', companyCode).execute();
  });
}

/** /subsidy/bill/deleteAll: every row of an import not yet applied with (an apply of it waits, or is waited for). */
export async function deleteAllBills(db: Db, companyCode: string, importNo: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await editableImport(trx, companyCode, importNo);
    const deleted = await trx.deleteFrom('subsidy_bill').where('import_no', '=', importNo).where('company_code', '=', companyCode).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}

/**
 * The approved application a result call names (subsidy_id term), and its reward form (`formOf`:
 * the apply form's map of apply types to forms, feature.results.forms).
 */
export async function resultApplication(
  db: Db,
  companyCode: string,
  typeOrForm: string,
  request: ReceivedListRequest,
  formOf: (applyType: string) => string | undefined,
): Promise<{ id: number; form: string }> {
  const term = (request.terms ?? []).find((t) => t.column === 'subsidy_id');
  const id = Number(term?.value);
  if (!term || !Number.isSafeInteger(id) || id <= 0) throw badRequest('缺少查询条件 subsidy_id');
  const application = await findApplication(db, companyCode, id);
  const form = formOf(application.apply_type);
  if (!form) throw businessError(MSG_WRONG_TYPE);
  if (typeOrForm !== application.apply_type && typeOrForm !== form) throw businessError(MSG_WRONG_TYPE);
  if (application.state !== SUBSIDY_STATES.approved) throw businessError(MSG_NOT_APPROVED);
  return { id, form };
}

/** /subsidy/result/{applyType}/list */
export async function listResults(db: Db, shape: ListShape, companyCode: string, subsidyId: number, request: ReceivedListRequest, maxSize?: number) {
  const base = applyTerms(
    db.selectFrom('subsidy_result').selectAll().where('subsidy_id', '=', subsidyId).where('company_code', '=', companyCode) as unknown as AnyQuery,
    request.terms ?? [],
    shape,
    ['subsidy_id'],
  );
  const { rows, total } = await paged(base, request, shape, maxSize);
  return { datas: rowsToApi(rows, shape.fields), total };
}

/** The rows of /subsidy/result/{applyType}/export, in the form's columns. */
export async function exportResults(db: Db, shape: ListShape, companyCode: string, subsidyId: number, request: ReceivedListRequest) {
  const { datas } = await listResults(db, shape, companyCode, subsidyId, { ...request, pageIndex: 0, pageSize: MAX_EXPORT_ROWS + 1 }, MAX_EXPORT_ROWS + 1);
  if (datas.length > MAX_EXPORT_ROWS) throw businessError(MSG_EXPORT_TOO_MANY);
  return datas.map((row) => shape.fields.map((field) => (row[field] === null || row[field] === undefined ? null : (row[field] as string | number))));
}
