// The OpenAPI 3.1 document of the open API (issue 27 point 4, docs/open-api.md "OpenAPI"), built
// from what the server itself runs on: the families loaded at start (which calls each has, from
// the same familyOpenCalls the routes are registered by), their schemas (openapi-schemas.ts), the
// bodies the routes validate (open-api-bill-routes.ts, open-api-settlement-routes.ts), the
// dictionaries and state lists in the
// database, and the refusals' codes (core/open-api.ts, idempotency.ts). Nothing here is written
// per family, so the document cannot drift from the routes; a test holds the two together.
import { createHash } from 'node:crypto';
import { ENVELOPE_CODE } from '#core/wire.ts';
import {
  OPEN_API_BASE,
  OPEN_API_REFUSALS,
  SETTLEMENT_SCOPE,
  SIGNED_HEADERS,
  TIMESTAMP_TOLERANCE_SECONDS,
  familyScope,
  type FamilyAction,
} from '#core/open-api.ts';
import { SETTLEMENT_KINDS, SETTLEMENT_MODULE } from '#core/settlement-kinds.ts';
import type { BillFamily } from '../bills/family.ts';
import type { DictionaryRow } from '../bills/options/dictionaries.ts';
import type { StateList } from '../bills/options/states.ts';
import {
  BULK_BODY_SCHEMA,
  DECLARE_BODY_SCHEMA,
  STATES_BODY_SCHEMA,
  declareVerb,
  familyOpenCalls,
  KEYS_MAX,
  STATES_PAGE_MAX,
} from '../routes/open-api-bill-routes.ts';
import {
  APPLICATION_SCHEMA,
  BILLS_BODY_SCHEMA,
  SAVE_BODY_SCHEMA,
  SETTLEMENT_OPEN_PATHS,
  STATES_BODY_SCHEMA as SETTLEMENT_STATES_BODY_SCHEMA,
  SUBMIT_BODY_SCHEMA,
} from '../routes/open-api-settlement-routes.ts';
import { MAX_IDS, SETTLEMENT_BUTTONS } from '../routes/settlement-routes.ts';
import { BULK_MAX_ITEMS, ITEM_PROBLEMS_MAX } from './bulk-save.ts';
import { CALLBACK_EVENT_TYPE } from './callbacks/bill-events.ts';
import { CALLBACK_EVENT_HEADER } from './callbacks/deliver-callbacks.ts';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_REFUSALS } from './idempotency.ts';
import {
  componentRef,
  detailSchema,
  dictionarySchemas,
  familySchemaNames,
  inputSchema,
  pascalName,
  stateSchema,
  type JsonSchema,
  type SchemaContext,
} from './openapi-schemas.ts';

export const OPENAPI_TITLE = '跨境电商通关服务平台 开放接口';

export interface OpenApiInputs {
  families: readonly BillFamily[];
  dictionaryRows: readonly DictionaryRow[];
  /** Dictionary code → its name (币制…), from the seed's dictionaries. */
  dictionaryNames: ReadonlyMap<string, string>;
  /** Family id → its state list. */
  stateLists: ReadonlyMap<string, StateList>;
  /** The settlement calls, where they are mounted (the settlement lists exist): the applications' state names. */
  settlement: { states: ReadonlyMap<string, string> } | null;
}

