// GET /api/auth/refresh_token (the refresh token as bearer) and POST /api/jwt_core/validate
// (called before uploads; answers a fresh pair).
import type { FastifyInstance } from 'fastify';
import { ok, unauthorizedError } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { consumeRefreshToken, revokeRefreshTokens } from './refresh-token.ts';
import { bearerToken, currentUser, requireUser } from './require-user.ts';
import { companyCodeOf, issueTokenPair } from './session-answer.ts';
import { findUserById } from './users.ts';

export async function registerTokenRoutes(app: FastifyInstance): Promise<void> {
  const portal = app.portal;
  const { db } = portal;

  app.get('/api/auth/refresh_token', async (request) => {
    const presented = bearerToken(request);
    const userId = presented ? await consumeRefreshToken(db, presented) : null;
    if (userId === null) throw unauthorizedError();
    // A frozen or deleted account keeps no session.
    const user = await findUserById(db, userId);
    if (!user || user.state !== 'EFFECTIVE') {
      await revokeRefreshTokens(db, userId);
      throw unauthorizedError();
    }
    return ok(await issueTokenPair(portal, user, await companyCodeOf(portal, user)));
  });

  app.post(
    '/api/jwt_core/validate',
    { preHandler: requireUser, schema: { body: dataBody({ type: 'object' }) } },
    async (request) => {
      const user = await findUserById(db, currentUser(request).userId);
      if (!user || user.state !== 'EFFECTIVE') throw unauthorizedError();
      return ok(await issueTokenPair(portal, user, await companyCodeOf(portal, user)));
    },
  );
}
