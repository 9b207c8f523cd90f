// The open API's contract shared by the server, the client and the docs (issue 27, docs/open-api.md):
// the headers of a signed request, the canonical string its signature covers, the scopes a key can
// hold and the refusals, each with a stable code a machine can act on and a Chinese message a
// person can read. Pure: hashing and HMAC are the caller's (node:crypto on the server).

export const OPEN_API_BASE = '/api/open/v1';
/** The OpenAPI 3.1 document of the open API, and the same as a page to read (both public). */
export const OPEN_API_DOCUMENT_PATH = '/api/openapi.json';
export const OPEN_API_DOCS_PATH = '/api/docs';
/** The 接口密钥 page under 系统管理, next to 账号管理: a main account's page only (core/accounts.ts MAIN_ONLY_PAGES). */
export const API_KEY_PAGE_URI = '/apiKey';

/** Request headers of a signed call (case-insensitive on the wire). */
export const SIGNED_HEADERS = {
  keyId: 'x-api-key',
  timestamp: 'x-api-timestamp',
  nonce: 'x-api-nonce',
  signature: 'x-api-signature',
} as const;

/** A request is accepted while its timestamp is within this many seconds of the server's clock. */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;
/** Nonces are remembered twice the tolerance: a request stale by then is refused by its timestamp. */
export const NONCE_KEPT_MS = 2 * TIMESTAMP_TOLERANCE_SECONDS * 1000;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const KEY_ID_PATTERN = /^ak_[0-9a-f]{20}$/;
export const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
export const KEY_NAME_MAX = 50;

/**
 * The text the signature covers: method, path with query exactly as sent, timestamp, nonce and
 * the SHA-256 hex of the body bytes (of nothing when there is no body), one per line, no line
 * break at the end.
 */
export function canonicalString(parts: { method: string; pathWithQuery: string; timestamp: string; nonce: string; bodySha256Hex: string }): string {
  return [parts.method.toUpperCase(), parts.pathWithQuery, parts.timestamp, parts.nonce, parts.bodySha256Hex.toLowerCase()].join('\n');
}

/** Actions a key may be given on a bill family. */
export const FAMILY_ACTIONS = ['read', 'write', 'declare'] as const;
export type FamilyAction = (typeof FAMILY_ACTIONS)[number];
/** The scope of the settlement calls (not a bill family). */
export const SETTLEMENT_SCOPE = 'settlement';

/** `export-order:read`: the family's id (from its definition) and the action. */
export const familyScope = (familyId: string, action: FamilyAction): string => `${familyId}:${action}`;

/** Why a signed request was refused: `code` in the answer's data, the message shown as is. */
export const OPEN_API_REFUSALS = {
  signatureMissing: {
    code: 'SIGNATURE_HEADERS_MISSING',
    httpStatus: 401,
    message: '缺少签名请求头或格式不正确（X-Api-Key、X-Api-Timestamp、X-Api-Nonce、X-Api-Signature）',
  },
  timestampStale: { code: 'TIMESTAMP_OUT_OF_RANGE', httpStatus: 401, message: '请求时间戳与服务器时间相差超过5分钟，请校准系统时间后重试' },
  keyInvalid: { code: 'API_KEY_INVALID', httpStatus: 401, message: '接口密钥不存在或已吊销' },
  signatureWrong: { code: 'SIGNATURE_MISMATCH', httpStatus: 401, message: '签名校验失败，请检查签名算法与密钥' },
  nonceReused: { code: 'NONCE_REUSED', httpStatus: 401, message: '请求随机数（nonce）已被使用，请勿重放请求' },
  scopeMissing: { code: 'SCOPE_MISSING', httpStatus: 403, message: '接口密钥没有此操作的权限' },
  rateLimited: { code: 'RATE_LIMITED', httpStatus: 429, message: '接口调用过于频繁，请稍后再试' },
  bodyTooLarge: { code: 'BODY_TOO_LARGE', httpStatus: 413, message: '请求数据超过接口允许的大小' },
} as const;
export type OpenApiRefusal = keyof typeof OPEN_API_REFUSALS;

/** Texts of the key management calls (账号管理 → 接口密钥). */
export const MSG_KEY_ADMIN_ONLY = '仅主账号可以管理接口密钥';
export const MSG_KEY_NAME_REQUIRED = '请输入密钥名称';
export const MSG_KEY_SCOPES_REQUIRED = '请至少选择一项权限';
export const MSG_KEY_SCOPE_UNKNOWN = '权限不存在';
export const MSG_KEY_NOT_FOUND = '接口密钥不存在或不属于本企业';
export const MSG_KEY_REVOKED_ALREADY = '接口密钥已吊销';
export const MSG_KEY_CREATED = '接口密钥已创建，密钥仅显示这一次，请立即复制保存';
export const MSG_KEY_REVOKED = '接口密钥已吊销';

/** A key as the list shows it: never its secret. */
export interface ApiKeyView {
  keyId: string;
  name: string;
  scopes: string[];
  /** The first 8 hex of the secret's SHA-256, to tell keys apart without showing them. */
  fingerprint: string;
  createdBy: string;
  createdAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
  /** Where the key's receipt callbacks go; null: none (docs/open-api.md "Callbacks"). */
  callbackUrl: string | null;
}

export const CALLBACK_URL_MAX = 500;
export const MSG_CALLBACK_URL_INVALID = '回调地址应为 https:// 开头的完整网址';
export const MSG_CALLBACK_URL_PRIVATE = '回调地址不能是本机或内网地址';
/** A delivery's log when the address's name resolved to such an address at sending time (DNS rebinding). */
export const MSG_CALLBACK_RESOLVED_PRIVATE = '回调地址的域名解析为本机或内网地址，已拒绝发送';
export const MSG_DELIVERY_NOT_FOUND = '回调记录不存在或不属于本企业';
export const MSG_DELIVERY_DONE = '该回调已送达，无需重试';
export const MSG_DELIVERY_RETRYING = '已安排立即重试';

/** A delivery's state as the log shows it. */
export const DELIVERY_STATUS_NAMES = { pending: '待送达', delivered: '已送达', failed: '已放弃' } as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATUS_NAMES;

/** One try of a callback, newest first on the 接口密钥 screen (the last 100 of a key). */
export interface CallbackAttemptView {
  id: number;
  deliveryId: number;
  eventId: string;
  family: string;
  /** The family's title (出口订单), from its definition. */
  familyTitle: string;
  businessKey: string | null;
  /** When it was tried (epoch ms), how the receiver answered (null: no answer) and why it failed. */
  at: number;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  /** The delivery's state now (a failed try may have been delivered since). */
  status: DeliveryStatus;
  attempts: number;
}

/** The answer of create: the one time the secret is shown. */
export interface CreatedApiKey extends ApiKeyView {
  secret: string;
}
