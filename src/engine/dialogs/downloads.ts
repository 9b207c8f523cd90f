// Generated files (spec §7.3): export and template calls answer { downloadUri }, which the
// browser opens on the API host (the portal's own origin; in development Vite proxies /api).
import { LONG_TIMEOUT, post } from '../../http/index.ts';

export function openDownload(uri: string): void {
  window.open(new URL(uri, window.location.origin).href, '_blank', 'noopener');
}

/**
 * Posts `body` to `path` and opens the answered downloadUri. Resolves with the uri, or null
 * when the answer had none (the caller says 导出失败); rejects as the HTTP layer does.
 */
export async function requestDownload(path: string, body: unknown = {}): Promise<string | null> {
  const answer = await post<{ downloadUri?: unknown } | null>(path, body, { timeout: LONG_TIMEOUT });
  const uri = answer && typeof answer.downloadUri === 'string' && answer.downloadUri !== '' ? answer.downloadUri : null;
  if (uri) openDownload(uri);
  return uri;
}
