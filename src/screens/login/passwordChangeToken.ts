import { isHttpError } from '../../http/index.ts';

/**
 * The password-change token of a refused login (protocol.md: HTTP 401 请更改密码 with a
 * `token` response header), or null when the failure was anything else.
 */
export function passwordChangeTokenOf(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const token = error.headers?.token;
  return typeof token === 'string' && token ? token : null;
}
