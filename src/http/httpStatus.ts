// HTTP statuses of platform-and-settlement.md §8.2: the text each one shows, and what a 401 does
// to the session.
import { MSG_BAD_REQUEST, MSG_CHANGE_PASSWORD, MSG_FORBIDDEN, MSG_NOT_FOUND, MSG_SERVER_ERROR, MSG_SESSION_EXPIRED } from '#core/messages.ts';
import { AxiosError, AxiosHeaders } from 'axios';
import { ERROR_MESSAGE_SECONDS } from './constants.ts';
import { isEnvelope, serverMessageOf } from './envelope.ts';
import { feedback, isOnLoginPage } from './feedback.ts';
import { HttpError } from './httpError.ts';
import {
  MSG_BAD_GATEWAY,
  MSG_GATEWAY_TIMEOUT,
  MSG_HTTP_VERSION,
  MSG_NETWORK_FAILURE,
  MSG_NOT_IMPLEMENTED,
  MSG_REQUEST_TIMEOUT,
  MSG_SERVICE_UNAVAILABLE,
} from './messages.ts';
import { bearerOf, endSession } from './sessionEnd.ts';

export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  400: MSG_BAD_REQUEST,
  401: MSG_SESSION_EXPIRED,
  403: MSG_FORBIDDEN,
  404: MSG_NOT_FOUND,
  408: MSG_REQUEST_TIMEOUT,
  500: MSG_SERVER_ERROR,
  501: MSG_NOT_IMPLEMENTED,
  502: MSG_BAD_GATEWAY,
  503: MSG_SERVICE_UNAVAILABLE,
  504: MSG_GATEWAY_TIMEOUT,
  505: MSG_HTTP_VERSION,
};

export interface FailureInput {
  /** null: no response arrived. */
  status: number | null;
  serverMessage: string | null;
  onLoginPage: boolean;
}

export interface FailureDescription {
  text: string;
  /** Nothing is shown (a 401 请更改密码 on the login page: the login screen opens its dialog). */
  silent: boolean;
  /** The session is over: clear storage, go to login, reload. */
  endsSession: boolean;
}

export function describeHttpFailure({ status, serverMessage, onLoginPage }: FailureInput): FailureDescription {
  if (status === null) return { text: MSG_NETWORK_FAILURE, silent: false, endsSession: false };
  if (status === 400) return { text: serverMessage ?? MSG_BAD_REQUEST, silent: false, endsSession: false };
  if (status === 401) {
    if (!onLoginPage) return { text: MSG_SESSION_EXPIRED, silent: false, endsSession: true };
    const text = serverMessage ?? MSG_SESSION_EXPIRED;
    return { text, silent: text === MSG_CHANGE_PASSWORD, endsSession: false };
  }
  const known = HTTP_STATUS_TEXT[status];
  if (known) return { text: known, silent: false, endsSession: false };
  // Statuses §8.2 does not list: the server's words, else the generic text of the class.
  return { text: serverMessage ?? (status >= 500 ? MSG_SERVER_ERROR : MSG_BAD_REQUEST), silent: false, endsSession: false };
}

/** Shows what §8.2 asks for a failed call and returns the error to reject the call with. */
export function handleHttpFailure(error: AxiosError): HttpError {
  const response = error.response;
  const status = response ? response.status : null;
  const serverMessage = response ? serverMessageOf(response.data) : null;
  const description = describeHttpFailure({ status, serverMessage, onLoginPage: isOnLoginPage() });

  if (description.endsSession) {
    endSession({ sentToken: bearerOf(error.config?.headers), text: description.text, reload: true });
  } else if (!description.silent) {
    feedback().error(description.text, ERROR_MESSAGE_SECONDS);
  }

  return new HttpError({
    message: description.text,
    code: response && isEnvelope(response.data) ? response.data.code : null,
    status,
    serverMessage,
    headers: plainHeaders(response?.headers),
    body: response?.data,
    sessionEnded: description.endsSession,
  });
}

/** Response headers as a plain object with lower-case names. */
export function plainHeaders(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== 'object') return {};
  const json = AxiosHeaders.from(headers as Record<string, string>).toJSON();
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(json)) {
    if (value === undefined || value === null) continue;
    plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return plain;
}
