// Session calls of §7.1 and docs/protocol.md "Session calls" / "Password transport".
import { get, post } from './client.ts';
import { HttpError } from './httpError.ts';
import { MSG_INSECURE_CONTEXT } from './messages.ts';
import { clearSession, getRefreshToken, getToken, saveSession, saveTokens } from './session.ts';
import type { LoginAnswer, TokenPair } from '#core/wire.ts';

export const PUBLIC_KEY_PATH = '/api/auth/public_key';
export const CAPTCHA_PATH = '/api/enterprise/kaptcha/defaultKaptcha';
export const LOGIN_PATH = '/api/auth/login';
export const JUMP_PATH = '/api/auth/jump';
export const VALIDATE_TOKEN_PATH = '/api/jwt_core/validate';
export const CHANGE_PASSWORD_PATH = '/api/user/anon/pwd/updatePasswprd';

// The key is the same for every process of the API and for the page's life: fetch it once.
let publicKey: Promise<string> | null = null;

/** The server's RSA public key, base64 SPKI DER. */
export function fetchPublicKey(): Promise<string> {
  publicKey ??= get<{ publicKey: string }>(PUBLIC_KEY_PATH, undefined, { anonymous: true }).then((answer) => answer.publicKey);
  // A failed fetch is not remembered: the next login tries again.
  publicKey.catch(() => {
    publicKey = null;
  });
  return publicKey;
}

/** Forgets the fetched key (e.g. after the server's key pair was replaced). */
export function forgetPublicKey(): void {
  publicKey = null;
}

/** RSA-OAEP/SHA-256 of the UTF-8 password, base64, then URL-encoded, as the server expects. */
export async function encryptPassword(plain: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error(MSG_INSECURE_CONTEXT);
  const key = await subtle.importKey('spki', base64ToBytes(await fetchPublicKey()), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return encodeURIComponent(bytesToBase64(new Uint8Array(cipher)));
}

export function captchaUrl(captchaId: string): string {
  return `${CAPTCHA_PATH}?captchaId=${encodeURIComponent(captchaId)}`;
}

/** A fresh captcha id (the client makes it, protocol.md). */
export function newCaptchaId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere. Build a v4 uuid.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface LoginInput {
  username: string;
  password: string;
  captcha: string;
  captchaId: string;
}

/** Logs in and stores the session. Rejects with an HttpError (a 401 carries `headers.token`). */
export async function login({ username, password, captcha, captchaId }: LoginInput): Promise<LoginAnswer> {
  const encrypted = await encryptPassword(password);
  const answer = await post<LoginAnswer>(LOGIN_PATH, { username, password: encrypted, tag: 'admin' }, { anonymous: true, params: { captcha, captchaId } });
  saveSession(answer);
  return answer;
}

/** Single sign-on with the `tokenId` query value of /login; stores the session. */
export async function jump(tokenId: string): Promise<LoginAnswer> {
  const answer = await post<LoginAnswer>(JUMP_PATH, {}, { anonymous: true, headers: { token_id: tokenId } });
  saveSession(answer);
  return answer;
}

/** Asks the server for a fresh token pair and stores it; made before every upload (§5.1). */
export async function validateToken(): Promise<TokenPair> {
  const pair = await post<TokenPair>(VALIDATE_TOKEN_PATH, {});
  saveTokens(pair);
  return pair;
}

export interface ChangePasswordInput {
  name: string;
  account: string;
  oldPassword: string;
  newPassword: string;
  againPassword: string;
  /** The password-change token from the `token` header of the 401 login answer. */
  token: string;
}

/** Changes an expired or weak password; resolves with the server's message (修改成功！). */
export async function changePasswordWithToken(input: ChangePasswordInput): Promise<string> {
  const [oldPassword, newPassword, againPassword] = await Promise.all([
    encryptPassword(input.oldPassword),
    encryptPassword(input.newPassword),
    encryptPassword(input.againPassword),
  ]);
  const answer = await post<null>(
    CHANGE_PASSWORD_PATH,
    { name: input.name, account: input.account, oldPassword, newPassword, againPassword, token: input.token },
    { anonymous: true, envelope: true },
  );
  if (answer.code !== 0) {
    throw new HttpError({ message: answer.message ?? '', code: answer.code, status: 200, body: answer });
  }
  return answer.message ?? '';
}

export const LOGOUT_PATH = '/api/auth/logout';

/**
 * Ends the session on the server (POST /api/auth/logout: the access token names it, or the
 * refresh token when the access token has expired) and then in this browser. The call goes
 * around the interceptors: a failure must neither show a message nor stop the logout.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  const refreshToken = getRefreshToken();
  clearSession();
  if (!token && !refreshToken) return;
  try {
    await fetch(LOGOUT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data: refreshToken ? { refreshToken } : {} }),
      keepalive: true,
    });
  } catch {
    // Offline: the session ends on the server when its tokens expire.
  }
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
