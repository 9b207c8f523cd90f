// Authenticates a signed request of the open API (docs/open-api.md) before anything else reads it:
// - onRequest, before the body is read: the four headers are there and well formed, the timestamp
//   is within ±5 minutes, the key exists and is live (its creator an effective account), and the
//   declared length is within the body cap;
// - preParsing, before the body is parsed or validated: the body's bytes (read here, capped) give
//   the digest, the HMAC-SHA256 over the canonical string is compared in constant time, the nonce
//   is used once (database, shared by every process), and the key's per-minute limit is taken.
// Then the request carries the same user a session gives (the key's creator, its company) plus
// the key and its scopes; route-access.ts checks the route's scope and module.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  KEY_ID_PATTERN,
  NONCE_PATTERN,
  OPEN_API_REFUSALS,
  SIGNATURE_PATTERN,
  SIGNED_HEADERS,
  TIMESTAMP_TOLERANCE_SECONDS,
  canonicalString,
  type OpenApiRefusal,
} from '#core/open-api.ts';
import type { PortalContext } from '../context.ts';
import { ApiError } from '../http/envelope.ts';
import { take } from '../http/rate-counter.ts';
import { findLiveKey, scopesOf, touchApiKey, type ApiKeyRow } from './api-key-store.ts';
import { openSecret, sha256Hex } from './key-vault.ts';
import { useNonce } from './nonces.ts';

/** The key a signed request was made with (request.apiKey). */
export interface ApiKeyContext {
  keyId: string;
  companyCode: string;
  scopes: readonly string[];
  /** SHA-256 hex of the body's bytes as signed (an Idempotency-Key's retry must carry the same). */
  bodySha256: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a signed request of the open API; null otherwise. */
    apiKey: ApiKeyContext | null;
  }
}

export function openApiRefusal(reason: OpenApiRefusal, headers: Record<string, string> = {}): ApiError {
  const refusal = OPEN_API_REFUSALS[reason];
  return new ApiError(refusal.message, { httpStatus: refusal.httpStatus, data: { code: refusal.code }, headers });
}

interface SignedHeaders {
  keyId: string;
  timestamp: string;
  nonce: string;
  signature: string;
}

interface Pending {
  headers: SignedHeaders;
  key: ApiKeyRow & { user_type: string };
}

/** Requests whose headers and key passed onRequest, waiting for their body. */
const pending = new WeakMap<FastifyRequest, Pending>();

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.trim() : null;
}

function signedHeaders(request: FastifyRequest): SignedHeaders {
  const keyId = header(request, SIGNED_HEADERS.keyId);
  const timestamp = header(request, SIGNED_HEADERS.timestamp);
  const nonce = header(request, SIGNED_HEADERS.nonce);
  const signature = header(request, SIGNED_HEADERS.signature)?.toLowerCase() ?? null;
  if (!keyId || !KEY_ID_PATTERN.test(keyId) || !timestamp || !/^\d{1,12}$/.test(timestamp)) throw openApiRefusal('signatureMissing');
  if (!nonce || !NONCE_PATTERN.test(nonce) || !signature || !SIGNATURE_PATTERN.test(signature)) throw openApiRefusal('signatureMissing');
  return { keyId, timestamp, nonce, signature };
}

/** onRequest: the headers, the clock, the key and the declared length — nothing of the body yet. */
export async function checkSignedHeaders(portal: PortalContext, request: FastifyRequest, now = Date.now()): Promise<void> {
  const headers = signedHeaders(request);
  if (Math.abs(Math.floor(now / 1000) - Number(headers.timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) throw openApiRefusal('timestampStale');
  const key = await findLiveKey(portal.reader, headers.keyId);
  if (!key || key.user_state !== 'EFFECTIVE') throw openApiRefusal('keyInvalid');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > portal.config.limits.openApi.bodyBytes) throw openApiRefusal('bodyTooLarge');
  pending.set(request, { headers, key });
}

async function readCapped(payload: AsyncIterable<Buffer | string>, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > cap) throw openApiRefusal('bodyTooLarge');
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * preParsing: the signature over the body's bytes, the nonce, the per-key limit. Answers the body
 * again as a stream for the parser; sets request.user and request.apiKey.
 */
export async function checkSignedBody(
  portal: PortalContext,
  request: FastifyRequest,
  payload: AsyncIterable<Buffer | string>,
  now = Date.now(),
): Promise<Readable & { receivedEncodedLength: number }> {
  const waiting = pending.get(request);
  if (!waiting) throw openApiRefusal('signatureMissing');
  const { headers, key } = waiting;
  const body = await readCapped(payload, portal.config.limits.openApi.bodyBytes);
  const secret = openSecret(portal.secrets.apiKeyKek, key.key_id, key.secret_sealed, key.secret_sha256);
  if (secret === null) throw openApiRefusal('keyInvalid');
  const bodySha256 = sha256Hex(body);
  const canonical = canonicalString({
    method: request.method,
    pathWithQuery: request.url,
    timestamp: headers.timestamp,
    nonce: headers.nonce,
    bodySha256Hex: bodySha256,
  });
  const expected = createHmac('sha256', secret).update(canonical, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(headers.signature, 'hex'))) throw openApiRefusal('signatureWrong');
  if (!(await useNonce(portal.db, key.key_id, headers.nonce, now))) throw openApiRefusal('nonceReused');
  const limit = portal.config.limits.openApi.perKey;
  if (!(await take(portal.db, `openapi:key:${key.key_id}`, limit, 0, now))) {
    throw openApiRefusal('rateLimited', { 'Retry-After': String(Math.ceil(limit.windowMs / 1000)) });
  }
  await touchApiKey(portal.db, key.key_id, now);
  request.user = {
    userId: key.created_by,
    companyCode: key.company_code,
    userType: key.user_type === 'ADMIN' ? 'ADMIN' : 'USER',
    sessionId: `apikey:${key.key_id}`,
  };
  request.apiKey = { keyId: key.key_id, companyCode: key.company_code, scopes: scopesOf(key), bodySha256 };
  pending.delete(request);
  const again = Readable.from(body.length > 0 ? [body] : []) as Readable & { receivedEncodedLength: number };
  again.receivedEncodedLength = body.length;
  return again;
}
