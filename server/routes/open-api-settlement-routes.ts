// The open API's settlement calls (issue 27 points 1 and 6, docs/open-api.md "Settlement"): an ERP
// does without a person what the page 结汇申请 does, each a signed request with the scope
// `settlement` whose key's creator holds the page and the button code the page's route asks for:
// - POST {base}/settlement/applications          create (no id) or edit an application (add / edit);
//                                                Idempotency-Key honoured, so a retried create makes one;
// - POST {base}/settlement/applications/attach   attach bills by their own numbers (the inventory
//                                                family's link field) or ids (add / edit);
// - POST {base}/settlement/applications/detach   detach them, the same way (add / edit);
// - POST {base}/settlement/applications/submit   提交 to the bank (submit);
// - POST {base}/settlement/applications/states   states and the bank's answer by id or number, or
//                                                every application changed since a moment, in pages.
// The rules are the page's, by the page's own functions (server/settlement/applications.ts): the
// company's filing, its applications and bills only, all or none, conditional state changes.
import { isBillDateTime } from '#core/definition/index.ts';
import { OPEN_API_BASE, SETTLEMENT_SCOPE } from '#core/open-api.ts';
import { recordIdSchema } from '#core/record-id.ts';
import type { FastifyInstance } from 'fastify';
import { signedRequest, type RouteAccess } from '../auth/route-access.ts';
import { businessError, ok } from '../http/envelope.ts';
import {
  attachBills,
  declareNames,
  declareToApi,
  detachBills,
  findOwn,
  saveApplication,
  submitApplication,
  type DeclareNames,
  type DeclareRow,
  type SaveInput,
  type SubmitInput,
} from '../settlement/applications.ts';
import { billIdsByKey, billKeyOf } from '../settlement/bill-keys.ts';
import { hasSettlementLists } from '../settlement/list-shapes.ts';
import { applicationStates } from '../settlement/lists.ts';
import * as M from '../settlement/messages.ts';
import { SETTLEMENT_KINDS, SETTLEMENT_MODULE, isIeType, type SettlementKind } from '../settlement/settlement-kinds.ts';
import { callerOf } from './caller.ts';
import { idempotent, MSG_SINCE_FORMAT, STATES_PAGE_MAX } from './open-api-bill-routes.ts';
import { APPLICATION_FIELDS, bankSimulatorOf, MAX_IDS, SETTLEMENT_BUTTONS, SUBMIT_FIELDS, takeDueSteps } from './settlement-routes.ts';

export const SETTLEMENT_OPEN_BASE = `${OPEN_API_BASE}/settlement/applications`;
export const SETTLEMENT_OPEN_PATHS = {
  save: SETTLEMENT_OPEN_BASE,
  attach: `${SETTLEMENT_OPEN_BASE}/attach`,
  detach: `${SETTLEMENT_OPEN_BASE}/detach`,
  submit: `${SETTLEMENT_OPEN_BASE}/submit`,
  states: `${SETTLEMENT_OPEN_BASE}/states`,
} as const;

export const MSG_TOO_MANY_BILLS = `一次最多指定${MAX_IDS}张清单`;
export const MSG_TOO_MANY_APPLICATIONS = `一次最多查询${MAX_IDS}个结汇申请`;
export const MSG_NUMBERS_OR_SINCE = '请指定结汇申请（ids 或 declareNos）或变更起始时间（changedSince）';

const applicationId = { ...recordIdSchema('结汇申请'), description: '结汇申请的 id（新增时应答的 id）' } as const;

