// Access tokens (JWT HS256): sub = user id, cc = company code, ut = user type, sid = the session
// (sign-in) they belong to. The signature and expiry are checked here; whether the session is
// still alive is checked against the database by the route guard (route-access.ts).
import { errors, jwtVerify, SignJWT } from 'jose';
import type { UserType } from '../db/schema.ts';
import type { SigningKey } from './secrets.ts';

const AUDIENCE = 'portal-access';
const ISSUER = 'ceb-portal';

export interface AuthenticatedUser {
  userId: number;
  companyCode: string | null;
  userType: UserType;
  /** The session the token belongs to. */
  sessionId: string;
}

export type AccessTokenCheck =
  | { status: 'valid'; user: AuthenticatedUser }
  | { status: 'expired' }
  | { status: 'invalid' };

export async function signAccessToken(key: SigningKey, user: AuthenticatedUser, ttlSeconds: number): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ cc: user.companyCode, ut: user.userType, sid: user.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

export async function verifyAccessToken(key: SigningKey, token: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
    const userId = Number(payload.sub);
    const userType = payload.ut;
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || (userType !== 'ADMIN' && userType !== 'USER') || typeof sessionId !== 'string') return { status: 'invalid' };
    const companyCode = typeof payload.cc === 'string' ? payload.cc : null;
    return { status: 'valid', user: { userId, companyCode, userType, sessionId } };
  } catch (error) {
    return error instanceof errors.JWTExpired ? { status: 'expired' } : { status: 'invalid' };
  }
}
