// The one HTTP client of the portal: same-origin axios instance with the interceptors of §8, and
// typed helpers that wrap POST bodies as `{ data }` (§7).
import axios, { type AxiosRequestConfig } from 'axios';
import './requestConfig.ts';
import { DEFAULT_TIMEOUT } from './constants.ts';
import { installInterceptors } from './interceptors.ts';
import type { Envelope } from '#core/wire.ts';

export { DEFAULT_TIMEOUT, LONG_TIMEOUT } from './constants.ts';

export const http = axios.create({ baseURL: '', timeout: DEFAULT_TIMEOUT });
installInterceptors(http);

export interface CallOptions {
  /** Milliseconds; LONG_TIMEOUT for imports, exports and uploads. */
  timeout?: number;
  headers?: Record<string, string>;
  /** Query values (POST calls such as login carry some in the URL). */
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Send no Authorization header. */
  anonymous?: boolean;
}

/** Resolve with the whole envelope: for calls whose failures (-1000) the caller shows itself. */
export type EnvelopeOptions = CallOptions & { envelope: true };
export type DataOptions = CallOptions & { envelope?: false };

/**
 * POST `{ data }`. Resolves with the answer's `data` (code 0). A -1000 answer resolves with the
 * whole body (§8.1); calls that can answer -1000 should pass `{ envelope: true }` and check `code`.
 */
export function post<T>(url: string, data?: unknown, options?: DataOptions): Promise<T>;
export function post<T>(url: string, data: unknown, options: EnvelopeOptions): Promise<Envelope<T>>;
export function post<T>(url: string, data: unknown = {}, options: CallOptions & { envelope?: boolean } = {}) {
  return http.request<unknown, T | Envelope<T>>({ ...options, method: 'post', url, data: { data } });
}

/** GET with query values; resolves like `post`. */
export function get<T>(url: string, params?: Record<string, unknown>, options?: DataOptions): Promise<T>;
export function get<T>(url: string, params: Record<string, unknown> | undefined, options: EnvelopeOptions): Promise<Envelope<T>>;
export function get<T>(url: string, params?: Record<string, unknown>, options: CallOptions & { envelope?: boolean } = {}) {
  return http.request<unknown, T | Envelope<T>>({ ...options, method: 'get', url, params: { ...options.params, ...params } });
}

/** Any other request (multipart uploads, downloads) through the same interceptors. */
export function send<T>(config: AxiosRequestConfig): Promise<T> {
  return http.request<unknown, T>(config) as Promise<T>;
}
