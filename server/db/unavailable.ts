// What a request meets while the database cannot be reached (issue 26 point 5): PostgreSQL
// restarting or shutting down, a connection refused, reset or ended under a query, no connection
// to be had in time. The error handler answers these 503 服务器繁忙 with Retry-After, never a 500
// with a stack; the pools open new connections by themselves once the database is back.
// An error from a worker thread arrives without its `code` (only name, message and stack cross
// the thread), so the messages pg and Node give are recognised too.

/** PostgreSQL's SQLSTATEs of a server going away or not taking connections (classes 08 and 57P, and 53300). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
/** Node's socket errors on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  /\bconnect (ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH)\b/,
  // PostgreSQL's Unix socket is gone while the server restarts.
  /\bconnect ENOENT \S*\.s\.PGSQL\.\d+/,
  /\b(read|write) (ECONNRESET|EPIPE)\b/,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /sorry, too many clients already/i,
];

/** The database could not be reached or went away under the request: the caller may retry shortly. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 3 || error === null || typeof error !== 'object') return false;
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (code === 'ENOENT' && syscall === 'connect') return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A worker's failure, a Kysely wrapper or an aggregate may carry the database's error as its cause.
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
