// Who is calling a bill endpoint, and who may: every bill route is a route of the family's page
// (its module; for an action, one of the action's button codes on it), checked by the route
// guard before anything is read; the caller must be a user of a company (a user without one is
// asked to file the company first).
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/require-user.ts';
import { pageRoute, type RouteAccess } from '../auth/route-access.ts';
import { businessError } from '../http/envelope.ts';
import type { BillFamily } from '../bills/family.ts';

export const NO_COMPANY = MSG_FILING_REQUIRED;

export interface Caller {
  userId: number;
  companyCode: string;
  /** The caller's session (the access token's sid): download links made for the caller end with it. */
  sessionId?: string;
}

export function callerOf(request: FastifyRequest): Caller {
  const user = currentUser(request);
  if (!user.companyCode) throw businessError(NO_COMPANY);
  return { userId: user.userId, companyCode: user.companyCode, sessionId: user.sessionId };
}

/**
 * The route config of a family's page: its module, one of `codes` for an action and every one of
 * `alsoCodes` (403 拒绝访问 otherwise), and a company whose filing is approved (请先进行企业备案！
 * otherwise; docs/company-filing.md).
 */
export function familyPage(family: BillFamily, codes?: readonly string[], alsoCodes?: readonly string[]): { access: RouteAccess } {
  const page = pageRoute(family.moduleUri, codes, alsoCodes) as Extract<RouteAccess, { kind: 'page' }>;
  return { access: { ...page, filed: true } };
}

/** A failure envelope that carries details in `data` (problems, refused bills). */
export function sendFailure(reply: FastifyReply, httpStatus: number, message: string, data: unknown): FastifyReply {
  return reply.status(httpStatus).send({ code: -1, message, data });
}
