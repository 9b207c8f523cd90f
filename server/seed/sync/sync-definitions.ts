// Brings the reference data of schemas/seed (menu nodes with their button codes, dictionaries,
// state lists) into an existing database, so an analyst's change reaches a running portal on
// its next start (or `npm run sync-definitions`) without a migration. The seed writes this data
// once, into an empty database (server/seed/seed.ts); this keeps it in step afterwards. One
// transaction, under a lock two starting processes share (./sync-lock.ts); a second run finds
// nothing to do. What is added, updated, deleted and kept: docs/definitions.md "How definitions
// reach a running portal".
import type { BillFamily } from '../../bills/family.ts';
import type { PortalDb } from '../../db/connect.ts';
import type { SeedData } from '../seed-data.ts';
import { deniedCodes } from './grants.ts';
import { holdSyncLock } from './sync-lock.ts';
import { syncDictionaries, syncStateLists } from './sync-lists.ts';
import { syncMenu } from './sync-menu.ts';
import { emptyReport, type SyncReport } from './sync-report.ts';

/**
 * Syncs menu, buttons, dictionaries and state lists with `data`; `families` are the bill
 * families whose rows tell whether a removed dictionary value or state is still in use.
 */
export async function syncDefinitions(db: PortalDb, data: SeedData, families: readonly BillFamily[]): Promise<SyncReport> {
  return db.transaction().execute(async (trx) => {
    await holdSyncLock(trx);
    const report = emptyReport();
    await syncMenu(trx, data.modules, deniedCodes(data), report);
    await syncDictionaries(trx, data.dictionaries, families, report);
    await syncStateLists(trx, data.stateLists, families, report);
    return report;
  });
}
