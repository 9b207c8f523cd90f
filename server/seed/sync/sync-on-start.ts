// The sync as a start runs it (server/main.ts, scripts/sync-definitions.ts): the bill families
// of the configured definitions folder, the report printed as one line.
import { createFamily } from '../../bills/family.ts';
import { loadDefinitions } from '../../bills/load-definitions.ts';
import { billSettings } from '../../bills/settings.ts';
import type { PortalConfig } from '../../config.ts';
import type { PortalDb } from '../../db/connect.ts';
import type { SeedData } from '../seed-data.ts';
import { syncDefinitions } from './sync-definitions.ts';
import { formatSyncReport, type SyncReport } from './sync-report.ts';

export async function syncDefinitionsOnStart(
  db: PortalDb,
  data: SeedData,
  config: PortalConfig,
  print: (line: string) => void = console.log,
): Promise<SyncReport> {
  const families = loadDefinitions(billSettings(config).billSchemaDir).map(createFamily);
  const report = await syncDefinitions(db, data, families);
  print(formatSyncReport(report));
  return report;
}
