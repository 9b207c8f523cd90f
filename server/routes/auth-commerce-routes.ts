// Authorisations between companies (bill-families-and-screens.md §4, §7 "Authorisation", §8;
// docs/settlement.md), table auth_commerce. Every call is POST { data } under /api/enterprise,
// authenticated and checked against the page's module and button codes before the body is read;
// the caller's company comes from the token, never from the body:
// - findCompany { companyName }: apply page, button add. Companies whose name contains the text
//   (blank answers []), at most MAX_COMPANY_CHOICES, never the caller's own company.
// - save { commerceCode, commerceName }: apply page, button add. A to_audit request of the caller's
//   company (the agent) to an existing other company; the name is taken from the company table.
//   Refused while the pair has a live request (to_audit or approved).
// - queryPageList { pageIndex, pageSize, sorts, terms }: the term page eq apply|confirm names the
//   page (apply when absent) and the module needed; apply lists the caller's requests as agent,
//   confirm those addressed to the caller's company code.
// - audit { id, flag }: confirm page, button agree (flag true) or decline (flag false); the
//   request must be addressed to the caller's company and be to_audit.
// - tackBack { ids }: confirm page, button takeBack; every request addressed to the caller's
//   company and approved, else nothing changes and the refusal names the wrong ones.
// - delete { ids }: apply page, button delete; the caller's own requests, none of them approved
//   (an approved one is taken back by the commerce company), all or nothing.
// Another company's request answers 授权记录不存在或已被删除, the same as a missing one.
import { recordIdSchema } from '#core/record-id.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_APPLY_PAGE,
  AUTH_BUTTONS,
  AUTH_CONFIRM_PAGE,
  AUTH_PAGE_COLUMN,
  AUTH_PATHS,
  AUTH_STATE,
  LIVE_AUTH_STATES,
  MAX_AUTH_IDS,
  MAX_COMPANY_CHOICES,
  MSG_AUTH_AGREED,
  MSG_AUTH_APPLIED,
  MSG_AUTH_COMPANY_UNKNOWN,
  MSG_AUTH_DECLINED,
  MSG_AUTH_DELETED,
  MSG_AUTH_NOT_FOUND,
  MSG_AUTH_SELF,
  MSG_AUTH_TAKEN_BACK,
  auditStateMessage,
  deleteStateMessage,
  duplicateAuthMessage,
  takeBackStateMessage,
  type AuthCommerceRow,
  type AuthPage,
  type CompanyChoice,
} from '#core/auth-commerce.ts';
import { chinaDateTime, parseChinaDateTime } from '#core/china-time.ts';
import { listPartSchema, sortsSchema, termsSchema, type ReceivedListRequest, type ReceivedTerm } from '#core/list/list-request.ts';
import type { PortalDb } from '../db/connect.ts';
import { changeState, deleteInState, lockRows, serialise } from '../db/state-change.ts';
import { holdsPage, namedPage, pageRoute } from '../auth/route-access.ts';
import { ApiError, businessError, forbiddenError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { authStateNames, likeCondition, stateNameOf } from '../settlement/authorisation.ts';
import { callerOf, type Caller } from './caller.ts';
import { toSnakeCase, type BillDefinition } from '#core/definition/index.ts';
import { featureList, listShapeOf, type PagedList } from '../fields/feature-list.ts';

const MAX_PAGE_SIZE = 500;
const idSchema = recordIdSchema('授权ID');
const idsSchema = { type: 'array', title: '授权ID', minItems: 1, maxItems: MAX_AUTH_IDS, items: idSchema };
const codeSchema = { type: 'string', title: '企业编码', minLength: 1, maxLength: 50 };
const nameSchema = { type: 'string', title: '企业名称', maxLength: 100 };

const findSchema = {
  body: dataBody({ type: 'object', required: ['companyName'], additionalProperties: false, properties: { companyName: nameSchema } }),
};
const saveSchema = {
  body: dataBody({
    type: 'object',
    required: ['commerceCode'],
    additionalProperties: false,
    properties: { commerceCode: codeSchema, commerceName: nameSchema },
  }),
};
const listSchema = {
  body: dataBody({
    type: 'object',
    additionalProperties: false,
    properties: {
      pageIndex: { type: 'integer', title: '页码', minimum: 0, maximum: 100_000 },
      pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: MAX_PAGE_SIZE },
      sorts: sortsSchema,
      terms: { ...termsSchema, maxItems: 20 },
      // The page asks rows first; the authorisations are few, so the answer is whole (list-request.ts).
      part: listPartSchema,
    },
  }),
};
const auditSchema = {
  body: dataBody({
    type: 'object',
    required: ['id', 'flag'],
    additionalProperties: false,
    properties: { id: idSchema, flag: { type: 'boolean', title: '是否同意' } },
  }),
};
// The list's batch buttons send the rows' create-time window with the ids (spec §7.4); not needed here.
const windowTime = { type: 'string', title: '时间', maxLength: 19 };
const idsBodySchema = {
  body: dataBody({
    type: 'object',
    required: ['ids'],
    additionalProperties: false,
    properties: { ids: idsSchema, startTime: windowTime, endTime: windowTime },
  }),
};

