// The shared frame of the operator's content commands (scripts/notice.ts, scripts/archive.ts):
// the configured database (migrated), the files folder, the bill definitions; a refusal prints
// its reason and exits 1.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { billSettings } from '../server/bills/settings.ts';
import { CommandError, type CommandContext } from '../server/content/commands.ts';

export async function runContentScript(run: (context: CommandContext, argv: readonly string[]) => Promise<void>): Promise<void> {
  let code = 0;
  try {
    const config = loadConfig();
    const db = openDatabase(config.databaseUrl);
    try {
      await migrateToLatest(db);
      await run(
        { db, files: { dir: config.filesDir }, billSchemaDir: billSettings(config).billSchemaDir, print: (line) => console.log(line) },
        process.argv.slice(2),
      );
    } finally {
      await db.destroy();
    }
  } catch (error) {
    code = 1;
    if (error instanceof CommandError) console.error(`refused / 未执行: ${error.message}`);
    else console.error('failed / 失败:', error instanceof Error ? error.message : error);
  }
  process.exitCode = code;
}
