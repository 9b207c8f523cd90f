// What every bill handler reaches: the database, the families loaded at start, the customs
// simulator and the settings.
import type { PortalDb } from '../db/connect.ts';
import type { CustomsSimulator } from '../simulator/customs-simulator.ts';
import type { BillFamily } from './family.ts';
import type { BillSettings } from './settings.ts';
import type { SigningKey } from '../auth/secrets.ts';
import type { FilePlace } from './files/file-store.ts';

export interface BillEngine {
  db: PortalDb;
  families: readonly BillFamily[];
  simulator: CustomsSimulator;
  settings: BillSettings;
  /** HS256 key of signed download links (the access-token key: every process shares it). */
  signingKey: SigningKey;
  /** Where stored files' bytes go (config.filesDir). */
  files: FilePlace;
}