/** An operation as the docs page and the tests read it back. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

/** A group of calls; `x-intro`, when there, is what the docs page says before them. */
export interface OpenApiTag {
  name: string;
  description: string;
  'x-intro'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: OpenApiTag[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** What the portal posts to a key's callback address. */
  webhooks: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const SECURITY_SCHEMES = {
  ApiKey: { header: SIGNED_HEADERS.keyId, words: '接口密钥编号（ak_ 开头）' },
  ApiTimestamp: { header: SIGNED_HEADERS.timestamp, words: `请求时间，Unix 秒；与服务器时间相差不得超过${TIMESTAMP_TOLERANCE_SECONDS / 60}分钟` },
  ApiNonce: { header: SIGNED_HEADERS.nonce, words: '随机数，16到64位字母、数字、下划线或连字符，每个请求不同' },
  ApiSignature: { header: SIGNED_HEADERS.signature, words: '签名：以密钥对规范字符串做 HMAC-SHA256，64位小写十六进制' },
} as const;

/** Every signed call needs the four headers; `scope`: the role the key must hold (none for ping). */
function security(scope: string | null): Record<string, string[]>[] {
  return [Object.fromEntries(Object.keys(SECURITY_SCHEMES).map((name, index) => [name, index === 0 && scope ? [scope] : []]))];
}

export const SIGNING_DESCRIPTION = [
  '每个请求带四个请求头：X-Api-Key（密钥编号）、X-Api-Timestamp（Unix 秒）、X-Api-Nonce（随机数，不可重复）、X-Api-Signature。',
  '签名 = HMAC-SHA256(密钥, 规范字符串) 的64位小写十六进制；规范字符串为以下五行以换行符（\\n）连接、末尾无换行：',
  '请求方法（大写）、路径及查询串（与发送的完全一致）、X-Api-Timestamp、X-Api-Nonce、请求体字节的 SHA-256 十六进制（无请求体时为空串的 SHA-256）。',
  `时间戳与服务器时间相差超过${TIMESTAMP_TOLERANCE_SECONDS / 60}分钟、随机数重复使用或签名不符的请求一律拒绝，拒绝原因见响应 data.code。`,
].join('\n');

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: {
      code: { type: 'integer', description: `${ENVELOPE_CODE.success} 成功；${ENVELOPE_CODE.warning} 业务失败（message 为原因）` },
      message: { type: 'string' },
      data,
    },
  };
}

const json = (schema: JsonSchema, description: string): JsonSchema => ({ description, content: { 'application/json': { schema } } });

/** The refusals an operation may meet, by HTTP status, each naming its codes. */
function refusalResponses(refusals: readonly { code: string; httpStatus: number; message: string }[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, { code: string; message: string }[]>();
  for (const refusal of refusals) byStatus.set(refusal.httpStatus, [...(byStatus.get(refusal.httpStatus) ?? []), refusal]);
  const responses: Record<string, JsonSchema> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = json(
      envelope({
        type: 'object',
        required: ['code'],
        properties: { code: { type: 'string', oneOf: list.map((refusal) => ({ const: refusal.code, title: refusal.message })) } },
      }),
      list.map((refusal) => `${refusal.code}：${refusal.message}`).join('；'),
    );
  }
  return responses;
}

const SIGNED_REFUSALS = Object.values(OPEN_API_REFUSALS);
const BAD_REQUEST = json(envelope({ type: 'null' }), '请求数据不符合接口定义（message 指出哪一项）');

function responses(data: JsonSchema, words: string, idempotent = false): Record<string, JsonSchema> {
  const refusals = idempotent ? [...SIGNED_REFUSALS, ...Object.values(IDEMPOTENCY_REFUSALS)] : SIGNED_REFUSALS;
  const byStatus = refusalResponses(refusals);
  return { '200': json(envelope(data), words), ...byStatus, '400': byStatus['400'] ?? BAD_REQUEST };
}

const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: `幂等键：同一密钥以同一幂等键重试时返回第一次的应答而不再执行（响应头 Idempotent-Replayed: true）；${IDEMPOTENCY_REFUSALS.mismatch.message}时拒绝`,
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