// The bodies the routes validate; the OpenAPI document (server/open-api/openapi-document.ts) shows
// these same objects. The page's limits: its fields' schemas (settlement-routes.ts), MAX_IDS bills.
export const SAVE_BODY_SCHEMA = {
  type: 'object',
  required: ['ebcCode', 'ieType'],
  additionalProperties: false,
  properties: {
    id: { ...applicationId, description: '修改时：结汇申请的 id（须尚未提交）；不填则新增' },
    ...APPLICATION_FIELDS,
    ebcCode: { ...APPLICATION_FIELDS.ebcCode, description: '电商企业代码：须已授权本企业结汇' },
    ieType: { ...APPLICATION_FIELDS.ieType, description: 'EXP 出口（结出口清单），IMP 进口（结进口清单）' },
  },
} as const;
export const BILLS_BODY_SCHEMA = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: {
    id: applicationId,
    keys: {
      type: 'array',
      title: '清单业务编号',
      maxItems: MAX_IDS,
      items: { type: 'string', minLength: 1, maxLength: 200 },
      description: `清单的业务编号（清单定义的识别字段），与 billIds 合计每次最多${MAX_IDS}张`,
    },
    billIds: { type: 'array', title: '清单 id', maxItems: MAX_IDS, items: recordIdSchema('清单 id'), description: '或清单的 id' },
  },
} as const;
export const SUBMIT_BODY_SCHEMA = {
  type: 'object',
  required: ['id', 'bankCode'],
  additionalProperties: false,
  properties: { id: applicationId, ...SUBMIT_FIELDS, bankCode: { ...SUBMIT_FIELDS.bankCode, description: '银行代码（字典 bank_code）' } },
} as const;
export const STATES_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ids: { type: 'array', title: '结汇申请 id', maxItems: MAX_IDS, items: recordIdSchema('结汇申请 id'), description: '按 id 查询' },
    declareNos: {
      type: 'array',
      title: '申请单号',
      maxItems: MAX_IDS,
      items: { type: 'string', minLength: 1, maxLength: 40 },
      description: `按申请单号（提交时生成）查询；与 ids 合计每次最多${MAX_IDS}个`,
    },
    changedSince: { type: 'string', maxLength: 19, description: '查询此时间（yyyy-MM-dd HH:mm:ss，北京时间）及之后变更的结汇申请' },
    afterId: { type: 'integer', minimum: 0, description: '翻页：上一页 next 中的 afterId' },
    limit: { type: 'integer', minimum: 1, maximum: STATES_PAGE_MAX, description: `每页条数，默认且最多${STATES_PAGE_MAX}` },
  },
} as const;

/** What every call answers of an application: these fields of the page's row (declareToApi). */
export const APPLICATION_SCHEMA = {
  type: 'object',
  required: ['id', 'declareNo', 'state', 'stateName', 'ieType', 'ebcCode', 'totalCount', 'totalAmount', 'updateTime'],
  properties: {
    id: { type: 'integer', description: '结汇申请 id' },
    declareNo: { type: ['string', 'null'], description: '申请单号：提交时生成，之前为 null' },
    state: {
      type: 'string',
      description: '状态代码（名称见 stateName）：to_declare 尚未提交、declare、audit 银行审核中、approved、not_approved、revoke 已撤销',
    },
    stateName: { type: 'string' },
    ieType: { type: 'string', description: 'EXP 出口，IMP 进口' },
    tradeType: { type: 'string', description: '出口或进口' },
    ebcCode: { type: 'string', description: '电商企业代码' },
    ebcName: { type: ['string', 'null'] },
    bankCode: { type: ['string', 'null'], description: '提交的银行代码' },
    bankName: { type: ['string', 'null'] },
    note: { type: ['string', 'null'] },
    totalCount: { type: 'integer', description: '清单张数' },
    totalAmount: { type: 'string', description: '结汇金额：各清单金额的精确和（十进制文本）' },
    totalAmountUnit: { type: ['string', 'null'], description: '币制代码' },
    totalAmountUnitName: { type: ['string', 'null'], description: '币制名称' },
    alreadyAmount: { type: 'string', description: '已核销金额' },
    auditOpinion: { type: ['string', 'null'], description: '银行审核意见' },
    appTime: { type: ['string', 'null'], description: '提交时间' },
    createTime: { type: 'string' },
    updateTime: { type: 'string', description: '最后变更时间 yyyy-MM-dd HH:mm:ss' },
  },
} as const;

const VIEW_FIELDS = Object.keys(APPLICATION_SCHEMA.properties);

/** The application as the open API answers it: the page's row, the fields the document lists. */
export function applicationView(row: DeclareRow, names: DeclareNames): Record<string, unknown> {
  const full = declareToApi(row, names);
  return Object.fromEntries(VIEW_FIELDS.map((field) => [field, full[field] ?? null]));
}

interface BillsBody {
  id: number;
  keys?: string[];
  billIds?: number[];
}

interface StatesBody {
  ids?: number[];
  declareNos?: string[];
  changedSince?: string;
  afterId?: number;
  limit?: number;
}

/** Settlement scope, the page's module and (for an action) its button codes, the company's filing: as the page's routes. */
function settlementAccess(buttons?: readonly string[]): { access: RouteAccess } {
  return { access: signedRequest(SETTLEMENT_SCOPE, [SETTLEMENT_MODULE], { ...(buttons ? { buttons } : {}), filed: true }) };
}

