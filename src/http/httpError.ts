// The one error type every rejected call of the HTTP layer carries, so that callers can stop
// spinners, read the server's text, or (on the login page) the `token` response header.

export interface HttpErrorInit {
  message: string;
  /** Envelope code when the server answered one (-1, -10000, other codes); null otherwise. */
  code?: number | null;
  /** HTTP status; null when no response arrived (network failure, timeout, cancellation). */
  status?: number | null;
  /** The server's own `message`, when it sent one. */
  serverMessage?: string | null;
  headers?: Record<string, string>;
  body?: unknown;
  /** True when the layer has already cleared the session and navigated away. */
  sessionEnded?: boolean;
  /** True when the caller aborted the call; nothing was shown. */
  canceled?: boolean;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly code: number | null;
  readonly status: number | null;
  readonly serverMessage: string | null;
  /** Response headers, lower-case names (e.g. `token` on a 401 login answer). */
  readonly headers: Record<string, string>;
  readonly body: unknown;
  readonly sessionEnded: boolean;
  readonly canceled: boolean;

  constructor(init: HttpErrorInit) {
    super(init.message);
    this.code = init.code ?? null;
    this.status = init.status ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.headers = init.headers ?? {};
    this.body = init.body;
    this.sessionEnded = init.sessionEnded ?? false;
    this.canceled = init.canceled ?? false;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
