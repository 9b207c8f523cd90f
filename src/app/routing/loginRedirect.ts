// The redirect query of the route guard (spec §2.2) and the check that it stays on this site.
import { HOME_PATH } from '../constants.ts';

/** /login?redirect=<the page the visitor wanted, with its query>. */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  const wanted = `${location.pathname}${location.search ?? ''}`;
  if (!wanted || wanted === '/' || wanted.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * Where to go after signing in: the redirect query when it is a path of this portal,
 * otherwise home. `//host` and `/\host` would leave the site, so they are refused.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME_PATH;
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return HOME_PATH;
  return raw;
}