export async function registerOpenApiSettlementRoutes(app: FastifyInstance): Promise<void> {
  // As registerSettlementRoutes: no settlement lists, no settlement pages, no settlement calls.
  if (!hasSettlementLists(app.bills.featureLists)) return;
  const db = app.portal.db;
  const families = app.bills.families;

  const view = async (companyCode: string, id: number) => applicationView(await findOwn(db, companyCode, id), await declareNames(db));

  /** The application's kind (its ieType), and the ids of the bills the body names by key or id. */
  async function namedBills(companyCode: string, body: BillsBody, attached: boolean): Promise<{ kind: SettlementKind; ids: number[] }> {
    const { id, keys = [], billIds = [] } = body;
    if (keys.length + billIds.length === 0) throw businessError(attached ? M.MSG_SELECT_TO_DELETE : M.MSG_SELECT_TO_ADD);
    if (keys.length + billIds.length > MAX_IDS) throw businessError(MSG_TOO_MANY_BILLS);
    const application = await findOwn(db, companyCode, id);
    if (!isIeType(application.ie_type)) throw businessError(M.MSG_NOT_FOUND);
    const kind = SETTLEMENT_KINDS[application.ie_type];
    const byKey =
      keys.length === 0 ? [] : await billIdsByKey(db, { companyCode, kind, key: billKeyOf(families, kind), keys, ...(attached ? { attachedTo: id } : {}) });
    return { kind, ids: [...billIds, ...byKey] };
  }

  app.post<{ Body: SaveInput }>(
    SETTLEMENT_OPEN_PATHS.save,
    { config: settlementAccess(SETTLEMENT_BUTTONS.save), schema: { body: SAVE_BODY_SCHEMA } },
    async (request, reply) => {
      const { companyCode } = callerOf(request);
      return idempotent(app.bills, request, reply, async () => ok(await view(companyCode, await saveApplication(db, companyCode, request.body)), M.MSG_SAVED));
    },
  );

  app.post<{ Body: BillsBody }>(
    SETTLEMENT_OPEN_PATHS.attach,
    { config: settlementAccess(SETTLEMENT_BUTTONS.save), schema: { body: BILLS_BODY_SCHEMA } },
    async (request) => {
      const { companyCode } = callerOf(request);
      const { kind, ids } = await namedBills(companyCode, request.body, false);
      const row = await attachBills(db, companyCode, kind, { declareId: request.body.id, ids });
      return ok(applicationView(row, await declareNames(db)), M.MSG_OK);
    },
  );

  app.post<{ Body: BillsBody }>(
    SETTLEMENT_OPEN_PATHS.detach,
    { config: settlementAccess(SETTLEMENT_BUTTONS.save), schema: { body: BILLS_BODY_SCHEMA } },
    async (request) => {
      const { companyCode } = callerOf(request);
      const { kind, ids } = await namedBills(companyCode, request.body, true);
      const row = await detachBills(db, companyCode, kind, request.body.id, ids);
      return ok(applicationView(row, await declareNames(db)), M.MSG_DELETED);
    },
  );

  app.post<{ Body: SubmitInput }>(
    SETTLEMENT_OPEN_PATHS.submit,
    { config: settlementAccess(SETTLEMENT_BUTTONS.submit), schema: { body: SUBMIT_BODY_SCHEMA } },
    async (request) => {
      const { companyCode } = callerOf(request);
      await submitApplication(db, bankSimulatorOf(app), companyCode, request.body);
      return ok(await view(companyCode, request.body.id), M.MSG_OK);
    },
  );

  app.post<{ Body: StatesBody }>(SETTLEMENT_OPEN_PATHS.states, { config: settlementAccess(), schema: { body: STATES_BODY_SCHEMA } }, async (request) => {
    const { companyCode } = callerOf(request);
    const { ids, declareNos, changedSince, afterId, limit = STATES_PAGE_MAX } = request.body;
    if (ids === undefined && declareNos === undefined && changedSince === undefined) throw businessError(MSG_NUMBERS_OR_SINCE);
    if ((ids?.length ?? 0) + (declareNos?.length ?? 0) > MAX_IDS) throw businessError(MSG_TOO_MANY_APPLICATIONS);
    if (changedSince !== undefined && !isBillDateTime(changedSince)) throw businessError(MSG_SINCE_FORMAT);
    // As the page's list: the bank's steps whose time has come are taken first, so the answer is today's.
    await takeDueSteps(app);
    const { rows, names, next } = await applicationStates(db, companyCode, { ids, declareNos, changedSince, afterId, limit });
    return ok({ items: rows.map((row) => applicationView(row, names)), next });
  });
}
