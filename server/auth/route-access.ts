// Who may call a route, declared on the route itself (`config: { access }`) and enforced for
// every route by two global hooks, so that no handler can forget it:
// - onRequest, before the body is read or validated: the bearer token (401 when missing or
//   forged, code -10000 when expired), the session it belongs to (alive, account effective),
//   and, for a page's route, the page's module (its menu node) and the button code of an action;
// - preValidation, for routes whose page is named in the request (the receipts dialog's message
//   type, the definition's route, an upload's purpose): the same module and button check, still
//   before validation.
// - a signed request of the open API (kind signedRequest, docs/open-api.md): the signature headers
//   and the key on onRequest, the signature over the body on preParsing (before it is parsed),
//   then the key's scope, its creator's module and button codes, and the company's filing where
//   the route asks for it (server/open-api/signed-request.ts); a bearer token is no credential there.
// Every /api route must declare its access: registering one without throws at start.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalContext } from '../context.ts';
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import { businessError, forbiddenError, tokenExpiredError, unauthorizedError } from '../http/envelope.ts';
import { isFilingApproved } from '../company/filing-gate.ts';
import { verifyAccessToken, type AuthenticatedUser } from './access-token.ts';
import { bearerToken } from './require-user.ts';
import { isSessionActive } from './sessions.ts';
import { checkSignedBody, checkSignedHeaders, openApiRefusal } from '../open-api/signed-request.ts';

/** A page's module (by its uri, as the menu and the client match it) and the codes any one of which is needed. */
export interface PageNeed {
  /** Module uris; holding any one of them is enough (a receipt type shared by several pages). */
  modules: readonly string[];
  /** Button codes; holding any one of them on that module is enough. Omitted: reading the page. */
  buttons?: readonly string[];
  /** Button codes every one of which is needed as well (save-and-declare also declares: declare). */
  alsoButtons?: readonly string[];
  /** The caller's company must have an approved filing (bill pages; server/company/filing-gate.ts). */
  filed?: boolean;
}

export type RouteAccess =
  /** Anonymous (login, captcha, public key, refresh with the refresh token as credential). */
  | { kind: 'public' }
  /** Any signed-in user: session calls and shared helpers (dictionaries, state lists). */
  | { kind: 'signedIn' }
  /** A page's route: its module, and a button code for an action. */
  | ({ kind: 'page' } & PageNeed)
  /** The page is named in the request: resolved from the parsed query or body before validation; null: no page (the handler answers). */
  | { kind: 'named'; resolve(request: FastifyRequest): PageNeed | null }
  /** A download opened in a new window: a signed ?token= link, or else the bearer as usual. */
  | { kind: 'signedLinkOrSignedIn' }
  /**
   * An open API call signed with a key (docs/open-api.md): the key needs `scope` (null: any live key),
   * its creator one of `modules` and, when named, one of `buttons` on it (as the page's route asks);
   * `filed`: the company's filing must be approved, as for the page.
   */
  | ({ kind: 'signedRequest'; scope: string | null; modules?: readonly string[] } & Pick<PageNeed, 'buttons' | 'filed'>);

