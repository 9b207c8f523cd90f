// Answers a refused batch action with the refused bills in data; any other error goes on to
// the error handler.
import type { FastifyReply } from 'fastify';
import { ActionRefusal } from '../bills/actions/action-refusal.ts';
import { sendFailure } from './caller.ts';

export function sendRefusal(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ActionRefusal) return sendFailure(reply, 200, error.message, { bills: error.bills });
  throw error;
}

/** The same answer as a value (HTTP 200), for a handler that keeps what it answered (Idempotency-Key). */
export function refusalAnswer(error: unknown): { code: -1; message: string; data: { bills: ActionRefusal['bills'] } } {
  if (error instanceof ActionRefusal) return { code: -1, message: error.message, data: { bills: error.bills } };
  throw error;
}
