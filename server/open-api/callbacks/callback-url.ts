// A key's callback address as the 接口密钥 screen sets it: a whole https:// URL without credentials;
// http:// only where the portal is told so (PORTAL_CALLBACK_ALLOW_HTTP=1, a receiver on the same
// machine), and then also local addresses. Otherwise an address written as a loopback, private or
// link-local IP, or localhost, is refused: the portal would post into its own network.
import { isIP } from 'node:net';
import { CALLBACK_URL_MAX, MSG_CALLBACK_URL_INVALID, MSG_CALLBACK_URL_PRIVATE } from '#core/open-api.ts';

/** A host written as localhost, or as a loopback, private, link-local or CGNAT address (also what a name resolved to). */
export function isLocalAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) {
    const [a, b] = bare.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(bare) === 6) return bare === '::1' || bare === '::' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || bare.startsWith('::ffff:');
  return false;
}

/** The address to store, or the message why not. */
export function checkCallbackUrl(text: string, allowHttp: boolean): { url: string } | { refused: string } {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { refused: MSG_CALLBACK_URL_INVALID };
  }
  const schemes = allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username || url.password || trimmed.length > CALLBACK_URL_MAX || url.hash)
    return { refused: MSG_CALLBACK_URL_INVALID };
  if (!allowHttp && isLocalAddress(url.hostname)) return { refused: MSG_CALLBACK_URL_PRIVATE };
  return { url: url.href };
}
