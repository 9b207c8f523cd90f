// The signer settings of a server: the environment (sign-settings.ts), with the database of the
// server's configuration deciding the default certificate folder (data/sign beside it), and a
// folder the configuration object may carry instead (tests give each server its own).
import { positiveInteger, type PortalConfig } from '../../config.ts';
import { loadSignSettings, type SignSettings } from '../sign/sign-settings.ts';

export function serverSignSettings(config: PortalConfig & { signDir?: string }, env: Record<string, string | undefined> = process.env): SignSettings {
  return loadSignSettings({ ...env, DATABASE_URL: config.databaseUrl, ...(config.signDir ? { PORTAL_SIGN_DIR: config.signDir } : {}) });
}

export const DEFAULT_SIGN_RETRY_MS = 10 * 60_000;

/** How often messages left 加签失败 are signed again (PORTAL_SIGN_RETRY_MS, default 10 minutes; 0 = never). */
export function signRetryMs(config: PortalConfig & { signRetryMs?: number }, env: Record<string, string | undefined> = process.env): number {
  return config.signRetryMs ?? positiveInteger(env, 'PORTAL_SIGN_RETRY_MS', DEFAULT_SIGN_RETRY_MS);
}
