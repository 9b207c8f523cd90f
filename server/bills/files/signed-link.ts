// Download links are opened by the browser in a new window (spec §7.3: "the answer holds
// downloadUri, which is opened"), so they cannot carry the bearer header: the link itself is
// signed — a JWT naming the file and the company, valid for 10 minutes.
import { jwtVerify, SignJWT } from 'jose';
import type { SigningKey } from '../../auth/secrets.ts';

const AUDIENCE = 'portal-file';
export const LINK_TTL_SECONDS = 600;

export async function signFileLink(key: SigningKey, fileId: string, companyCode: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ cc: companyCode })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(fileId)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + LINK_TTL_SECONDS)
    .sign(key);
}

/** The company the link was signed for, when it is a valid link to `fileId`. */
export async function verifyFileLink(key: SigningKey, fileId: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, subject: fileId });
    return typeof payload.cc === 'string' ? payload.cc : null;
  } catch {
    return null;
  }
}