function familyOperations(family: BillFamily): Record<string, Record<string, OpenApiOperation>> {
  const names = familySchemaNames(family);
  const calls = familyOpenCalls(family);
  const base = `${OPEN_API_BASE}/bills/${family.id}`;
  const id = pascalName(family.id);
  const tags = [family.id];
  const scope = (action: FamilyAction) => security(familyScope(family.id, action));
  const key = `「${family.link.title}」（${family.link.name}）`;
  const paths: Record<string, Record<string, OpenApiOperation>> = {};

  if (calls.bulk) {
    paths[base] = {
      post: {
        operationId: `save${id}`,
        summary: `批量新增或修改${family.title}`,
        description: `一次最多${BULK_MAX_ITEMS}张，每张按${family.title}的定义逐张校验，逐张应答；有误的单据不影响其他单据保存。以${key}识别单据。需要权限 ${familyScope(family.id, 'write')}。`,
        tags,
        security: scope('write'),
        parameters: [IDEMPOTENCY_PARAMETER],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                ...BULK_BODY_SCHEMA,
                properties: { items: { ...BULK_BODY_SCHEMA.properties.items, maxItems: BULK_MAX_ITEMS, items: componentRef(names.input) } },
              },
            },
          },
        },
        responses: responses(componentRef('BulkSaveAnswer'), '逐张结果'),
      },
    };
  }
  if (calls.declare) {
    const verb = declareVerb(family);
    paths[`${base}/declare`] = {
      post: {
        operationId: `declare${id}`,
        summary: `按${family.link.title}${verb}${family.title}`,
        description: `与列表的「${verb}」按钮相同：全部可${verb}才执行，否则一张不动并列出原因（data.bills）；张数较多时转入后台执行并返回任务（data.declareJob）。需要权限 ${familyScope(family.id, 'declare')}。`,
        tags,
        security: scope('declare'),
        parameters: [IDEMPOTENCY_PARAMETER],
        requestBody: { required: true, content: { 'application/json': { schema: DECLARE_BODY_SCHEMA } } },
        responses: responses(componentRef('DeclareAnswer'), `已${verb}（data 为 null）、转入后台（data.declareJob）或被拒绝（code -1，data.bills）`, true),
      },
    };
  }
  paths[`${base}/states`] = {
    post: {
      operationId: `states${id}`,
      summary: `查询${family.title}的状态与回执`,
      description: `按${key}（每次最多${KEYS_MAX}个），或查询某时间之后变更的单据（每页最多${STATES_PAGE_MAX}张，按 next 翻页）。需要权限 ${familyScope(family.id, 'read')}。`,
      tags,
      security: scope('read'),
      requestBody: { required: true, content: { 'application/json': { schema: STATES_BODY_SCHEMA } } },
      responses: responses(
        {
          type: 'object',
          required: ['items', 'next'],
          properties: {
            items: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'businessKey', 'state', 'stateName', 'returnInfo', 'updateTime', 'version'],
                properties: {
                  id: { type: 'integer' },
                  businessKey: { type: ['string', 'null'], description: family.link.title },
                  state: componentRef(names.state),
                  stateName: { type: 'string' },
                  returnInfo: { type: ['string', 'null'], description: '最近一条回执的信息' },
                  updateTime: { type: 'string', description: '最后变更时间 yyyy-MM-dd HH:mm:ss' },
                  version: { type: 'integer' },
                },
              },
            },
            next: {
              description: '下一页的查询条件；没有更多时为 null',
              oneOf: [
                { type: 'object', required: ['changedSince', 'afterId'], properties: { changedSince: { type: 'string' }, afterId: { type: 'integer' } } },
                { type: 'null' },
              ],
            },
          },
        },
        '状态列表',
      ),
    },
  };
  paths[`${base}/{businessKey}`] = {
    get: {
      operationId: `get${id}`,
      summary: `按${family.link.title}查询${family.title}详情`,
      description: `本企业该编号最新的一张${family.title}${family.lineTable ? '，含表体' : ''}。需要权限 ${familyScope(family.id, 'read')}。`,
      tags,
      security: scope('read'),
      parameters: [{ name: 'businessKey', in: 'path', required: true, description: family.link.title, schema: { type: 'string', maxLength: 200 } }],
      responses: responses(componentRef(names.detail), `${family.title}详情`),
    },
  };
  return paths;
}