export const publicRoute = (): RouteAccess => ({ kind: 'public' });
export const signedIn = (): RouteAccess => ({ kind: 'signedIn' });
export const pageRoute = (module: string, buttons?: readonly string[], alsoButtons?: readonly string[]): RouteAccess => ({
  kind: 'page',
  modules: [module],
  buttons,
  ...(alsoButtons && alsoButtons.length > 0 ? { alsoButtons } : {}),
});
export const namedPage = (resolve: (request: FastifyRequest) => PageNeed | null): RouteAccess => ({ kind: 'named', resolve });
export const signedLinkOrSignedIn = (): RouteAccess => ({ kind: 'signedLinkOrSignedIn' });
export const signedRequest = (scope: string | null, modules?: readonly string[], need: Pick<PageNeed, 'buttons' | 'filed'> = {}): RouteAccess => ({
  kind: 'signedRequest',
  scope,
  ...(modules ? { modules } : {}),
  ...(need.buttons ? { buttons: need.buttons } : {}),
  ...(need.filed ? { filed: true } : {}),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The signed-in user of a request: a valid token of a live session, or a refusal. */
export async function authenticate(portal: PortalContext, request: FastifyRequest): Promise<AuthenticatedUser> {
  const token = bearerToken(request);
  if (!token) throw unauthorizedError();
  const check = await verifyAccessToken(portal.secrets.accessKey, token);
  if (check.status === 'expired') throw tokenExpiredError();
  if (check.status === 'invalid') throw unauthorizedError();
  if (!(await isSessionActive(portal.reader, check.user.sessionId, check.user.userId))) throw unauthorizedError();
  return check.user;
}

/** Does the user hold one of the modules, and (when asked) one of the codes on it? */
export async function holdsPage(portal: PortalContext, userId: number, need: PageNeed): Promise<boolean> {
  if (need.modules.length === 0) return false;
  let query = portal.reader
    .selectFrom('module')
    .innerJoin('user_module', (join) => join.onRef('user_module.module_id', '=', 'module.id').on('user_module.user_id', '=', userId))
    .where('module.uri', 'in', [...need.modules]);
  if (need.buttons !== undefined) {
    if (need.buttons.length === 0) return false;
    query = query
      .innerJoin('module_button', 'module_button.module_id', 'module.id')
      .innerJoin('user_button', (join) => join.onRef('user_button.module_button_id', '=', 'module_button.id').on('user_button.user_id', '=', userId))
      .where('module_button.code', 'in', [...need.buttons]);
  }
  if ((await query.select('module.id').limit(1).executeTakeFirst()) === undefined) return false;
  for (const code of need.alsoButtons ?? []) {
    if (!(await holdsPage(portal, userId, { modules: need.modules, buttons: [code] }))) return false;
  }
  return true;
}

async function requireFiling(portal: PortalContext, user: AuthenticatedUser): Promise<void> {
  // Bill pages wait for the company's approved filing: 请先进行企业备案！ (a business refusal, as before the filing existed).
  if (!user.companyCode || !(await isFilingApproved(portal.reader, user.companyCode))) throw businessError(MSG_FILING_REQUIRED);
}

async function requirePage(portal: PortalContext, user: AuthenticatedUser, need: PageNeed): Promise<void> {
  if (!(await holdsPage(portal, user.userId, need))) throw forbiddenError();
  if (need.filed) await requireFiling(portal, user);
}

function hasSignedLink(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token !== '';
}

/** A mounted /api route and who may call it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every /api route mounted on the app, with its access (the security suite walks them all). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

export function installRouteAccess(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url}: declare who may call it (config.access, server/auth/route-access.ts)`);
    // The open API's own body cap (the signature check reads the body under it, too).
    if (access.kind === 'signedRequest') route.bodyLimit = app.portal.config.limits.openApi.bodyBytes;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async function authorizeRequest(request) {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    if (access.kind === 'signedRequest') return checkSignedHeaders(this.portal, request);
    if (access.kind === 'signedLinkOrSignedIn' && hasSignedLink(request)) return;
    request.user = await authenticate(this.portal, request);
    if (access.kind === 'page') await requirePage(this.portal, request.user, access);
  });

  app.addHook('preParsing', async function authorizeSignedBody(request, _reply, payload) {
    const access = request.routeOptions.config?.access;
    if (access?.kind !== 'signedRequest') return payload;
    const body = await checkSignedBody(this.portal, request, payload);
    const key = request.apiKey;
    if (!key || !request.user) throw openApiRefusal('signatureMissing');
    if (access.scope !== null && !key.scopes.includes(access.scope)) throw openApiRefusal('scopeMissing');
    // Nothing a key can do is something its creator cannot: the page's module and the action's
    // button code, as for a session (a button code named without a module is held by nobody).
    if (access.modules || access.buttons) {
      const need = { modules: access.modules ?? [], ...(access.buttons ? { buttons: access.buttons } : {}) };
      if (!(await holdsPage(this.portal, request.user.userId, need))) throw openApiRefusal('scopeMissing');
    }
    if (access.filed) await requireFiling(this.portal, request.user);
    return body;
  });

  app.addHook('preValidation', async function authorizeNamedPage(request) {
    const access = request.routeOptions.config?.access;
    if (access?.kind !== 'named' || !request.user) return;
    const need = access.resolve(request);
    if (need) await requirePage(this.portal, request.user, need);
  });
}