interface CallerCompany {
  id: number;
  code: string;
  name: string;
}

async function companyOf(db: PortalDb, caller: Caller): Promise<CallerCompany> {
  const company = await db.selectFrom('company').select(['id', 'code', 'name']).where('code', '=', caller.companyCode).executeTakeFirst();
  if (!company) throw businessError(MSG_AUTH_COMPANY_UNKNOWN);
  return company;
}

/** The page a list request names (term page eq apply|confirm); apply when absent. Read before validation: defensive. */
export function listPageOf(body: unknown): AuthPage {
  const terms = (body as { data?: { terms?: unknown } } | null)?.data?.terms;
  if (!Array.isArray(terms)) return 'apply';
  const term = terms.find((t: unknown) => (t as ReceivedTerm | null)?.column === AUTH_PAGE_COLUMN) as ReceivedTerm | undefined;
  return term?.value === 'confirm' ? 'confirm' : 'apply';
}

/** The list of each page (schemas/bills): its filters and sortable fields are what the page may send. */
const AUTH_LISTS: Record<AuthPage, string> = { apply: 'other-authApply', confirm: 'other-authConfirm' };
/** auth_commerce's columns a list may filter or sort on: its text columns, its state, its creation time (epoch ms). */
type TextColumn = 'agent_name' | 'agent_code' | 'commerce_name' | 'commerce_code';
const TEXT_COLUMNS: ReadonlySet<string> = new Set<TextColumn>(['agent_name', 'agent_code', 'commerce_name', 'commerce_code']);
const LISTABLE = new Set([...TEXT_COLUMNS, 'state', 'created_at', 'id']);

/** Each page's whitelists, from its definition; a filter or sort the table cannot answer stops the server with its name. */
function authListShapes(featureLists: readonly BillDefinition[]): Record<AuthPage, PagedList> {
  const shapeOf = (family: string): PagedList => {
    const shape = listShapeOf(featureList(featureLists, 'authorisation', family), {
      extraTerms: ['state'],
      columnOf: (column) => (column === 'create_time' ? 'created_at' : column),
    });
    for (const column of [...shape.terms.values(), ...shape.sorts.values()])
      if (!LISTABLE.has(column)) throw new Error(`${family}: the authorisation list cannot filter or sort on ${column}`);
    return shape;
  };
  return { apply: shapeOf(AUTH_LISTS.apply), confirm: shapeOf(AUTH_LISTS.confirm) };
}

const unsupportedTerm = (term: ReceivedTerm) => new ApiError(`不支持的查询条件：${term.column} ${term.termType}`, { httpStatus: 400 });

type AuthQuery = ReturnType<typeof baseQuery>;
function baseQuery(db: PortalDb) {
  return db.selectFrom('auth_commerce');
}

