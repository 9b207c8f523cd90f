// The calls of 接口密钥 (docs/open-api.md §1): scopes, list, create (answers the secret once), 修改
// (name and scopes), revoke, the callback address and its log with 立即重试.
import type { ApiKeyView, CallbackAttemptView, CreatedApiKey } from '#core/open-api.ts';
import { post } from '../../http/index.ts';

export const API_KEY_PATHS = {
  scopes: '/api/enterprise/apiKey/scopes',
  list: '/api/enterprise/apiKey/list',
  create: '/api/enterprise/apiKey/create',
  revoke: '/api/enterprise/apiKey/revoke',
  update: '/api/enterprise/apiKey/update',
  deliveries: '/api/enterprise/apiKey/deliveries',
  retryDelivery: '/api/enterprise/apiKey/deliveries/retry',
} as const;

/** A scope a key can be given, with its Chinese label (derived from the definitions on the server). */
export interface ScopeChoice {
  scope: string;
  label: string;
}

export const loadScopes = () => post<ScopeChoice[]>(API_KEY_PATHS.scopes, {});
export const listKeys = () => post<ApiKeyView[]>(API_KEY_PATHS.list, {});
export const createKey = (input: { name: string; scopes: string[] }) => post<CreatedApiKey>(API_KEY_PATHS.create, input);
export const revokeKey = (keyId: string) => post<null>(API_KEY_PATHS.revoke, { keyId });
/** What apiKey/update changes of a live key; what is left out stays as it is (the secret always does). */
export interface KeyChange {
  name?: string;
  scopes?: string[];
  callbackUrl?: string | null;
}
/** Resolves with the whole answer (its message is shown); a refusal rejects with the server's message. */
export const updateKey = (keyId: string, change: KeyChange) => post<null>(API_KEY_PATHS.update, { keyId, ...change }, { envelope: true });
export const setCallbackUrl = (keyId: string, callbackUrl: string | null) => updateKey(keyId, { callbackUrl });
export const loadDeliveries = (keyId: string) => post<CallbackAttemptView[]>(API_KEY_PATHS.deliveries, { keyId });
export const retryDelivery = (deliveryId: number) => post<null>(API_KEY_PATHS.retryDelivery, { deliveryId });
