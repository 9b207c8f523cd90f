// The interceptors of the one axios instance: the bearer token on the way out, the envelope codes
// of §8.1 and the HTTP statuses of §8.2 on the way back. A call resolves with `data` (code 0),
// with the whole body (code -1000, or any code 0 answer when `envelope` is asked), or rejects
// with an HttpError after the layer has shown what the spec asks.
import { MSG_SESSION_EXPIRED } from '#core/messages.ts';
import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import './requestConfig.ts';
import { ERROR_MESSAGE_SECONDS } from './constants.ts';
import { classifyEnvelope, serverMessageOf } from './envelope.ts';
import { feedback } from './feedback.ts';
import { HttpError, isHttpError } from './httpError.ts';
import { handleHttpFailure, plainHeaders } from './httpStatus.ts';
import { MSG_NETWORK_FAILURE } from './messages.ts';
import { clearSession, getToken } from './session.ts';
import { bearerOf, endSession } from './sessionEnd.ts';
import { createTokenRefresher, REFRESH_TOKEN_PATH } from './tokenRefresh.ts';
import type { TokenPair } from '#core/wire.ts';

export function installInterceptors(instance: AxiosInstance): void {
  const refresh = createTokenRefresher((refreshToken) =>
    instance.get<unknown, TokenPair>(REFRESH_TOKEN_PATH, {
      isTokenRefresh: true,
      anonymous: true,
      headers: { Authorization: `Bearer ${refreshToken}` },
    }),
  );

  instance.interceptors.request.use(attachTokens);
  instance.interceptors.response.use(
    // axios types the result as a response; ours resolves with the payload instead (see above),
    // and every helper of client.ts is typed accordingly.
    (response) => onAnswer(response, instance, refresh) as Promise<never>,
    (error: unknown) => Promise.reject(toHttpError(error)),
  );
}

function attachTokens(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.anonymous) return config;
  const token = getToken();
  if (!token) return config;
  // Set on every attempt, so a retry after a refresh carries the new token.
  config.headers.set('Authorization', `Bearer ${token}`);
  if (config.withXAuthorization) config.headers.set('X-Authorization', `Bearer ${token}`);
  return config;
}

async function onAnswer(response: AxiosResponse, instance: AxiosInstance, refresh: () => Promise<TokenPair>): Promise<unknown> {
  const { config } = response;
  const outcome = classifyEnvelope(response.data);
  switch (outcome.kind) {
    case 'success':
      return config.envelope ? response.data : outcome.data;
    case 'callerShows':
      return outcome.body;
    case 'notEnvelope':
      return outcome.body;
    case 'warning': {
      if (outcome.message) feedback().warning(outcome.message);
      if (config.isTokenRefresh) {
        clearSession();
        feedback().toRoot();
      }
      throw envelopeError(response, outcome.message, Boolean(config.isTokenRefresh));
    }
    case 'other':
      if (outcome.message) feedback().warning(outcome.message, ERROR_MESSAGE_SECONDS);
      throw envelopeError(response, outcome.message, false);
    case 'tokenExpired':
      return retryAfterRefresh(response, instance, refresh);
  }
}

async function retryAfterRefresh(response: AxiosResponse, instance: AxiosInstance, refresh: () => Promise<TokenPair>): Promise<unknown> {
  const { config } = response;
  // The refresh call itself answered "expired": its caller (the refresher) ends the session.
  if (config.isTokenRefresh) throw envelopeError(response, MSG_SESSION_EXPIRED, false);
  const sentToken = bearerOf(config.headers);
  // Expired again right after a refresh, or a call that carries no session: nothing to refresh.
  if (config.retriedAfterRefresh || config.anonymous) {
    endSession({ sentToken, text: MSG_SESSION_EXPIRED });
    throw envelopeError(response, MSG_SESSION_EXPIRED, true);
  }
  // Another call renewed the token after this one left: just send it again.
  const current = getToken();
  if (!(current && sentToken && current !== sentToken)) await refresh();
  return instance.request({ ...config, retriedAfterRefresh: true });
}

function envelopeError(response: AxiosResponse, message: string, sessionEnded: boolean): HttpError {
  const body = response.data as { code?: number };
  return new HttpError({
    message,
    code: typeof body?.code === 'number' ? body.code : null,
    status: response.status,
    serverMessage: serverMessageOf(response.data),
    headers: plainHeaders(response.headers),
    body: response.data,
    sessionEnded,
  });
}

function toHttpError(error: unknown): HttpError {
  if (isHttpError(error)) return error;
  if (axios.isCancel(error)) return new HttpError({ message: 'canceled', canceled: true });
  if (error instanceof AxiosError) return handleHttpFailure(error);
  // Anything else failed before a response could be read (e.g. a request interceptor).
  feedback().error(MSG_NETWORK_FAILURE, ERROR_MESSAGE_SECONDS);
  return new HttpError({ message: MSG_NETWORK_FAILURE });
}
