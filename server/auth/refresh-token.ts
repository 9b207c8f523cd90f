// Refresh tokens: opaque, stored as a sha256 hash, 7 days, single use, each belonging to a
// session (the family rotated from one sign-in). Presenting a used one means it was copied:
// the whole session is revoked, its access tokens included (docs/security.md).
import { createHash, randomBytes } from 'node:crypto';
import type { PortalDb } from '../db/connect.ts';
import { REFRESH_TOKEN_TTL_MS, revokeSession } from './sessions.ts';

export { REFRESH_TOKEN_TTL_MS };

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueRefreshToken(db: PortalDb, userId: number, sessionId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_token')
    .values({ token_hash: hashOf(token), user_id: userId, session_id: sessionId, expires_at: now + REFRESH_TOKEN_TTL_MS, used_at: null, revoked: 0 })
    .execute();
  return token;
}

export interface ClaimedRefresh {
  userId: number;
  sessionId: string;
}

/** The session a refresh token (used or not) belongs to. */
export async function sessionOfRefreshToken(db: PortalDb, token: string): Promise<string | null> {
  const row = await db.selectFrom('refresh_token').select('session_id').where('token_hash', '=', hashOf(token)).executeTakeFirst();
  return row?.session_id ?? null;
}

/**
 * Marks the presented token used and answers its user and session, or null when the token is
 * unknown, expired, revoked or already used. The update is one statement, so two processes
 * racing with the same token cannot both win. A token presented a second time revokes its
 * session.
 */
export async function consumeRefreshToken(db: PortalDb, token: string, now = Date.now()): Promise<ClaimedRefresh | null> {
  const tokenHash = hashOf(token);
  const claimed = await db
    .updateTable('refresh_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked', '=', 0)
    .where('expires_at', '>', now)
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
  if (claimed) return claimed.session_id === null ? null : { userId: claimed.user_id, sessionId: claimed.session_id };

  const replayed = await db
    .selectFrom('refresh_token')
    .select(['user_id', 'session_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  if (replayed?.session_id) await revokeSession(db, replayed.session_id, now);
  return null;
}
