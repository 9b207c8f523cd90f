// `npm run sync-definitions`: brings the menu, button codes, dictionaries and state lists of
// schemas/seed into the configured database (DATABASE_URL, as the running portal), as every
// start does (server/seed/sync). Prints what changed in one line; exits 0, or 1 when the sync
// fails (nothing is then written: it runs in one transaction).
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadSeedData } from '../server/seed/seed-data.ts';
import { syncDefinitionsOnStart } from '../server/seed/sync/sync-on-start.ts';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`配置错误 / configuration error: ${error.message}`);
    return 1;
  }
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await syncDefinitionsOnStart(db, await loadSeedData(), config);
    return 0;
  } catch (error) {
    console.error(`定义同步失败 / definitions sync failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
