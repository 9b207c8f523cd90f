// Signs open API calls the way docs/open-api.md tells an ERP developer to, with node:crypto only
// (not the server's code), so the tests check the documented recipe, not the server against itself.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface ApiKeyPair {
  keyId: string;
  secret: string;
}

export interface SignedCall {
  method: 'GET' | 'POST';
  /** Path with query, exactly as sent. */
  path: string;
  body?: string;
  /** Unix seconds; default now. */
  timestamp?: number;
  nonce?: string;
  /** Headers to send instead of (or besides) the computed ones. */
  headers?: Record<string, string>;
}

export const newNonce = (): string => randomBytes(16).toString('hex');

export function signatureOf(secret: string, method: string, path: string, timestamp: string, nonce: string, body: string | Buffer): string {
  const digest = createHash('sha256').update(body).digest('hex');
  const canonical = `${method}\n${path}\n${timestamp}\n${nonce}\n${digest}`;
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('hex');
}

export function signedHeaders(key: ApiKeyPair, call: SignedCall): Record<string, string> {
  const timestamp = String(call.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = call.nonce ?? newNonce();
  const headers: Record<string, string> = {
    'X-Api-Key': key.keyId,
    'X-Api-Timestamp': timestamp,
    'X-Api-Nonce': nonce,
    'X-Api-Signature': signatureOf(key.secret, call.method, call.path, timestamp, nonce, call.body ?? ''),
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return { ...headers, ...call.headers };
}

export interface SignedAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's data is any JSON until a test names its type
  body: { code: number; message: string; data: any };
}

export async function signedFetch(baseUrl: string, key: ApiKeyPair, call: SignedCall): Promise<SignedAnswer> {
  const response = await fetch(baseUrl + call.path, { method: call.method, headers: signedHeaders(key, call), body: call.body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) };
}
