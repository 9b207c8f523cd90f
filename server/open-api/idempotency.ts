// `Idempotency-Key` on the open API's writing calls (issue 27 point 3, docs/open-api.md): a retried
// call with the same key answers what the first answered instead of doing the work again. The first
// call claims the key by inserting its row (the primary key decides between racing retries, in one
// process or several); the answer is written to the row when the work is done. A retry meanwhile is
// told the first is still running; a retry whose method, path or body differ is refused (the key
// names another request); a call whose work failed with an error gives the key back. Kept a day.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PortalDb } from '../db/connect.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** How long an answer is kept for retries. */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_REFUSALS = {
  malformed: { code: 'IDEMPOTENCY_KEY_INVALID', httpStatus: 400, message: 'Idempotency-Key 只能由1到64位字母、数字、下划线或连字符组成' },
  running: { code: 'IDEMPOTENT_REQUEST_RUNNING', httpStatus: 409, message: '使用相同 Idempotency-Key 的请求正在处理，请稍后重试' },
  mismatch: { code: 'IDEMPOTENCY_KEY_REUSED', httpStatus: 422, message: '该 Idempotency-Key 已用于另一个请求（方法、路径或请求数据不同）' },
} as const;
export type IdempotencyRefusal = keyof typeof IDEMPOTENCY_REFUSALS;

interface IdempotencyRow {
  key_id: string;
  idempotency_key: string;
  fingerprint: string;
  status_code: number | null;
  answer: string | null;
  created_at: number;
}

function idempotencyDb(db: PortalDb): Kysely<{ api_idempotency: IdempotencyRow }> {
  return db as unknown as Kysely<{ api_idempotency: IdempotencyRow }>;
}

/** What identifies the request a key was first used for: method, path and the body's SHA-256 hex. */
export function requestFingerprint(method: string, pathWithQuery: string, bodySha256: string): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${pathWithQuery}\n${bodySha256}`).digest('hex');
}

export type Claim = { kind: 'claimed' } | { kind: 'answered'; statusCode: number; answer: unknown } | { kind: 'refused'; refusal: IdempotencyRefusal };

const PURGE_EVERY = 100;
let claimsSincePurge = 0;

/** Claims `idempotencyKey` for this request, or answers what a call with it answered before. */
export async function claimIdempotencyKey(db: PortalDb, keyId: string, idempotencyKey: string, fingerprint: string, now = Date.now()): Promise<Claim> {
  const table = idempotencyDb(db);
  claimsSincePurge += 1;
  if (claimsSincePurge >= PURGE_EVERY) {
    claimsSincePurge = 0;
    await table
      .deleteFrom('api_idempotency')
      .where('created_at', '<', now - IDEMPOTENCY_KEPT_MS)
      .execute();
  }
  // A row older than a day is a key free again: it is taken over by this request.
  await table
    .deleteFrom('api_idempotency')
    .where('key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .where('created_at', '<', now - IDEMPOTENCY_KEPT_MS)
    .execute();
  const inserted = await table
    .insertInto('api_idempotency')
    .values({ key_id: keyId, idempotency_key: idempotencyKey, fingerprint, status_code: null, answer: null, created_at: now })
    .onConflict((conflict) => conflict.columns(['key_id', 'idempotency_key']).doNothing())
    .returning('key_id')
    .executeTakeFirst();
  if (inserted) return { kind: 'claimed' };
  const row = await table
    .selectFrom('api_idempotency')
    .selectAll()
    .where('key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  // Given back between the insert and the read (the first call failed): this one may run.
  if (!row) return claimIdempotencyKey(db, keyId, idempotencyKey, fingerprint, now);
  if (row.fingerprint !== fingerprint) return { kind: 'refused', refusal: 'mismatch' };
  if (row.status_code === null || row.answer === null) return { kind: 'refused', refusal: 'running' };
  return { kind: 'answered', statusCode: Number(row.status_code), answer: JSON.parse(row.answer) };
}

/** Keeps the answer of the claimed request for its retries. */
export async function recordIdempotentAnswer(db: PortalDb, keyId: string, idempotencyKey: string, statusCode: number, answer: unknown): Promise<void> {
  await idempotencyDb(db)
    .updateTable('api_idempotency')
    .set({ status_code: statusCode, answer: JSON.stringify(answer) })
    .where('key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
}

/** Gives the key back after the claimed request failed: a retry does the work. */
export async function releaseIdempotencyKey(db: PortalDb, keyId: string, idempotencyKey: string): Promise<void> {
  await idempotencyDb(db)
    .deleteFrom('api_idempotency')
    .where('key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .where('answer', 'is', null)
    .execute();
}