/** The button codes' words, as 结汇申请 names them (schemas/seed/menu.json). */
const BUTTON_WORDS: Record<string, string> = { add: '新增', edit: '修改', submit: '提交' };
const SETTLEMENT_TAG = 'settlement';

function settlementNeeds(buttons?: readonly string[]): string {
  const codes = buttons ? `及其${buttons.map((code) => `「${BUTTON_WORDS[code] ?? code}」`).join('或')}按钮（${buttons.join(' / ')}）` : '';
  return `需要权限 ${SETTLEMENT_SCOPE}；密钥的创建者须有页面「结汇申请」（${SETTLEMENT_MODULE}）${codes}，企业须已备案。`;
}

/** The bills' numbers the attach and detach calls take: each kind's inventory family's key field, from its definition. */
function billKeyWords(families: readonly BillFamily[]): string {
  return Object.values(SETTLEMENT_KINDS)
    .map((kind) => {
      const family = families.find((candidate) => candidate.id === kind.family);
      return family ? `${kind.label}（${kind.ieType}）：${family.title}的「${family.link.title}」（${family.link.name}）` : null;
    })
    .filter(Boolean)
    .join('；');
}

/** The settlement calls (open-api-settlement-routes.ts): the page 结汇申请's chain for a machine. */
function settlementOperations(families: readonly BillFamily[]): Record<string, Record<string, OpenApiOperation>> {
  const tags = [SETTLEMENT_TAG];
  const secured = security(SETTLEMENT_SCOPE);
  const application = componentRef('SettlementApplication');
  const keys = billKeyWords(families);
  const billsBody = {
    ...BILLS_BODY_SCHEMA,
    properties: {
      ...BILLS_BODY_SCHEMA.properties,
      keys: { ...BILLS_BODY_SCHEMA.properties.keys, description: `${BILLS_BODY_SCHEMA.properties.keys.description}。${keys}` },
    },
  };
  const body = (schema: JsonSchema) => ({ required: true, content: { 'application/json': { schema } } });
  const answered = (words: string, idempotent = false) =>
    responses(application, `${words}（data 为结汇申请）；不能执行时 code -1，message 说明原因`, idempotent);
  return {
    [SETTLEMENT_OPEN_PATHS.save]: {
      post: {
        operationId: 'saveSettlementApplication',
        summary: '新增或修改结汇申请',
        description: `不带 id 为新增（状态 to_declare，申请单号待提交时生成）；带 id 为修改尚未提交（to_declare）的结汇申请，已添加清单的不能更换电商企业或进出口类型。与页面「结汇申请」的保存相同。${settlementNeeds(SETTLEMENT_BUTTONS.save)}`,
        tags,
        security: secured,
        parameters: [IDEMPOTENCY_PARAMETER],
        requestBody: body(SAVE_BODY_SCHEMA),
        responses: answered('已保存', true),
      },
    },
    [SETTLEMENT_OPEN_PATHS.attach]: {
      post: {
        operationId: 'attachSettlementBills',
        summary: '按业务编号添加清单到结汇申请',
        description: `清单按业务编号（keys）或 id（billIds）指定，合计每次最多${MAX_IDS}张：须为本企业、该电商企业已放行且不在其他结汇申请中的清单，币制须一致；全部可添加才添加，否则一张不加并列出原因。结汇申请须尚未提交（to_declare）。${keys}。${settlementNeeds(SETTLEMENT_BUTTONS.save)}`,
        tags,
        security: secured,
        requestBody: body(billsBody),
        responses: answered('已添加'),
      },
    },
    [SETTLEMENT_OPEN_PATHS.detach]: {
      post: {
        operationId: 'detachSettlementBills',
        summary: '按业务编号从结汇申请删除清单',
        description: `与添加相同地指定清单，须都在该结汇申请中；全部可删除才删除。结汇申请须尚未提交（to_declare）。${settlementNeeds(SETTLEMENT_BUTTONS.save)}`,
        tags,
        security: secured,
        requestBody: body(billsBody),
        responses: answered('已删除'),
      },
    },
    [SETTLEMENT_OPEN_PATHS.submit]: {
      post: {
        operationId: 'submitSettlementApplication',
        summary: '提交结汇申请到银行',
        description: `与页面的「提交」相同：尚未提交（to_declare）且有清单的结汇申请生成申请单号，进入 declare，由银行审核（audit，然后 approved 或 not_approved，意见见 auditOpinion）；以查询状态跟进。${settlementNeeds(SETTLEMENT_BUTTONS.submit)}`,
        tags,
        security: secured,
        requestBody: body(SUBMIT_BODY_SCHEMA),
        responses: answered('已提交'),
      },
    },
    [SETTLEMENT_OPEN_PATHS.states]: {
      post: {
        operationId: 'settlementStates',
        summary: '查询结汇申请的状态与银行审核意见',
        description: `按 id 或申请单号（合计每次最多${MAX_IDS}个，有不存在的则拒绝并列出），或查询某时间之后变更的结汇申请（每页最多${STATES_PAGE_MAX}条，按 next 翻页）。${settlementNeeds()}`,
        tags,
        security: secured,
        requestBody: body(SETTLEMENT_STATES_BODY_SCHEMA),
        responses: responses(
          {
            type: 'object',
            required: ['items', 'next'],
            properties: {
              items: { type: 'array', items: application },
              next: {
                description: '下一页的查询条件；没有更多（或按 id、申请单号查询）时为 null',
                oneOf: [
                  { type: 'object', required: ['changedSince', 'afterId'], properties: { changedSince: { type: 'string' }, afterId: { type: 'integer' } } },
                  { type: 'null' },
                ],
              },
            },
          },
          '结汇申请列表',
        ),
      },
    },
  };
}

