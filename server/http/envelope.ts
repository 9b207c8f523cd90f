// The response envelope of docs/protocol.md: every answer is { code, message, data }.
import { ENVELOPE_CODE, type Envelope as WireEnvelope } from '#core/wire.ts';
import { MESSAGES } from './messages.ts';

/** What the server answers always carries a message. */
export type Envelope<T> = WireEnvelope<T> & { message: string };

export const CODE_OK = ENVELOPE_CODE.success;
/** Business failure: the client shows `message` as a warning. */
export const CODE_FAILURE: number = ENVELOPE_CODE.warning;
/** Business failure whose caller shows `message` itself (error alert). */
export const CODE_FAILURE_SHOWN_BY_CALLER = ENVELOPE_CODE.callerShows;
/** The access token has expired: refresh and retry. */
export const CODE_TOKEN_EXPIRED = ENVELOPE_CODE.tokenExpired;

export function ok<T>(data: T, message: string = MESSAGES.success): Envelope<T> {
  return { code: CODE_OK, message, data };
}

export function failure(message: string, code: number = CODE_FAILURE): Envelope<null> {
  return { code, message, data: null };
}

export interface ApiErrorOptions {
  httpStatus?: number;
  code?: number;
  headers?: Record<string, string>;
  /** Details the caller acts on (answered as the envelope's data instead of null). */
  data?: unknown;
}

/**
 * An expected failure: handlers throw it and the error handler answers it as an envelope with
 * the given HTTP status (200 for business failures). Never logged as a server fault.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly httpStatus: number;
  readonly code: number;
  readonly headers: Record<string, string>;
  readonly data: unknown;

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.httpStatus = options.httpStatus ?? 200;
    this.code = options.code ?? CODE_FAILURE;
    this.headers = options.headers ?? {};
    this.data = options.data ?? null;
  }
}

/** A business failure answered with HTTP 200 and code -1. */
export function businessError(message: string): ApiError {
  return new ApiError(message);
}

export function unauthorizedError(message: string = MESSAGES.sessionExpired): ApiError {
  return new ApiError(message, { httpStatus: 401 });
}

export function forbiddenError(message: string = MESSAGES.forbidden): ApiError {
  return new ApiError(message, { httpStatus: 403 });
}

export function tokenExpiredError(): ApiError {
  return new ApiError(MESSAGES.tokenExpired, { code: CODE_TOKEN_EXPIRED });
}
