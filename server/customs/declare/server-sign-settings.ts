// The signer settings of a server: the environment (sign-settings.ts), with the database of the
// server's configuration deciding the default certificate folder (data/sign beside it), and a
// folder the configuration object may carry instead (tests give each server its own).
import type { PortalConfig } from '../../config.ts';
import { loadSignSettings, type SignSettings } from '../sign/sign-settings.ts';

export function serverSignSettings(config: PortalConfig & { signDir?: string }, env: Record<string, string | undefined> = process.env): SignSettings {
  return loadSignSettings({ ...env, DATABASE_URL: config.databaseUrl, ...(config.signDir ? { PORTAL_SIGN_DIR: config.signDir } : {}) });
}
