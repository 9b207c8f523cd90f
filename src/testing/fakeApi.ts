// Test support: a fake server behind a custom axios adapter (no network), and a recorder for the
// layer's side effects. Specs install both before each test.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http/client.ts';
import { HttpError } from '../http/httpError.ts';
import { setFeedback, type Feedback } from '../http/feedback.ts';

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** The parsed JSON body, or the FormData of a multipart call. */
  body: unknown;
  /** Request headers with lower-case names. */
  headers: Record<string, string>;
  timeout: number | undefined;
}

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error' | 'timeout';

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** `{ code: 0, message, data }` with HTTP 200. */
export function ok(data: unknown): FakeReply {
  return { body: { code: 0, message: '操作成功！', data } };
}

/** Any envelope, any status. */
export function answer(code: number, message: string, status = 200, data: unknown = null): FakeReply {
  return { status, body: { code, message, data } };
}

export interface FakeApi {
  /** Route as 'POST /api/x'; the last handler set for a route wins. */
  on(route: string, handler: FakeHandler): void;
  readonly requests: FakeRequest[];
  requestsTo(route: string): FakeRequest[];
}

export function installFakeApi(): FakeApi {
  const routes = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request = toFakeRequest(config);
    requests.push(request);
    const handler = routes.get(`${request.method} ${request.path}`);
    const reply = handler ? await handler(request) : answer(-1, '请求地址出错', 404);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (reply === 'timeout') throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config, {});
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: AxiosHeaders.from(reply.headers ?? {}),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
  http.defaults.adapter = adapter;

  return {
    on: (route, handler) => void routes.set(route, handler),
    requests,
    requestsTo: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}

function toFakeRequest(config: InternalAxiosRequestConfig): FakeRequest {
  const url = new URL(config.url ?? '', 'http://portal.test');
  const query: Record<string, unknown> = Object.fromEntries(url.searchParams);
  Object.assign(query, config.params ?? {});
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  return { method: (config.method ?? 'get').toUpperCase(), path: url.pathname, query, body, headers, timeout: config.timeout };
}

export interface FeedbackLog {
  warnings: { text: string; seconds?: number }[];
  errors: { text: string; seconds?: number }[];
  toLogin: (string | undefined)[];
  toRoot: number;
  reloads: number[];
}

/** Replaces messages and navigation with a log the test can read. */
export function recordFeedback(): FeedbackLog {
  const log: FeedbackLog = { warnings: [], errors: [], toLogin: [], toRoot: 0, reloads: [] };
  const recorder: Feedback = {
    warning: (text, seconds) => void log.warnings.push({ text, seconds }),
    error: (text, seconds) => void log.errors.push({ text, seconds }),
    toLogin: (redirect) => void log.toLogin.push(redirect),
    toRoot: () => void (log.toRoot += 1),
    reload: (delayMs) => void log.reloads.push(delayMs),
  };
  setFeedback(recorder);
  return log;
}

/** A promise the test settles by hand, to hold a fake answer back. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** The HttpError a call rejects with; fails the test if it resolves or rejects with anything else. */
export async function rejectionOf(promise: Promise<unknown>): Promise<HttpError> {
  const outcome = await promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.resolved)}`);
  if (!(outcome.error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(outcome.error)}`);
  return outcome.error;
}
