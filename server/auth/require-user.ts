// The bearer token of a request and the signed-in user the route guard (route-access.ts) put on
// it. The token travels in Authorization (or X-Authorization, as uploads send it).
import type { FastifyRequest } from 'fastify';
import { unauthorizedError } from '../http/envelope.ts';
import type { AuthenticatedUser } from './access-token.ts';

/** The token of `Authorization: Bearer <token>` (or X-Authorization); null when absent. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? request.headers['x-authorization'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  const token = (match ? match[1] : value).trim();
  return token === '' ? null : token;
}

/** The signed-in user of a route whose access is not public. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorizedError();
  return request.user;
}
