// Fixed-window counters in the database (table rate_counter), shared by every API process.
// take() checks and counts in ONE statement (an upsert that only applies while the window's
// limits hold), so requests racing each other — 50 parallel logins, two processes — can never
// together pass more than the limit. Windows start at their first hit and reset once elapsed.
import { sql } from 'kysely';
import type { PortalDb } from '../db/connect.ts';

export interface WindowLimit {
  /** Window length in milliseconds. */
  windowMs: number;
  /** Most events per window. */
  maxHits: number;
  /** Most summed amount per window (bytes of uploads); omitted: no limit. */
  maxAmount?: number;
}

export interface Taken {
  hits: number;
  amount: number;
  windowStart: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** No window is longer than a day: older rows are dead and go now and then. */
const PURGE_EVERY = 200;
let takesSincePurge = 0;

/**
 * Counts one event of `amount` under `key`, or answers null (and counts nothing) when the event
 * would break the limit of the current window.
 */
export async function take(db: PortalDb, key: string, limit: WindowLimit, amount = 0, now = Date.now()): Promise<Taken | null> {
  const maxAmount = limit.maxAmount ?? Number.MAX_SAFE_INTEGER;
  // A window that elapsed restarts with this event; otherwise the event is added if it fits.
  const stale = sql<boolean>`rate_counter.window_start <= cast(${now - limit.windowMs} as bigint)`;
  const result = await sql<{ hits: number; amount: number; window_start: number }>`
    insert into rate_counter (key, window_start, hits, amount)
    values (${key}, cast(${now} as bigint), 1, cast(${amount} as bigint))
    on conflict (key) do update set
      hits = case when ${stale} then 1 else rate_counter.hits + 1 end,
      amount = case when ${stale} then cast(${amount} as bigint) else rate_counter.amount + cast(${amount} as bigint) end,
      window_start = case when ${stale} then cast(${now} as bigint) else rate_counter.window_start end
    where ${stale}
      or (rate_counter.hits + 1 <= ${limit.maxHits} and rate_counter.amount + cast(${amount} as bigint) <= cast(${maxAmount} as bigint))
    returning hits, amount, window_start`.execute(db);
  await purgeNowAndThen(db, now);
  const row = result.rows[0];
  if (!row || amount > maxAmount || limit.maxHits < 1) {
    if (row) await giveBack(db, key, { hits: 1, amount, windowStart: Number(row.window_start) });
    return null;
  }
  return { hits: Number(row.hits), amount: Number(row.amount), windowStart: Number(row.window_start) };
}

/** Undoes a take() (e.g. a login that turned out to succeed), if its window is still current. */
export async function giveBack(db: PortalDb, key: string, taken: Pick<Taken, 'windowStart'> & { hits?: number; amount?: number }): Promise<void> {
  const hits = taken.hits ?? 1;
  const amount = taken.amount ?? 0;
  await sql`
    update rate_counter set hits = hits - ${hits}, amount = amount - cast(${amount} as bigint)
    where key = ${key} and window_start = cast(${taken.windowStart} as bigint) and hits >= ${hits}`.execute(db);
}

/** Forgets the counter (e.g. an account's failures after a successful login). */
export async function reset(db: PortalDb, key: string): Promise<void> {
  await db.deleteFrom('rate_counter').where('key', '=', key).execute();
}

async function purgeNowAndThen(db: PortalDb, now: number): Promise<void> {
  takesSincePurge += 1;
  if (takesSincePurge < PURGE_EVERY) return;
  takesSincePurge = 0;
  await db
    .deleteFrom('rate_counter')
    .where('window_start', '<', now - DAY_MS)
    .execute();
}
