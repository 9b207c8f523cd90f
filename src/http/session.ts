// The signed-in session as platform-and-settlement.md §3.8 stores it: four localStorage keys.
// The spec also puts the access token in a one-day cookie (§7.1, §9); the server never reads it
// (downloads carry a signed link instead), and a script-readable copy of the token outliving the
// session only widens what a stolen page could take, so no cookie is written and an old one is
// removed (docs/security.md).
import type { LoginAnswer, ModuleNode, TokenPair, UserInfo } from '#core/wire.ts';

export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userInfo: 'userInfo',
  modules: 'modules',
} as const;

const TOKEN_COOKIE = 'token';

/** Stores what login and single sign-on answer. */
export function saveSession(answer: LoginAnswer): void {
  saveTokens(answer);
  localStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(answer.userInfo));
  localStorage.setItem(SESSION_KEYS.modules, JSON.stringify(answer.modules ?? []));
}

/** Stores a fresh pair (token refresh, token validation before uploads). */
export function saveTokens(pair: TokenPair): void {
  localStorage.setItem(SESSION_KEYS.token, pair.token);
  localStorage.setItem(SESSION_KEYS.refreshToken, pair.refreshToken);
  removeTokenCookie();
}

export function getToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token) || null;
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.refreshToken) || null;
}

/** The stored user, or null when it is missing or not readable (the caller then logs out, §8.4). */
export function getUserInfo(): UserInfo | null {
  const value = readJson(SESSION_KEYS.userInfo);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const user = value as Partial<UserInfo>;
  return typeof user.id === 'string' && typeof user.loginName === 'string' ? (value as UserInfo) : null;
}

/**
 * Merges what the server says has changed about the user (a form's answer's sessionUpdate, e.g.
 * the company filing approved) into the stored user; true when anything changed.
 */
export function updateUserInfo(changes: Partial<UserInfo>): boolean {
  const user = getUserInfo();
  if (!user) return false;
  const changed = Object.entries(changes).some(([key, value]) => (user as unknown as Record<string, unknown>)[key] !== value);
  if (changed) localStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify({ ...user, ...changes }));
  return changed;
}

/** The stored menu tree; empty when missing or not readable. */
export function getModules(): ModuleNode[] {
  const value = readJson(SESSION_KEYS.modules);
  return Array.isArray(value) ? (value as ModuleNode[]) : [];
}

/**
 * Ends the session in this browser: the session keys, the per-tab caches in sessionStorage and
 * a token cookie left by an earlier version. Other localStorage entries (screen preferences) are kept.
 */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  sessionStorage.clear();
  removeTokenCookie();
}

function readJson(key: string): unknown {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Earlier versions kept the token in a cookie; expire any such cookie. */
function removeTokenCookie(): void {
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`))) {
    document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  }
}
