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

export type AccessTokenCheck = { status: 'valid'; user: AuthenticatedUser } | { status: 'expired' } | { status: 'invalid' };

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

/**
 * Tokens whose signature was checked, per key, until they expire: a user's token is presented
 * with every call, and checking an HMAC through WebCrypto was the request thread's largest
 * single cost under load. Bounded (oldest first out); the session is still checked per call.
 */
const verified = new WeakMap<object, Map<string, { user: AuthenticatedUser; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

export async function verifyAccessToken(key: SigningKey, token: string): Promise<AccessTokenCheck> {
  let known = verified.get(key);
  if (!known) verified.set(key, (known = new Map()));
  const hit = known.get(token);
  if (hit) {
    if (hit.expiresAt > Date.now()) return { status: 'valid', user: hit.user };
    known.delete(token);
    return { status: 'expired' };
  }
  const check = await verifySignature(key, token);
  if (check.status === 'valid') {
    if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value as string);
    known.set(token, { user: check.user, expiresAt: check.expiresAt });
    return { status: 'valid', user: check.user };
  }
  return check;
}

type SignatureCheck = { status: 'valid'; user: AuthenticatedUser; expiresAt: number } | { status: 'expired' } | { status: 'invalid' };

async function verifySignature(key: SigningKey, token: string): Promise<SignatureCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
    const userId = Number(payload.sub);
    const userType = payload.ut;
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || (userType !== 'ADMIN' && userType !== 'USER') || typeof sessionId !== 'string') return { status: 'invalid' };
    const companyCode = typeof payload.cc === 'string' ? payload.cc : null;
    return { status: 'valid', user: { userId, companyCode, userType, sessionId }, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch (error) {
    return error instanceof errors.JWTExpired ? { status: 'expired' } : { status: 'invalid' };
  }
}
