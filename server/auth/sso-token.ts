// Single sign-on tokens (header token_id of POST /api/auth/jump): HS256, iss = the configured
// issuer, sub = login name, at most 5 minutes long, jti used once.
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { PortalDb } from '../db/connect.ts';
import type { SigningKey } from './secrets.ts';

export const SSO_MAX_LIFETIME_SECONDS = 5 * 60;

export async function signSsoToken(key: SigningKey, issuer: string, loginName: string, lifetimeSeconds = SSO_MAX_LIFETIME_SECONDS) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(loginName)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(key);
}

interface VerifiedSso {
  loginName: string;
  jti: string;
  expiresAt: number;
}

/** The token's claims when it verifies and lives at most 5 minutes; null otherwise. */
export async function verifySsoToken(key: SigningKey, issuer: string, token: string): Promise<VerifiedSso | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      maxTokenAge: SSO_MAX_LIFETIME_SECONDS,
    });
    if (payload.exp! - payload.iat! > SSO_MAX_LIFETIME_SECONDS) return null;
    return { loginName: payload.sub!, jti: payload.jti!, expiresAt: payload.exp! * 1000 };
  } catch {
    return null;
  }
}

/** Records the jti; false when it was seen before (a replayed token). */
export async function claimSsoJti(db: PortalDb, jti: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  const inserted = await db
    .insertInto('sso_jti')
    .values({ jti, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  // A jti can only be replayed while its token is alive; older rows are dead weight.
  await db
    .deleteFrom('sso_jti')
    .where('expires_at', '<', now - 60 * 60 * 1000)
    .execute();
  return inserted !== undefined;
}