/** The application every settlement call answers, its state named from the state list. */
function settlementSchemas(states: ReadonlyMap<string, string>): Record<string, JsonSchema> {
  return {
    SettlementState: {
      type: 'string',
      title: '结汇申请状态',
      ...(states.size > 0 ? { oneOf: [...states].map(([state, name]) => ({ const: state, title: name })) } : {}),
    },
    SettlementApplication: {
      ...APPLICATION_SCHEMA,
      title: '结汇申请',
      properties: {
        ...APPLICATION_SCHEMA.properties,
        state: { ...componentRef('SettlementState'), description: APPLICATION_SCHEMA.properties.state.description },
      },
    },
  };
}

export const SETTLEMENT_INTRO =
  '电商企业的结汇申请，与页面「结汇申请」的流程和规则相同：新增结汇申请（应答其 id）→ 按清单的业务编号添加清单（可删除）→ 提交到银行 → 按申请单号或变更时间查询状态与银行审核意见。';

function sharedSchemas(): Record<string, JsonSchema> {
  const problem = {
    type: 'object',
    required: ['path', 'field', 'title', 'message'],
    properties: {
      path: { type: 'string', description: '字段路径：orderNo，或表体第2行的 lines.1.qty' },
      field: { type: 'string' },
      title: { type: 'string', description: '字段名称' },
      message: { type: 'string', description: '完整的错误说明' },
      text: { type: 'string' },
      line: { type: 'integer', description: '表体行号（从0起）' },
    },
  };
  return {
    FieldProblem: problem,
    BulkItemResult: {
      type: 'object',
      required: ['index', 'ok', 'businessKey'],
      properties: {
        index: { type: 'integer', description: '在 items 中的位置（从0起）' },
        ok: { type: 'boolean' },
        id: { type: 'integer', description: '保存成功时：单据编号' },
        businessKey: { type: ['string', 'null'] },
        created: { type: 'boolean', description: '保存成功时：新增为 true，修改为 false' },
        message: { type: 'string', description: '失败时：第一个问题' },
        errors: { type: 'array', maxItems: ITEM_PROBLEMS_MAX, items: componentRef('FieldProblem') },
        truncated: { type: 'boolean', description: `问题超过${ITEM_PROBLEMS_MAX}个时为 true` },
      },
    },
    BulkSaveAnswer: {
      type: 'object',
      required: ['created', 'updated', 'failed', 'items'],
      properties: {
        created: { type: 'integer' },
        updated: { type: 'integer' },
        failed: { type: 'integer' },
        items: { type: 'array', items: componentRef('BulkItemResult') },
      },
    },
    DeclareAnswer: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['declareJob'],
          properties: { declareJob: { type: 'object', required: ['jobId', 'total'], properties: { jobId: { type: 'string' }, total: { type: 'integer' } } } },
        },
        {
          type: 'object',
          required: ['bills'],
          properties: {
            bills: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'name', 'reason'],
                properties: { id: { type: 'integer' }, name: { type: 'string' }, reason: { type: 'string' } },
              },
            },
          },
        },
      ],
    },
    CallbackPayload: {
      type: 'object',
      required: [
        'eventId',
        'type',
        'family',
        'familyTitle',
        'id',
        'businessKey',
        'state',
        'stateName',
        'returnInfo',
        'updateTime',
        'version',
        'cause',
        'occurredAt',
      ],
      properties: {
        eventId: { type: 'string', description: '事件编号，与请求头 X-Callback-Event-Id 相同；重试时不变，用于去重' },
        type: { const: CALLBACK_EVENT_TYPE },
        family: { type: 'string', description: '单证类型（如 export-order）' },
        familyTitle: { type: 'string', description: '单证名称（如 出口订单）' },
        id: { type: 'integer', description: '单据编号' },
        businessKey: { type: ['string', 'null'], description: '业务编号（订单编号、物流运单编号……）' },
        state: { type: 'string', description: '事件发生后单据的状态' },
        stateName: { type: 'string' },
        returnInfo: { type: ['string', 'null'], description: '回执信息' },
        updateTime: { type: 'string', description: '单据最后变更时间 yyyy-MM-dd HH:mm:ss' },
        version: { type: 'integer', description: '单据版本：同一单据的事件按版本递增送达' },
        cause: {
          description: '原因：一条回执，或企业的一次操作',
          oneOf: [
            {
              type: 'object',
              required: ['kind', 'status', 'statusName', 'info', 'time'],
              properties: {
                kind: { const: 'receipt' },
                status: { type: 'string', description: '回执状态' },
                statusName: { type: 'string' },
                info: { type: ['string', 'null'] },
                time: { type: 'string', description: '回执时间 yyyy-MM-dd HH:mm:ss' },
              },
            },
            {
              type: 'object',
              required: ['kind', 'action'],
              properties: { kind: { const: 'action' }, action: { type: 'string', description: '操作（如 declare 申报）' } },
            },
          ],
        },
        occurredAt: { type: 'string', description: '事件时间 yyyy-MM-dd HH:mm:ss' },
      },
    },
    Caller: {
      type: 'object',
      required: ['keyId', 'companyCode', 'scopes'],
      properties: { keyId: { type: 'string' }, companyCode: { type: 'string' }, scopes: { type: 'array', items: { type: 'string' } } },
    },
  };
}

