// The 10-minute token handed out (header `token`) when a login is refused for an expired or
// weak password. It names the password it replaces (its change time), so it stops working the
// moment the password changes: single use without any stored state.
import { jwtVerify, SignJWT } from 'jose';
import type { SigningKey } from './secrets.ts';

const AUDIENCE = 'portal-password-change';
const ISSUER = 'ceb-portal';
export const PASSWORD_CHANGE_TOKEN_TTL_SECONDS = 10 * 60;

export interface PasswordChangeSubject {
  userId: number;
  passwordChangedAt: number;
}

export async function signPasswordChangeToken(key: SigningKey, subject: PasswordChangeSubject): Promise<string> {
  return new SignJWT({ pwc: subject.passwordChangedAt })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PASSWORD_CHANGE_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

export async function verifyPasswordChangeToken(key: SigningKey, token: string): Promise<PasswordChangeSubject | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.pwc !== 'number') return null;
    return { userId, passwordChangedAt: payload.pwc };
  } catch {
    return null;
  }
}
