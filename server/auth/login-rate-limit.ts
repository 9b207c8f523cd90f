// Failed-login limits, counted in the database so that every API process sees the same
// numbers: at most 5 failures per account (since its last successful login) and 20 per client
// address within 15 minutes.
import type { PortalDb } from '../db/connect.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

async function countFailures(db: PortalDb, column: 'login_name' | 'ip', value: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where(column, '=', value)
    .where('succeeded', '=', 0)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

async function lastSuccess(db: PortalDb, loginName: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.max('attempted_at').as('at'))
    .where('login_name', '=', loginName)
    .where('succeeded', '=', 1)
    .where('attempted_at', '>', since)
    .executeTakeFirst();
  return row?.at == null ? since : Number(row.at);
}

export async function isLoginBlocked(db: PortalDb, loginName: string, ip: string, now = Date.now()): Promise<boolean> {
  const windowStart = now - LOGIN_WINDOW_MS;
  if ((await countFailures(db, 'ip', ip, windowStart)) >= MAX_FAILURES_PER_IP) return true;
  const accountSince = await lastSuccess(db, loginName, windowStart);
  return (await countFailures(db, 'login_name', loginName, accountSince)) >= MAX_FAILURES_PER_ACCOUNT;
}

export async function recordLoginAttempt(
  db: PortalDb,
  attempt: { loginName: string; ip: string; succeeded: boolean },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ login_name: attempt.loginName, ip: attempt.ip, succeeded: attempt.succeeded ? 1 : 0, attempted_at: now })
    .execute();
  // Rows older than a day no longer count for anything.
  await db.deleteFrom('login_attempt').where('attempted_at', '<', now - 24 * 60 * 60 * 1000).execute();
}
