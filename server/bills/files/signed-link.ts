// Download links are opened by the browser in a new window (spec §7.3: "the answer holds
// downloadUri, which is opened"), so they cannot carry the bearer header: the link itself is
// signed — a JWT naming the file and the company, valid for 10 minutes.
// A link made for a signed-in session also names that session (sid) and its user (uid): the
// download checks the session is still alive and its account effective, as the bearer guard does,
// so logout, a password change, a frozen account or a stolen refresh token end the session's
// links at once (issue 22 point 7, docs/security.md). A link made without a session (news and
// notice files, which are everyone's) works for its 10 minutes as before.
import { jwtVerify, SignJWT } from 'jose';
import type { SigningKey } from '../../auth/secrets.ts';

const AUDIENCE = 'portal-file';
export const LINK_TTL_SECONDS = 600;

/** The session a link is made for. */
export interface LinkSession {
  userId: number;
  sessionId: string;
}

/** What a valid link grants: the company's files, for as long as its session (if any) is alive. */
export interface LinkGrant {
  companyCode: string;
  session: LinkSession | null;
}

/** The session of a caller that has one (a signed-in request), for `signFileLink`. */
export function linkSession(caller: { userId: number; sessionId?: string }): LinkSession | null {
  return caller.sessionId ? { userId: caller.userId, sessionId: caller.sessionId } : null;
}

export async function signFileLink(key: SigningKey, fileId: string, companyCode: string, session?: LinkSession | null): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(session ? { cc: companyCode, uid: session.userId, sid: session.sessionId } : { cc: companyCode })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(fileId)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + LINK_TTL_SECONDS)
    .sign(key);
}

/** What the link grants, when it is a valid link to `fileId`; null otherwise. */
export async function verifyFileLink(key: SigningKey, fileId: string, token: string): Promise<LinkGrant | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, subject: fileId });
    if (typeof payload.cc !== 'string') return null;
    if (payload.sid === undefined && payload.uid === undefined) return { companyCode: payload.cc, session: null };
    if (typeof payload.sid !== 'string' || typeof payload.uid !== 'number' || !Number.isInteger(payload.uid)) return null;
    return { companyCode: payload.cc, session: { userId: payload.uid, sessionId: payload.sid } };
  } catch {
    return null;
  }
}
