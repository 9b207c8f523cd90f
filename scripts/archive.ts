// `npm run archive -- add <file> [--name …]`: the operator adds a knowledge file to 资料下载 for
// every company (or one, --company) on the database of DATABASE_URL. See server/content/commands.ts.
import { runContentScript } from './content-script.ts';
import { runArchiveCommand } from '../server/content/commands.ts';

void runContentScript(runArchiveCommand);
