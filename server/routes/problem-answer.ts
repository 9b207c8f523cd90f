// A refused save answers its problems — the first as the message, the list in data.errors — but
// never more than a small multiple of what was sent (issue "Hardening" 3): at most
// max(16 KB, 4 × the request's bytes), the list cut short (data.truncated) where it would grow
// past that. The check itself already stops at MAX_PROBLEMS (validate-bill.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldProblem } from '#core/definition/index.ts';
import { sendFailure } from './caller.ts';

export const MIN_ANSWER_BYTES = 16 * 1024;
export const ANSWER_FACTOR = 4;

function requestBytes(request: FastifyRequest): number {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > 0 ? length : 0;
}

/** The leading problems whose answer stays within the bound. */
export function boundedProblems<T>(problems: readonly T[], limitBytes: number): T[] {
  const kept: T[] = [];
  let bytes = 200;
  for (const problem of problems) {
    bytes += Buffer.byteLength(JSON.stringify(problem)) + 1;
    if (bytes > limitBytes && kept.length > 0) break;
    kept.push(problem);
  }
  return kept;
}

export function sendProblems(reply: FastifyReply, request: FastifyRequest, problems: readonly FieldProblem[], truncated = false): FastifyReply {
  const limit = Math.max(MIN_ANSWER_BYTES, ANSWER_FACTOR * requestBytes(request));
  const errors = boundedProblems(problems, limit);
  return sendFailure(reply, 400, problems[0].message, { errors, ...(truncated || errors.length < problems.length ? { truncated: true } : {}) });
}
