// Sessions: one per sign-in (login or single sign-on). The access token names its session
// (claim sid) and every authenticated call checks the session is alive and its account
// effective (one indexed lookup), so that ending a session — logout, a refresh token presented
// twice (theft), a password change, a frozen or deleted account — refuses its next call in
// every API process at once, not only when the access token expires.
import { randomUUID } from 'node:crypto';
import type { PortalDb } from '../db/connect.ts';

/** Refresh tokens and the session they keep alive last 7 days (docs/protocol.md). */
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function createSession(db: PortalDb, userId: number, now = Date.now()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('session')
    .values({ id, user_id: userId, created_at: now, expires_at: now + REFRESH_TOKEN_TTL_MS, revoked_at: null })
    .execute();
  return id;
}

/** Keeps a session alive as long as its newest refresh token. */
export async function extendSession(db: PortalDb, sessionId: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('session')
    .set({ expires_at: now + REFRESH_TOKEN_TTL_MS })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends one session and every refresh token of it. */
export async function revokeSession(db: PortalDb, sessionId: string, now = Date.now()): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  await db.updateTable('refresh_token').set({ revoked: 1 }).where('session_id', '=', sessionId).where('revoked', '=', 0).execute();
}

/** Ends every session of a user (password changed, account frozen or deleted). */
export async function revokeUserSessions(db: PortalDb, userId: number, now = Date.now()): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await db.updateTable('refresh_token').set({ revoked: 1 }).where('user_id', '=', userId).where('revoked', '=', 0).execute();
}

/** True when the session is alive and belongs to an effective account of that user. */
export async function isSessionActive(db: PortalDb, sessionId: string, userId: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select('session.id')
    .where('session.id', '=', sessionId)
    .where('session.user_id', '=', userId)
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', now)
    .where('app_user.state', '=', 'EFFECTIVE')
    .executeTakeFirst();
  return row !== undefined;
}