/** Applies the page's terms (state eq|in, names and codes like|eq, create time btw); anything else is refused. */
function applyTerms(query: AuthQuery, terms: readonly ReceivedTerm[], shape: PagedList): AuthQuery {
  for (const term of terms) {
    if (term.column === AUTH_PAGE_COLUMN) continue;
    const value = term.value;
    const column = shape.terms.get(term.column);
    if (column === 'state') {
      const states = term.termType === 'in' && Array.isArray(value) ? value : term.termType === 'eq' ? [value] : null;
      if (!states || states.some((state) => typeof state !== 'string')) throw unsupportedTerm(term);
      if (states.length === 0) continue;
      query = query.where('state', 'in', states as string[]);
      continue;
    }
    const textColumn = column !== undefined && TEXT_COLUMNS.has(column) ? (column as TextColumn) : undefined;
    if (textColumn && (term.termType === 'like' || term.termType === 'eq')) {
      if (typeof value !== 'string') throw unsupportedTerm(term);
      if (value.trim() === '') continue;
      query = term.termType === 'eq' ? query.where(textColumn, '=', value.trim()) : query.where(likeCondition(textColumn, value.trim()));
      continue;
    }
    if (column === 'created_at' && term.termType === 'btw') {
      const [from, to] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
      const start = typeof from === 'string' && from !== '' ? parseChinaDateTime(from) : null;
      const endDay = typeof to === 'string' && to !== '' ? parseChinaDateTime(to) : null;
      if (Number.isNaN(start) || Number.isNaN(endDay)) throw unsupportedTerm(term);
      if (start !== null) query = query.where('created_at', '>=', start);
      // A bare end date includes that whole day.
      if (endDay !== null)
        query = query.where(
          'created_at',
          typeof to === 'string' && to.length === 10 ? '<' : '<=',
          typeof to === 'string' && to.length === 10 ? endDay + 86_400_000 : endDay,
        );
      continue;
    }
    throw unsupportedTerm(term);
  }
  return query;
}

interface AuthRecord {
  id: number;
  agent_company_id: number;
  agent_code: string;
  agent_name: string;
  commerce_code: string;
  commerce_name: string;
  state: string;
  created_at: number;
}

const describe = (row: AuthRecord, names: Record<string, string>) => `${row.agent_name}→${row.commerce_name}（${stateNameOf(names, row.state)}）`;

