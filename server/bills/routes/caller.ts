// Who is calling a bill endpoint, and the guards every bill route uses: a signed-in user of a
// company (a user without one is asked to file the company first), and button codes held on
// the family's module.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { userHoldsButton } from '../../auth/button-grants.ts';
import { currentUser } from '../../auth/require-user.ts';
import { businessError, forbiddenError } from '../../http/envelope.ts';
import type { BillFamily } from '../family.ts';

export const NO_COMPANY = '请先进行企业备案！';

export interface Caller {
  userId: number;
  companyCode: string;
}

export function callerOf(request: FastifyRequest): Caller {
  const user = currentUser(request);
  if (!user.companyCode) throw businessError(NO_COMPANY);
  return { userId: user.userId, companyCode: user.companyCode };
}

/** 403 拒绝访问 unless the caller holds one of `codes` on the family's module. */
export function requireAnyButton(family: BillFamily, codes: readonly string[]): preHandlerAsyncHookHandler {
  return async function checkButtons(request) {
    const user = currentUser(request);
    for (const code of codes) {
      if (await userHoldsButton(this.portal.db, user.userId, { uri: family.moduleUri }, code)) return;
    }
    throw forbiddenError();
  };
}

/** A failure envelope that carries details in `data` (problems, refused bills). */
export function sendFailure(reply: FastifyReply, httpStatus: number, message: string, data: unknown): FastifyReply {
  return reply.status(httpStatus).send({ code: -1, message, data });
}