function pingOperations(): Record<string, OpenApiOperation> {
  const operation = (method: string, words: string): OpenApiOperation => ({
    operationId: `ping${method}`,
    summary: `检查签名与密钥（${words}）`,
    description: '返回密钥编号、企业与权限。POST 接受任意 JSON 请求体，可用来核对签名所用的请求体摘要。',
    tags: ['ping'],
    security: security(null),
    ...(method === 'Post' ? { requestBody: { content: { 'application/json': { schema: {} } } } } : {}),
    responses: responses(componentRef('Caller'), '调用者'),
  });
  return { get: operation('Get', '无请求体'), post: operation('Post', '带请求体') };
}

/** The callback a key with an address receives (docs/open-api.md "Callbacks"). */
function webhooks(): Record<string, Record<string, OpenApiOperation>> {
  return {
    billChanged: {
      post: {
        operationId: 'billChanged',
        summary: '单据回执与状态变更回调',
        description: CALLBACK_DESCRIPTION,
        parameters: [
          { name: CALLBACK_EVENT_HEADER, in: 'header', required: true, description: '事件编号（去重用）', schema: { type: 'string' } },
          ...Object.entries(SECURITY_SCHEMES).map(([, scheme]) => ({
            name: scheme.header,
            in: 'header',
            required: true,
            description: scheme.words,
            schema: { type: 'string' },
          })),
        ],
        requestBody: { required: true, content: { 'application/json': { schema: componentRef('CallbackPayload') } } },
        responses: { '200': { description: '接收方应答任意 2xx 即为送达；其他应答或超时则稍后重试' } },
      },
    },
  };
}

