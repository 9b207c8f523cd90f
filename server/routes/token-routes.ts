// GET /api/auth/refresh_token (the refresh token as bearer), POST /api/jwt_core/validate (called
// before uploads; answers a fresh pair of the same session) and POST /api/auth/logout (ends the
// session on the server). A revoked session can be neither refreshed nor validated.
import { MSG_LOGGED_OUT } from '#core/messages.ts';
import type { FastifyInstance } from 'fastify';
import { ok, unauthorizedError } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { verifyAccessToken } from '../auth/access-token.ts';
import { consumeRefreshToken, sessionOfRefreshToken } from '../auth/refresh-token.ts';
import { bearerToken, currentUser } from '../auth/require-user.ts';
import { publicRoute, signedIn } from '../auth/route-access.ts';
import { companyCodeOf, issueTokenPair } from '../auth/session-answer.ts';
import { extendSession, isSessionActive, revokeSession, revokeUserSessions } from '../auth/sessions.ts';
import { findUserById } from '../auth/users.ts';

export const LOGGED_OUT = MSG_LOGGED_OUT;

export async function registerTokenRoutes(app: FastifyInstance): Promise<void> {
  const portal = app.portal;
  const { db } = portal;

  // Anonymous for the guard: the refresh token itself is the credential.
  app.get('/api/auth/refresh_token', { config: { access: publicRoute() } }, async (request) => {
    const presented = bearerToken(request);
    const claimed = presented ? await consumeRefreshToken(db, presented) : null;
    if (claimed === null) throw unauthorizedError();
    // A frozen or deleted account, or a session ended meanwhile, keeps no session.
    const user = await findUserById(db, claimed.userId);
    if (!user || user.state !== 'EFFECTIVE') {
      await revokeUserSessions(db, claimed.userId);
      throw unauthorizedError();
    }
    if (!(await isSessionActive(db, claimed.sessionId, user.id))) throw unauthorizedError();
    await extendSession(db, claimed.sessionId);
    return ok(await issueTokenPair(portal, user, await companyCodeOf(portal, user), claimed.sessionId));
  });

  app.post('/api/jwt_core/validate', { config: { access: signedIn() }, schema: { body: dataBody({ type: 'object' }) } }, async (request) => {
    const signed = currentUser(request);
    const user = await findUserById(db, signed.userId);
    if (!user || user.state !== 'EFFECTIVE') throw unauthorizedError();
    return ok(await issueTokenPair(portal, user, await companyCodeOf(portal, user), signed.sessionId));
  });

  // The session is named by the access token or, when that has expired meanwhile, by the
  // refresh token in the body: either ends it. Anonymous for the guard (an expired access token
  // must still log out) and idempotent: nothing to end answers the same.
  app.post<{ Body: { data?: { refreshToken?: string } } }>(
    '/api/auth/logout',
    {
      config: { access: publicRoute() },
      schema: { body: { type: 'object', properties: { data: { type: 'object', properties: { refreshToken: { type: 'string', maxLength: 200 } } } } } },
    },
    async (request) => {
      const bearer = bearerToken(request);
      const check = bearer ? await verifyAccessToken(portal.secrets.accessKey, bearer) : null;
      if (check?.status === 'valid') await revokeSession(db, check.user.sessionId);
      const refreshToken = request.body?.data?.refreshToken;
      const session = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : null;
      if (session) await revokeSession(db, session);
      return ok(null, LOGGED_OUT);
    },
  );
}
