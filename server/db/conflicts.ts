// What a database says when two requests collided, on either dialect (issue 22): a unique key
// taken meanwhile, a row another request deleted under a foreign key, PostgreSQL's deadlock,
// serialisation or lock-timeout failures, SQLite's busy database. Each feature turns the ones it
// expects into its own refusal (naming the record); whatever is left reaches the error handler,
// which answers HTTP 409 with MSG_CONCURRENT_CHANGE instead of a 500 with a stack.

export const MSG_CONCURRENT_CHANGE = '数据已被他人同时修改，请刷新后重试';

interface DatabaseError {
  code?: unknown;
  message?: unknown;
}

function codeOf(error: unknown): string {
  const code = (error as DatabaseError | null)?.code;
  return typeof code === 'string' ? code : '';
}

function messageOf(error: unknown): string {
  const message = (error as DatabaseError | null)?.message;
  return typeof message === 'string' ? message : '';
}

/** A unique or primary key already held by another row (PostgreSQL 23505, SQLite's UNIQUE/PRIMARY KEY). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(messageOf(error))
  );
}

/** A row referred to is gone, or still referred to (PostgreSQL 23503, SQLite's FOREIGN KEY). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/.test(messageOf(error));
}

/** The database gave up waiting for another request: deadlock, serialisation, lock timeout, busy. */
export function isLockConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40P01' || code === '40001' || code === '55P03' || code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
}

/** Any collision of two requests that the caller may simply retry. */
export function isConcurrentChange(error: unknown): boolean {
  return isUniqueViolation(error) || isForeignKeyViolation(error) || isLockConflict(error);
}