export const CALLBACK_DESCRIPTION =
  '为密钥设置回调地址后，本企业该密钥有查询权限的单据每有一条回执或一次状态变更，平台即以 POST 推送到该地址。请求以该密钥签名，签名方法与调用接口相同（规范字符串中的路径为回调地址的路径及查询串）。同一单据的事件按发生顺序逐个送达；接收方应答 2xx 即为送达，否则按 5秒、10秒、20秒……（最长间隔1小时）重试，一天后放弃；重试的事件编号不变，请据此去重。';

export function buildOpenApiDocument(inputs: OpenApiInputs): OpenApiDocument {
  const context: SchemaContext = { families: inputs.families, dictionaryNames: inputs.dictionaryNames };
  const schemas: Record<string, JsonSchema> = {
    ...sharedSchemas(),
    ...dictionarySchemas(
      inputs.families.flatMap((family) => family.dictionaryCodes),
      inputs.dictionaryRows,
      inputs.dictionaryNames,
    ),
  };
  let paths: Record<string, Record<string, OpenApiOperation>> = { [`${OPEN_API_BASE}/ping`]: pingOperations() };
  for (const family of inputs.families) {
    const names = familySchemaNames(family);
    if (familyOpenCalls(family).bulk) schemas[names.input] = inputSchema(family, context);
    schemas[names.detail] = detailSchema(family, context);
    const states = inputs.stateLists.get(family.id);
    schemas[names.state] = states ? stateSchema(family, states) : { type: 'string' };
    paths = { ...paths, ...familyOperations(family) };
  }
  const tags: OpenApiTag[] = [
    { name: 'ping', description: '连通与签名自检' },
    ...inputs.families.map((family) => ({ name: family.id, description: family.title })),
  ];
  if (inputs.settlement) {
    Object.assign(schemas, settlementSchemas(inputs.settlement.states));
    paths = { ...paths, ...settlementOperations(inputs.families) };
    tags.push({ name: SETTLEMENT_TAG, description: '结汇', 'x-intro': SETTLEMENT_INTRO });
  }
  const body = {
    tags,
    paths,
    webhooks: webhooks(),
    components: {
      schemas,
      securitySchemes: Object.fromEntries(
        Object.entries(SECURITY_SCHEMES).map(([name, scheme]) => [name, { type: 'apiKey', in: 'header', name: scheme.header, description: scheme.words }]),
      ),
    },
  };
  // The version changes whenever what the document says changes (a definition, a dictionary).
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
  return {
    openapi: '3.1.0',
    info: { title: OPENAPI_TITLE, version: `1.0.0+${digest}`, description: SIGNING_DESCRIPTION },
    servers: [{ url: '/', description: '本平台' }],
    ...body,
  };
}
