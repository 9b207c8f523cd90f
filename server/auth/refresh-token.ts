// Refresh tokens: opaque, stored as a sha256 hash, 7 days, single use. Presenting a used one
// means it was copied: every refresh token of that user is revoked (docs/protocol.md).
import { createHash, randomBytes } from 'node:crypto';
import type { PortalDb } from '../db/connect.ts';

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueRefreshToken(db: PortalDb, userId: number, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_token')
    .values({ token_hash: hashOf(token), user_id: userId, expires_at: now + REFRESH_TOKEN_TTL_MS, used_at: null, revoked: 0 })
    .execute();
  return token;
}

export async function revokeRefreshTokens(db: PortalDb, userId: number): Promise<void> {
  await db.updateTable('refresh_token').set({ revoked: 1 }).where('user_id', '=', userId).where('revoked', '=', 0).execute();
}

/**
 * Marks the presented token used and answers its user, or null when the token is unknown,
 * expired, revoked or already used. The update is one statement, so two processes racing
 * with the same token cannot both win.
 */
export async function consumeRefreshToken(db: PortalDb, token: string, now = Date.now()): Promise<number | null> {
  const tokenHash = hashOf(token);
  const claimed = await db
    .updateTable('refresh_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked', '=', 0)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (claimed) return claimed.user_id;

  const replayed = await db
    .selectFrom('refresh_token')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  if (replayed) await revokeRefreshTokens(db, replayed.user_id);
  return null;
}
