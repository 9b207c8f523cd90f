// Captchas live in the database (several API processes behind one load balancer must agree):
// 5 minutes, single use, consumed by any login attempt that names them.
import type { PortalDb } from '../db/connect.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export async function storeCaptcha(db: PortalDb, id: string, text: string, now = Date.now()): Promise<void> {
  // A client asking again with the same id gets a new text; the old one is gone.
  await db
    .insertInto('captcha')
    .values({ id, text, expires_at: now + CAPTCHA_TTL_MS, used: 0 })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ text, expires_at: now + CAPTCHA_TTL_MS, used: 0 }))
    .execute();
  // Housekeeping: forget captchas that expired an hour ago (indexed, cheap).
  await db.deleteFrom('captcha').where('expires_at', '<', now - 60 * 60 * 1000).execute();
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
