// Captchas live in the database (several API processes behind one load balancer must agree):
// 5 minutes, single use, consumed by any login attempt that names them. The endpoint is
// anonymous, so what it may write is bounded (docs/security.md): a number per client address
// and minute, and a number alive at once; expired captchas are deleted as new ones are made.
import type { PortalDb } from '../db/connect.ts';
import { take, type WindowLimit } from '../http/rate-counter.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaLimits {
  perAddress: WindowLimit;
  /** Captchas alive at once, all addresses together. */
  live: number;
}

export type StoredCaptcha = 'stored' | 'addressLimit' | 'liveLimit';

export async function storeCaptcha(
  db: PortalDb,
  captcha: { id: string; text: string; ip: string },
  limits: CaptchaLimits,
  now = Date.now(),
): Promise<StoredCaptcha> {
  await db.deleteFrom('captcha').where('expires_at', '<=', now).execute();
  if (!(await take(db, `captcha:ip:${captcha.ip}`, limits.perAddress, 0, now))) return 'addressLimit';
  const alive = await db
    .selectFrom('captcha')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  if (Number(alive.n) >= limits.live) return 'liveLimit';
  // A client asking again with the same id gets a new text; the old one is gone.
  const values = { text: captcha.text, expires_at: now + CAPTCHA_TTL_MS, used: 0, ip: captcha.ip };
  await db
    .insertInto('captcha')
    .values({ id: captcha.id, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return 'stored';
}

/** Consumes the captcha whatever the outcome; true only when it was fresh and the text matches. */
export async function consumeCaptcha(db: PortalDb, id: string, answer: string, now = Date.now()): Promise<boolean> {
  const captcha = await db
    .updateTable('captcha')
    .set({ used: 1 })
    .where('id', '=', id)
    .where('used', '=', 0)
    .returning(['text', 'expires_at'])
    .executeTakeFirst();
  if (!captcha || captcha.expires_at <= now) return false;
  return captcha.text.toLowerCase() === answer.trim().toLowerCase();
}
