// POST /api/auth/jump: single sign-on from the customs single window. The identity provider has
// authenticated the user, so neither captcha nor password rules apply here; a frozen account
// is still refused.
import type { FastifyInstance } from 'fastify';
import { businessError, ok, unauthorizedError } from '../http/envelope.ts';
import { MESSAGES } from '../http/messages.ts';
import { dataBody } from '../http/validation.ts';
import { publicRoute } from '../auth/route-access.ts';
import { buildLoginAnswer } from '../auth/session-answer.ts';
import { claimSsoJti, verifySsoToken } from '../auth/sso-token.ts';
import { findUserByLoginName } from '../auth/users.ts';

export async function registerSsoRoutes(app: FastifyInstance): Promise<void> {
  const portal = app.portal;
  const { db, secrets, config } = portal;

  app.post('/api/auth/jump', { config: { access: publicRoute() }, schema: { body: dataBody({ type: 'object' }) } }, async (request) => {
    const header = request.headers.token_id;
    const token = Array.isArray(header) ? header[0] : header;
    const sso = token ? await verifySsoToken(secrets.ssoKey, config.ssoIssuer, token) : null;
    if (!sso) throw unauthorizedError(MESSAGES.ssoInvalid);
    if (!(await claimSsoJti(db, sso.jti, sso.expiresAt))) throw unauthorizedError(MESSAGES.ssoInvalid);
    const user = await findUserByLoginName(db, sso.loginName);
    if (!user) throw unauthorizedError(MESSAGES.ssoAccountUnknown);
    if (user.state !== 'EFFECTIVE') throw businessError(MESSAGES.accountFrozen);
    return ok(await buildLoginAnswer(portal, user));
  });
}
