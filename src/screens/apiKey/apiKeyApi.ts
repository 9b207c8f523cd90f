// The calls of 接口密钥 (docs/open-api.md §1): scopes, list, create (answers the secret once), revoke.
import type { ApiKeyView, CreatedApiKey } from '#core/open-api.ts';
import { post } from '../../http/index.ts';

export const API_KEY_PATHS = {
  scopes: '/api/enterprise/apiKey/scopes',
  list: '/api/enterprise/apiKey/list',
  create: '/api/enterprise/apiKey/create',
  revoke: '/api/enterprise/apiKey/revoke',
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
