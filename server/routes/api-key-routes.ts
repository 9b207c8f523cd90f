// 系统管理 → 接口密钥 (issue 27 point 1, docs/open-api.md): the main account lists, creates, renames
// and rescopes, and revokes its company's open API keys. The route guard checks the session and the
// /apiKey page (a main-only page: no sub-account is granted it) before the body is read; the handler
// then checks, on the caller's own row, that it is the main account of a company (a sub-account that
// was given the page anyway is refused by name). Create
// answers the secret, the only time it is ever shown.
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import {
  API_KEY_PAGE_URI,
  CALLBACK_URL_MAX,
  MSG_DELIVERY_DONE,
  MSG_DELIVERY_NOT_FOUND,
  MSG_DELIVERY_RETRYING,
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
import { listAttempts, retryDelivery } from '../open-api/callbacks/delivery-log.ts';
import { checkCallbackUrl } from '../open-api/callbacks/callback-url.ts';
import { CallbackDeliverer } from '../open-api/callbacks/deliver-callbacks.ts';
import { startPolling, type SimulatorWorker } from '../simulator/worker.ts';

const BASE = '/api/enterprise/apiKey';

const keyIdSchema = { type: 'string', title: '密钥ID', maxLength: 40 };
const nameSchema = { type: 'string', title: '密钥名称', maxLength: KEY_NAME_MAX };
const scopesSchema = { type: 'array', title: '权限', maxItems: 500, items: { type: 'string', maxLength: 100 } };

const emptySchema = dataBody({ type: 'object', properties: {} });
const createSchema = dataBody({ type: 'object', properties: { name: nameSchema, scopes: scopesSchema } });
const callbackUrlSchema = { type: ['string', 'null'], title: '回调地址', maxLength: CALLBACK_URL_MAX };
const updateSchema = dataBody({ type: 'object', properties: { keyId: keyIdSchema, name: nameSchema, scopes: scopesSchema, callbackUrl: callbackUrlSchema } });
const revokeSchema = dataBody({ type: 'object', properties: { keyId: keyIdSchema } });
const deliveriesSchema = revokeSchema;
const retrySchema = dataBody({ type: 'object', properties: { deliveryId: { type: 'integer', title: '回调记录', minimum: 1 } } });
/** The callbacks' queue is looked at this often in every process. */
const CALLBACK_POLL_MS = 500;

interface CreateBody {
  data: { name?: string; scopes?: string[] };
}
interface UpdateBody {
  data: { keyId?: string; name?: string; scopes?: string[]; callbackUrl?: string | null };
}
interface RetryBody {
  data: { deliveryId?: number };
}
interface RevokeBody {
  data: { keyId?: string };
}

export async function registerApiKeyRoutes(app: FastifyInstance): Promise<void> {
  const { db, secrets } = app.portal;
  const choices = availableScopes(app.bills.families);
  const known = new Set(choices.map((choice) => choice.scope));
  const access = { access: pageRoute(API_KEY_PAGE_URI) };
  const callbackSettings = app.portal.config.limits.openApi.callbacks;
  const familyTitles = new Map(app.bills.families.map((family) => [family.id, family.title]));

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

  /** The address to store (null or blank: no callbacks), or a refusal naming what is wrong. */
  function callbackUrlOf(text: string | null): string | null {
    if (text === null || text.trim() === '') return null;
    const checked = checkCallbackUrl(text, callbackSettings.allowHttp);
    if ('refused' in checked) throw businessError(checked.refused);
    return checked.url;
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
      ...(input.callbackUrl !== undefined ? { callbackUrl: callbackUrlOf(input.callbackUrl) } : {}),
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

  // The key's callback log: its last 100 tries, newest first (a revoked key's too).
  app.post<{ Body: RevokeBody }>(`${BASE}/deliveries`, { config: access, schema: { body: deliveriesSchema } }, async (request) => {
    const { companyCode } = await mainAccount(request);
    const keyId = request.body.data.keyId;
    if (!keyId || !KEY_ID_PATTERN.test(keyId) || !(await findCompanyKey(db, companyCode, keyId))) throw businessError(MSG_KEY_NOT_FOUND);
    return ok(await listAttempts(db, keyId, (family) => familyTitles.get(family) ?? family));
  });

  // 立即重试: a pending delivery goes now, a given-up one once more; the company's own only.
  app.post<{ Body: RetryBody }>(`${BASE}/deliveries/retry`, { config: access, schema: { body: retrySchema } }, async (request) => {
    const { companyCode } = await mainAccount(request);
    const retried = await retryDelivery(db, companyCode, request.body.data.deliveryId ?? 0, Date.now());
    if (retried === 'notFound') throw businessError(MSG_DELIVERY_NOT_FOUND);
    if (retried === 'delivered') throw businessError(MSG_DELIVERY_DONE);
    return ok(null, MSG_DELIVERY_RETRYING);
  });

  // Every process delivers what is due (a claimed delivery is no other's).
  const deliverer = new CallbackDeliverer(db, secrets.apiKeyKek, callbackSettings);
  let worker: SimulatorWorker | null = null;
  app.addHook('onReady', async () => {
    worker = startPolling(() => deliverer.deliverDue(), CALLBACK_POLL_MS, app.log, 'callback delivery');
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    deliverer.close();
  });
}
