// The preHandler every authenticated route uses: verifies the bearer access token (header
// Authorization, or X-Authorization for uploads) and puts { userId, companyCode, userType } on
// request.user. Expired → code -10000 (the client refreshes and retries); missing or
// tampered → HTTP 401.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tokenExpiredError, unauthorizedError } from '../http/envelope.ts';
import { verifyAccessToken, type AuthenticatedUser } from './access-token.ts';

/** The token of `Authorization: Bearer <token>` (or X-Authorization); null when absent. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? request.headers['x-authorization'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  const token = (match ? match[1] : value).trim();
  return token === '' ? null : token;
}

export const requireUser: preHandlerAsyncHookHandler = async function requireUser(request) {
  const token = bearerToken(request);
  if (!token) throw unauthorizedError();
  const check = await verifyAccessToken(this.portal.secrets.accessKey, token);
  if (check.status === 'expired') throw tokenExpiredError();
  if (check.status === 'invalid') throw unauthorizedError();
  request.user = check.user;
};

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorizedError();
  return request.user;
}
