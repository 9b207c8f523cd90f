// 系统管理 → 接口密钥 (issue 27 point 1, docs/open-api.md): the main account lists, creates, renames
// and rescopes, and revokes its company's open API keys. The route guard checks the session and the
// /apiKey page (a main-only page: no sub-account is granted it) before the body is read; the handler
// then checks, on the caller's own row, that it is the main account of a company (a sub-account that
// was given the page anyway is refused by name). Create
// answers the secret, the only time it is ever shown.
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import {
  API_KEY_PAGE_URI,
  KEY_ID_PATTERN,
  KEY_NAME_MAX,
  MSG_KEY_ADMIN_ONLY,
  MSG_KEY_CREATED,
  MSG_KEY_NAME_REQUIRED,
  MSG_KEY_NOT_FOUND,
  MSG_KEY_REVOKED,
  MSG_KEY_REVOKED_ALREADY,
  MSG_KEY_SCOPES_REQUIRED,
  MSG_KEY_SCOPE_UNKNOWN,
} from '#core/open-api.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/require-user.ts';
import { pageRoute } from '../auth/route-access.ts';
import { findCompanyOf, findUserById, type AppUserRow } from '../auth/users.ts';
import { businessError, forbiddenError, ok, unauthorizedError } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { createApiKey, findCompanyKey, listApiKeys, revokeApiKey, updateApiKey } from '../open-api/api-key-store.ts';
import { availableScopes } from '../open-api/key-scopes.ts';

const BASE = '/api/enterprise/apiKey';

const keyIdSchema = { type: 'string', title: '密钥ID', maxLength: 40 };
const nameSchema = { type: 'string', title: '密钥名称', maxLength: KEY_NAME_MAX };
const scopesSchema = { type: 'array', title: '权限', maxItems: 500, items: { type: 'string', maxLength: 100 } };

const emptySchema = dataBody({ type: 'object', properties: {} });
const createSchema = dataBody({ type: 'object', properties: { name: nameSchema, scopes: scopesSchema } });
const updateSchema = dataBody({ type: 'object', properties: { keyId: keyIdSchema, name: nameSchema, scopes: scopesSchema } });
const revokeSchema = dataBody({ type: 'object', properties: { keyId: keyIdSchema } });

interface CreateBody {
  data: { name?: string; scopes?: string[] };
}
interface UpdateBody {
  data: { keyId?: string; name?: string; scopes?: string[] };
}
interface RevokeBody {
  data: { keyId?: string };
}

export async function registerApiKeyRoutes(app: FastifyInstance): Promise<void> {
  const { db, secrets } = app.portal;
  const choices = availableScopes(app.bills.families);
  const known = new Set(choices.map((choice) => choice.scope));
  const access = { access: pageRoute(API_KEY_PAGE_URI) };

  /** The main account of a company (its own row decides, not the token), with the company's code. */
  async function mainAccount(request: FastifyRequest): Promise<{ user: AppUserRow; companyCode: string }> {
    const user = await findUserById(db, currentUser(request).userId);
    if (!user || user.state !== 'EFFECTIVE') throw unauthorizedError();
    if (user.user_type !== 'ADMIN') throw forbiddenError(MSG_KEY_ADMIN_ONLY);
    const company = await findCompanyOf(db, user);
    if (!company) throw businessError(MSG_FILING_REQUIRED);
    return { user, companyCode: company.code };
  }

  function nameOf(name: string | undefined): string {
    const trimmed = name?.trim() ?? '';
    if (trimmed === '') throw businessError(MSG_KEY_NAME_REQUIRED);
    return trimmed;
  }

  function scopesOf(scopes: string[] | undefined): string[] {
    if (!scopes || scopes.length === 0) throw businessError(MSG_KEY_SCOPES_REQUIRED);
    const unknown = scopes.find((scope) => !known.has(scope));
    if (unknown !== undefined) throw businessError(`${MSG_KEY_SCOPE_UNKNOWN}：${unknown}`);
    return [...new Set(scopes)];
  }

  async function liveKeyOf(companyCode: string, keyId: string | undefined): Promise<string> {
    if (!keyId || !KEY_ID_PATTERN.test(keyId)) throw businessError(MSG_KEY_NOT_FOUND);
    const key = await findCompanyKey(db, companyCode, keyId);
    if (!key) throw businessError(MSG_KEY_NOT_FOUND);
    if (key.revoked_at !== null) throw businessError(MSG_KEY_REVOKED_ALREADY);
    return keyId;
  }

  app.post(`${BASE}/scopes`, { config: access, schema: { body: emptySchema } }, async (request) => {
    await mainAccount(request);
    return ok(choices.map(({ scope, label }) => ({ scope, label })));
  });

  app.post(`${BASE}/list`, { config: access, schema: { body: emptySchema } }, async (request) => {
    const { companyCode } = await mainAccount(request);
    return ok(await listApiKeys(db, companyCode));
  });

  app.post<{ Body: CreateBody }>(`${BASE}/create`, { config: access, schema: { body: createSchema } }, async (request) => {
    const { user, companyCode } = await mainAccount(request);
    const input = request.body.data;
    const name = nameOf(input.name);
    const scopes = scopesOf(input.scopes);
    const created = await createApiKey(db, secrets.apiKeyKek, { companyCode, name, scopes, createdBy: { id: user.id, loginName: user.login_name } });
    return ok(created, MSG_KEY_CREATED);
  });

  app.post<{ Body: UpdateBody }>(`${BASE}/update`, { config: access, schema: { body: updateSchema } }, async (request) => {
    const { companyCode } = await mainAccount(request);
    const input = request.body.data;
    const keyId = await liveKeyOf(companyCode, input.keyId);
    const change = {
      ...(input.name !== undefined ? { name: nameOf(input.name) } : {}),
      ...(input.scopes !== undefined ? { scopes: scopesOf(input.scopes) } : {}),
    };
    // Conditional on the key still being live: a revoke that won meanwhile is named, not overwritten.
    if (!(await updateApiKey(db, companyCode, keyId, change))) throw businessError(MSG_KEY_REVOKED_ALREADY);
    return ok(null);
  });

  app.post<{ Body: RevokeBody }>(`${BASE}/revoke`, { config: access, schema: { body: revokeSchema } }, async (request) => {
    const { companyCode } = await mainAccount(request);
    const keyId = await liveKeyOf(companyCode, request.body.data.keyId);
    if (!(await revokeApiKey(db, companyCode, keyId))) throw businessError(MSG_KEY_REVOKED_ALREADY);
    return ok(null, MSG_KEY_REVOKED);
  });
}
