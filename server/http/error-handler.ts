// Turns every failure into the envelope of docs/protocol.md. Malformed requests fail before
// any handler runs, so they change nothing. Unexpected errors are logged with their stack on
// the server and answered with a bare 服务器内部错误; a database out of reach is 503 服务器繁忙, long
// work stopped at its limit 503 处理时间过长….
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, failure } from './envelope.ts';
import { MESSAGES } from './messages.ts';
import { describeValidationError } from './validation.ts';
import { isConcurrentChange, MSG_CONCURRENT_CHANGE } from '../db/conflicts.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { TIMED_OUT, TOO_MUCH_MEMORY, WorkerFailure } from '../workers/worker-pool.ts';

/** Seconds a caller is asked to wait when the database is out of reach (a restart takes a few). */
const RETRY_AFTER_SECONDS = '5';

const PARSER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.badJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
};

function sendFailure(reply: FastifyReply, httpStatus: number, message: string, code = -1, data: unknown = null): FastifyReply {
  return reply
    .status(httpStatus)
    .type('application/json; charset=utf-8')
    .send({ ...failure(message, code), data });
}

export function handleError(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    reply.headers(error.headers);
    return sendFailure(reply, error.httpStatus, error.message, error.code, error.data);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const message = describeValidationError(fastifyError.validation as never, fastifyError.validationContext ?? 'body');
    return sendFailure(reply, 400, message);
  }
  const parserMessage = fastifyError.code ? PARSER_MESSAGES[fastifyError.code] : undefined;
  if (parserMessage) return sendFailure(reply, 400, parserMessage);
  // Other client errors raised by Fastify itself (bad URL, JSON with __proto__...).
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return sendFailure(reply, 400, error instanceof SyntaxError ? MESSAGES.badJson : MESSAGES.badRequest);
  }
  // The database restarting or out of reach: busy for a moment, not broken (db/unavailable.ts).
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    return sendFailure(reply, 503, MESSAGES.busy);
  }
  // Long work a worker stopped (its time or memory limit) and no feature named: a list's count over
  // ten million bills, say (on PostgreSQL the statement's time limit). The caller narrows the
  // question; a worker that died may be retried.
  if (isStatementTimeout(error)) {
    request.log.warn({ url: request.url }, 'statement stopped at its time limit');
    return sendFailure(reply, 503, TIMED_OUT);
  }
  if (error instanceof WorkerFailure) {
    request.log.warn({ reason: error.reason, url: request.url }, 'worker task stopped');
    if (error.reason === 'crash') reply.header('retry-after', RETRY_AFTER_SECONDS);
    return sendFailure(reply, 503, error.reason === 'timeout' ? TIMED_OUT : error.reason === 'memory' ? TOO_MUCH_MEMORY : MESSAGES.busy);
  }
  // Two requests collided in the database and no feature named it: the caller may retry.
  if (isConcurrentChange(error)) {
    request.log.warn({ err: error }, 'concurrent change');
    return sendFailure(reply, 409, MSG_CONCURRENT_CHANGE);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendFailure(reply, 500, MESSAGES.internalError);
}

/** PostgreSQL stopped a long read at its statement_timeout (SQLSTATE 57014, db/connect.ts). */
function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014';
}

export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return sendFailure(reply, 404, MESSAGES.notFound);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