export async function registerAuthCommerceRoutes(app: FastifyInstance): Promise<void> {
  // A definitions folder without the authorisation lists (a test's own families) has no authorisation pages.
  if (!app.bills.featureLists.some((definition) => definition.ui.servedBy === 'authorisation')) return;
  const { db } = app.portal;
  const lists = authListShapes(app.bills.featureLists);

  const requireButton = async (request: FastifyRequest, page: string, code: string) => {
    const user = request.user;
    if (!user || !(await holdsPage(app.portal, user.userId, { modules: [page], buttons: [code] }))) throw forbiddenError();
  };

  /** The rows of `ids`, locked on PostgreSQL while the transaction runs; another company's count as missing. */
  const rowsOf = async (trx: PortalDb, ids: readonly number[], scope: 'agent' | 'commerce', company: CallerCompany): Promise<AuthRecord[]> => {
    let query = trx
      .selectFrom('auth_commerce')
      .selectAll()
      .where('id', 'in', [...new Set(ids)]);
    query = scope === 'agent' ? query.where('agent_company_id', '=', company.id) : query.where('commerce_code', '=', company.code);
    const rows = (await lockRows(trx, query)) as AuthRecord[];
    if (rows.length !== new Set(ids).size) throw businessError(MSG_AUTH_NOT_FOUND);
    return rows;
  };

  app.post<{ Body: { data: { companyName: string } } }>(
    AUTH_PATHS.findCompany,
    { config: { access: pageRoute(AUTH_APPLY_PAGE, [AUTH_BUTTONS.add]) }, schema: findSchema },
    async (request) => {
      const caller = callerOf(request);
      const name = request.body.data.companyName.trim();
      if (name === '') return ok<CompanyChoice[]>([]);
      const rows = await db
        .selectFrom('company')
        .select(['code', 'name'])
        .where(likeCondition('name', name))
        .where('code', '<>', caller.companyCode)
        .orderBy('name')
        .orderBy('code')
        .limit(MAX_COMPANY_CHOICES)
        .execute();
      return ok<CompanyChoice[]>(rows.map((row) => ({ companyCode: row.code, companyName: row.name })));
    },
  );

  app.post<{ Body: { data: { commerceCode: string; commerceName?: string } } }>(
    AUTH_PATHS.save,
    { config: { access: pageRoute(AUTH_APPLY_PAGE, [AUTH_BUTTONS.add]) }, schema: saveSchema },
    async (request) => {
      const caller = callerOf(request);
      const agent = await companyOf(db, caller);
      const commerceCode = request.body.data.commerceCode.trim();
      if (commerceCode === agent.code) throw businessError(MSG_AUTH_SELF);
      await db.transaction().execute(async (trx) => {
        // One agent's applications wait for each other: the duplicate check below then sees the other's row.
        await serialise(trx, 'auth_commerce', agent.id);
        const commerce = await trx.selectFrom('company').select(['code', 'name']).where('code', '=', commerceCode).executeTakeFirst();
        if (!commerce) throw businessError(MSG_AUTH_COMPANY_UNKNOWN);
        const live = await trx
          .selectFrom('auth_commerce')
          .select('state')
          .where('agent_code', '=', agent.code)
          .where('commerce_code', '=', commerce.code)
          .where('state', 'in', [...LIVE_AUTH_STATES])
          .executeTakeFirst();
        if (live) throw businessError(duplicateAuthMessage(commerce.name, stateNameOf(await authStateNames(trx), live.state)));
        const now = Date.now();
        await trx
          .insertInto('auth_commerce')
          .values({
            agent_company_id: agent.id,
            agent_code: agent.code,
            agent_name: agent.name,
            commerce_code: commerce.code,
            commerce_name: commerce.name,
            state: AUTH_STATE.toAudit,
            created_at: now,
            updated_at: now,
          })
          .execute();
      });
      return ok(null, MSG_AUTH_APPLIED);
    },
  );

  app.post<{ Body: { data: ReceivedListRequest } }>(
    AUTH_PATHS.queryPageList,
    {
      config: { access: namedPage((request) => ({ modules: [listPageOf(request.body) === 'confirm' ? AUTH_CONFIRM_PAGE : AUTH_APPLY_PAGE] })) },
      schema: listSchema,
    },
    async (request) => {
      const caller = callerOf(request);
      const company = await companyOf(db, caller);
      const body = request.body.data;
      const page = listPageOf(request.body);
      let query = baseQuery(db);
      query = page === 'confirm' ? query.where('commerce_code', '=', company.code) : query.where('agent_company_id', '=', company.id);
      const shape = lists[page];
      query = applyTerms(query, body.terms ?? [], shape);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const pageSize = body.pageSize ?? 50;
      const pageIndex = body.pageIndex ?? 0;
      let rows = query.selectAll();
      for (const sort of body.sorts ?? []) {
        const column = shape.sorts.get(toSnakeCase(sort.name));
        if (!column) throw new ApiError(`不支持的排序字段：${sort.name}`, { httpStatus: 400 });
        rows = rows.orderBy(column as TextColumn | 'state' | 'created_at' | 'id', sort.order?.toLowerCase() === 'asc' ? 'asc' : 'desc');
      }
      const found = (await rows
        .orderBy(shape.defaultSort.column as 'created_at', shape.defaultSort.order)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(pageIndex * pageSize)
        .execute()) as AuthRecord[];
      const names = await authStateNames(db);
      const datas: AuthCommerceRow[] = found.map((row) => ({
        id: Number(row.id),
        agentName: row.agent_name,
        agentCode: row.agent_code,
        commerceName: row.commerce_name,
        commerceCode: row.commerce_code,
        createTime: chinaDateTime(Number(row.created_at)),
        state: row.state as AuthCommerceRow['state'],
        stateName: stateNameOf(names, row.state),
      }));
      return ok({ datas, total: Number(total.n) });
    },
  );

  app.post<{ Body: { data: { id: number; flag: boolean } } }>(
    AUTH_PATHS.audit,
    { config: { access: pageRoute(AUTH_CONFIRM_PAGE, [AUTH_BUTTONS.agree, AUTH_BUTTONS.decline]) }, schema: auditSchema },
    async (request) => {
      const caller = callerOf(request);
      const { id, flag } = request.body.data;
      await requireButton(request, AUTH_CONFIRM_PAGE, flag ? AUTH_BUTTONS.agree : AUTH_BUTTONS.decline);
      const company = await companyOf(db, caller);
      await db.transaction().execute(async (trx) => {
        const [row] = await rowsOf(trx, [id], 'commerce', company);
        if (row!.state !== AUTH_STATE.toAudit) throw businessError(auditStateMessage(stateNameOf(await authStateNames(trx), row!.state)));
        await changeState(trx, {
          table: 'auth_commerce',
          ids: [id],
          from: [AUTH_STATE.toAudit],
          set: { state: flag ? AUTH_STATE.approved : AUTH_STATE.notApproved, updated_at: Date.now() },
          lost: async () => businessError(auditStateMessage(stateNameOf(await authStateNames(trx), (await rowsOf(trx, [id], 'commerce', company))[0]!.state))),
        });
      });
      return ok(null, flag ? MSG_AUTH_AGREED : MSG_AUTH_DECLINED);
    },
  );

  app.post<{ Body: { data: { ids: number[] } } }>(
    AUTH_PATHS.tackBack,
    { config: { access: pageRoute(AUTH_CONFIRM_PAGE, [AUTH_BUTTONS.takeBack]) }, schema: idsBodySchema },
    async (request) => {
      const caller = callerOf(request);
      const company = await companyOf(db, caller);
      const ids = request.body.data.ids;
      await db.transaction().execute(async (trx) => {
        const rows = await rowsOf(trx, ids, 'commerce', company);
        const wrong = rows.filter((row) => row.state !== AUTH_STATE.approved);
        if (wrong.length > 0) {
          const names = await authStateNames(trx);
          throw businessError(takeBackStateMessage(wrong.map((row) => describe(row, names))));
        }
        await changeState(trx, {
          table: 'auth_commerce',
          ids,
          scope: { commerce_code: company.code },
          from: [AUTH_STATE.approved],
          set: { state: AUTH_STATE.takeBack, updated_at: Date.now() },
          lost: async (lost) => {
            const names = await authStateNames(trx);
            return businessError(takeBackStateMessage((await rowsOf(trx, lost, 'commerce', company)).map((row) => describe(row, names))));
          },
        });
      });
      return ok(null, MSG_AUTH_TAKEN_BACK);
    },
  );

  app.post<{ Body: { data: { ids: number[] } } }>(
    AUTH_PATHS.delete,
    { config: { access: pageRoute(AUTH_APPLY_PAGE, [AUTH_BUTTONS.delete]) }, schema: idsBodySchema },
    async (request) => {
      const caller = callerOf(request);
      const company = await companyOf(db, caller);
      const ids = request.body.data.ids;
      await db.transaction().execute(async (trx) => {
        const rows = await rowsOf(trx, ids, 'agent', company);
        const approved = rows.filter((row) => row.state === AUTH_STATE.approved);
        if (approved.length > 0) {
          const names = await authStateNames(trx);
          throw businessError(deleteStateMessage(approved.map((row) => describe(row, names))));
        }
        await deleteInState(trx, {
          table: 'auth_commerce',
          ids,
          scope: { agent_company_id: company.id },
          from: Object.values(AUTH_STATE).filter((state) => state !== AUTH_STATE.approved),
          lost: async (lost) => {
            const names = await authStateNames(trx);
            return businessError(deleteStateMessage((await rowsOf(trx, lost, 'agent', company)).map((row) => describe(row, names))));
          },
        });
      });
      return ok(null, MSG_AUTH_DELETED);
    },
  );
}
