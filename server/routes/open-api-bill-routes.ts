// The open API's bill calls (issue 27 point 3, docs/open-api.md "Bills"), for every family the
// definitions let a key write, declare or read (server/open-api/key-scopes.ts), each a signed
// request (route-access.ts signedRequest) with the family's scope and its page:
// - POST {base}/bills/{family}          create or update up to 1,000 bills by business key, item by
//                                       item (server/open-api/bulk-save.ts); Idempotency-Key honoured;
// - POST {base}/bills/{family}/declare  申报 by business keys, exactly as the list's button declares
//                                       (a large batch goes on in the background and answers its job);
// - POST {base}/bills/{family}/states   states and receipts' words by business keys, or every bill
//                                       changed since a moment, in pages with a cursor.
// The rules are the pages': the family's schema, the company's filing, its bills only.
import { buttonAction } from '#core/buttons/index.ts';
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import { OPEN_API_BASE, familyScope, type FamilyAction } from '#core/open-api.ts';
import { isBillDateTime } from '#core/definition/index.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedRequest } from '../auth/route-access.ts';
import { isFilingApproved } from '../company/filing-gate.ts';
import { dynamicDb } from '../bills/db.ts';
import type { BillEngine } from '../bills/engine.ts';
import type { BillFamily } from '../bills/family.ts';
import { loadStateList } from '../bills/options/states.ts';
import { ApiError, businessError, ok } from '../http/envelope.ts';
import { billsByBusinessKey, bulkSave, BULK_MAX_ITEMS } from '../open-api/bulk-save.ts';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_REFUSALS,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
  requestFingerprint,
  type IdempotencyRefusal,
} from '../open-api/idempotency.ts';
import { actionsOf } from '../open-api/key-scopes.ts';
import { answerAction } from './action-routes.ts';
import { callerOf } from './caller.ts';

/** Business keys one declare or states call may name at most. */
export const KEYS_MAX = 1000;
/** Bills one page of "changed since" answers at most (and by default). */
export const STATES_PAGE_MAX = 1000;
const DECLARE_ACTION = 'declare';

export const MSG_TOO_MANY_ITEMS = `一次最多提交${BULK_MAX_ITEMS}张单据`;
export const MSG_TOO_MANY_KEYS = `一次最多指定${KEYS_MAX}个业务编号`;
export const MSG_NO_KEYS = '请指定业务编号';
export const MSG_KEYS_OR_SINCE = '请指定业务编号（keys）或变更起始时间（changedSince）';
export const MSG_SINCE_FORMAT = 'changedSince 应为 yyyy-MM-dd HH:mm:ss';
export const msgUnknownKeys = (title: string, keys: readonly string[]) =>
  `${title}不存在：${keys.slice(0, 10).join('、')}${keys.length > 10 ? `等共${keys.length}个` : ''}`;

const keyList = { type: 'array', items: { type: 'string', minLength: 1, maxLength: 200 } } as const;

// The bodies the routes validate; the OpenAPI document (server/open-api/openapi-document.ts) shows
// these same objects, with the family's schema in place of the bulk call's bare item objects.
export const BULK_BODY_SCHEMA = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: { items: { type: 'array', description: `单据，每次最多${BULK_MAX_ITEMS}张`, items: { type: 'object' } } },
} as const;
export const DECLARE_BODY_SCHEMA = {
  type: 'object',
  required: ['keys'],
  additionalProperties: false,
  properties: { keys: { ...keyList, description: `要申报的单据的业务编号，每次最多${KEYS_MAX}个` } },
} as const;
export const STATES_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    keys: { ...keyList, description: `按业务编号查询，每次最多${KEYS_MAX}个` },
    changedSince: { type: 'string', maxLength: 19, description: '查询此时间（yyyy-MM-dd HH:mm:ss，北京时间）及之后变更的单据' },
    afterId: { type: 'integer', minimum: 0, description: '翻页：上一页 next 中的 afterId' },
    limit: { type: 'integer', minimum: 1, maximum: STATES_PAGE_MAX, description: `每页单据数，默认且最多${STATES_PAGE_MAX}` },
  },
} as const;

/** The bill calls the open API serves for a family (the routes below and the OpenAPI document). */
export function familyOpenCalls(family: BillFamily): { bulk: boolean; declare: boolean } {
  const actions = new Set<FamilyAction>(actionsOf(family));
  return {
    bulk: actions.has('write'),
    declare: actions.has('declare') && Object.hasOwn(family.definition.ui.lifecycle.actions, DECLARE_ACTION),
  };
}

function idempotencyRefusal(reason: IdempotencyRefusal): ApiError {
  const refusal = IDEMPOTENCY_REFUSALS[reason];
  return new ApiError(refusal.message, { httpStatus: refusal.httpStatus, data: { code: refusal.code } });
}

/**
 * Runs `work` once per Idempotency-Key of the request's API key: a retry answers the first answer
 * (its status too), a retry while the first runs or with another body is refused by name, and a
 * failure gives the key back. Without the header the work simply runs.
 */
export async function idempotent(engine: BillEngine, request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return work();
  const given = Array.isArray(header) ? header[0] : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(given) || !request.apiKey) throw idempotencyRefusal('malformed');
  const { keyId, bodySha256 } = request.apiKey;
  const claim = await claimIdempotencyKey(engine.db, keyId, given, requestFingerprint(request.method, request.url, bodySha256));
  if (claim.kind === 'refused') throw idempotencyRefusal(claim.refusal);
  if (claim.kind === 'answered') {
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(claim.statusCode).send(claim.answer);
  }
  try {
    const answer = await work();
    await recordIdempotentAnswer(engine.db, keyId, given, reply.statusCode, answer);
    return answer;
  } catch (error) {
    await releaseIdempotencyKey(engine.db, keyId, given);
    throw error;
  }
}

