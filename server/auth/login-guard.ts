// Failed-login limits (docs/security.md): at most 5 failures per account and 20 per client
// address within 15 minutes, counted in the database so that every API process sees the same
// numbers. A login first TAKES a place under both limits (rate-counter.ts: check and count in
// one statement), then checks the password: 50 parallel attempts can never get more than the
// limit checked. A successful login gives its places back and clears the account's failures.
// Every attempt is also written to login_attempt, an audit log kept for a day. A login that finds
// no place is told why (whyRefused): failures enough to lock, or only too many checks in flight
// at once (200 clerks of one account within seconds), which is no lock and worth a retry.
import type { PortalDb } from '../db/connect.ts';
import { giveBack, reset, take, type Taken, type WindowLimit } from '../http/rate-counter.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

const PER_ACCOUNT: WindowLimit = { windowMs: LOGIN_WINDOW_MS, maxHits: MAX_FAILURES_PER_ACCOUNT };
const PER_ADDRESS: WindowLimit = { windowMs: LOGIN_WINDOW_MS, maxHits: MAX_FAILURES_PER_IP };
const AUDIT_KEPT_MS = 24 * 60 * 60 * 1000;

export const accountKey = (loginName: string) => `login:account:${loginName}`;
export const addressKey = (ip: string) => `login:ip:${ip}`;

export interface LoginAttempt {
  /** The attempt failed: its places stay taken. */
  failed(): Promise<void>;
  /** The password was right: the places are given back and the account's failures forgotten. */
  succeeded(): Promise<void>;
  /** Neither (a frozen account): the places are given back, the failures stay. */
  withdrawn(): Promise<void>;
}

async function audit(db: PortalDb, loginName: string, ip: string, succeeded: boolean, now: number): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ login_name: loginName, ip, succeeded: succeeded ? 1 : 0, attempted_at: now })
    .execute();
  await db
    .deleteFrom('login_attempt')
    .where('attempted_at', '<', now - AUDIT_KEPT_MS)
    .execute();
}

/** Why a login found no place: its failures, or checks in flight (see beginLoginAttempt). */
export type LoginRefusal = 'tooManyFailures' | 'tooManyAtOnce';

/**
 * Why beginLoginAttempt refused: the failures the audit log holds within the window — the
 * account's since its last success, the address's — reach a limit (locked for the window), or
 * they do not, and the places were held by checks still in flight.
 */
export async function whyRefused(db: PortalDb, loginName: string, ip: string, now = Date.now()): Promise<LoginRefusal> {
  const since = now - LOGIN_WINDOW_MS;
  const lastSuccess = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.max('attempted_at').as('at'))
    .where('login_name', '=', loginName)
    .where('succeeded', '=', 1)
    .executeTakeFirst();
  const failuresOf = async (column: 'login_name' | 'ip', value: string, after: number) =>
    Number(
      (
        await db
          .selectFrom('login_attempt')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .where('succeeded', '=', 0)
          .where('attempted_at', '>', after)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const accountFailures = await failuresOf('login_name', loginName, Math.max(since, Number(lastSuccess?.at ?? 0)));
  const addressFailures = await failuresOf('ip', ip, since);
  return accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_IP ? 'tooManyFailures' : 'tooManyAtOnce';
}

/** A place for one password check, or null when the account or the address is over its limit. */
export async function beginLoginAttempt(db: PortalDb, loginName: string, ip: string, now = Date.now()): Promise<LoginAttempt | null> {
  const address = await take(db, addressKey(ip), PER_ADDRESS, 0, now);
  if (!address) return null;
  const account: Taken | null = await take(db, accountKey(loginName), PER_ACCOUNT, 0, now);
  if (!account) {
    await giveBack(db, addressKey(ip), address);
    return null;
  }
  const returnPlaces = async () => {
    await giveBack(db, addressKey(ip), address);
    await giveBack(db, accountKey(loginName), account);
  };
  return {
    failed: () => audit(db, loginName, ip, false, now),
    succeeded: async () => {
      await giveBack(db, addressKey(ip), address);
      await reset(db, accountKey(loginName));
      await audit(db, loginName, ip, true, now);
    },
    withdrawn: returnPlaces,
  };
}