async function requireFiling(engine: BillEngine, companyCode: string): Promise<void> {
  if (!(await isFilingApproved(engine.reader, companyCode))) throw businessError(MSG_FILING_REQUIRED);
}

function registerBulk(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  app.post<{ Body: { items: Record<string, unknown>[] } }>(
    `${OPEN_API_BASE}/bills/${family.id}`,
    {
      config: { access: signedRequest(familyScope(family.id, 'write'), [family.moduleUri]) },
      schema: { body: BULK_BODY_SCHEMA },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { items } = request.body;
      if (items.length > BULK_MAX_ITEMS) throw businessError(MSG_TOO_MANY_ITEMS);
      if (items.length === 0) throw businessError('请提交至少一张单据');
      await requireFiling(engine, caller.companyCode);
      return idempotent(engine, request, reply, async () => {
        const answer = await bulkSave(engine, family, caller.companyCode, items, Date.now());
        return ok(answer, `已处理${items.length}张单据：新增${answer.created}张，修改${answer.updated}张，失败${answer.failed}张`);
      });
    },
  );
}

/** The declare button's own word (申报, or what the definition calls it). */
export function declareVerb(family: BillFamily): string {
  return family.definition.ui.buttons.find((button) => buttonAction(button) === DECLARE_ACTION)?.text ?? '申报';
}

function registerDeclare(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  const verb = declareVerb(family);
  app.post<{ Body: { keys: string[] } }>(
    `${OPEN_API_BASE}/bills/${family.id}/declare`,
    {
      config: { access: signedRequest(familyScope(family.id, 'declare'), [family.moduleUri]) },
      schema: { body: DECLARE_BODY_SCHEMA },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const keys = [...new Set(request.body.keys)];
      if (keys.length === 0) throw businessError(MSG_NO_KEYS);
      if (keys.length > KEYS_MAX) throw businessError(MSG_TOO_MANY_KEYS);
      await requireFiling(engine, caller.companyCode);
      return idempotent(engine, request, reply, async () => {
        const found = await billsByBusinessKey(engine, family, caller.companyCode, keys);
        const unknown = keys.filter((key) => !found.has(key));
        if (unknown.length > 0) throw businessError(msgUnknownKeys(family.link.title, unknown));
        return answerAction(engine, { family, action: DECLARE_ACTION, verb, ids: keys.map((key) => found.get(key)!.id), note: null, ...caller });
      });
    },
  );
}

interface StatesBody {
  keys?: string[];
  changedSince?: string;
  afterId?: number;
  limit?: number;
}

function registerStates(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  const { headTable, link } = family;
  app.post<{ Body: StatesBody }>(
    `${OPEN_API_BASE}/bills/${family.id}/states`,
    {
      config: { access: signedRequest(familyScope(family.id, 'read'), [family.moduleUri]) },
      schema: { body: STATES_BODY_SCHEMA },
    },
    async (request) => {
      const caller = callerOf(request);
      const { keys, changedSince, afterId = 0, limit = STATES_PAGE_MAX } = request.body;
      if (keys === undefined && changedSince === undefined) throw businessError(MSG_KEYS_OR_SINCE);
      if (keys !== undefined && keys.length > KEYS_MAX) throw businessError(MSG_TOO_MANY_KEYS);
      if (changedSince !== undefined && !isBillDateTime(changedSince)) throw businessError(MSG_SINCE_FORMAT);
      await requireFiling(engine, caller.companyCode);
      let query = dynamicDb(engine.reader)
        .selectFrom(headTable)
        .select(['id', `${link.column} as business_key`, 'state', 'return_info', 'update_time', 'version'])
        .where('company_code', '=', caller.companyCode);
      if (keys !== undefined) query = query.where(link.column, 'in', keys.length > 0 ? keys : ['']);
      if (changedSince !== undefined)
        query = query.where((eb) => eb.or([eb('update_time', '>', changedSince), eb.and([eb('update_time', '=', changedSince), eb('id', '>', afterId)])]));
      const rows = (await query
        .orderBy('update_time')
        .orderBy('id')
        .limit(keys !== undefined ? KEYS_MAX : limit + 1)
        .execute()) as { id: number; business_key: unknown; state: unknown; return_info: unknown; update_time: string; version: unknown }[];
      const more = keys === undefined && rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      const states = await loadStateList(engine.reader, family);
      const last = page.at(-1);
      return ok({
        items: page.map((row) => ({
          id: Number(row.id),
          businessKey: row.business_key === null ? null : String(row.business_key),
          state: String(row.state),
          stateName: states.name(String(row.state)),
          returnInfo: row.return_info ?? null,
          updateTime: row.update_time,
          version: Number(row.version ?? 0),
        })),
        // The next page of "changed since": ask again with these two (nothing more: null).
        next: more && last ? { changedSince: last.update_time, afterId: Number(last.id) } : null,
      });
    },
  );
}

export async function registerOpenApiBillRoutes(app: FastifyInstance): Promise<void> {
  const engine = app.bills;
  for (const family of engine.families) {
    const calls = familyOpenCalls(family);
    if (calls.bulk) registerBulk(app, engine, family);
    if (calls.declare) registerDeclare(app, engine, family);
    registerStates(app, engine, family);
  }
}
