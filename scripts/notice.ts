// `npm run notice -- publish|list|remove …`: the operator publishes news and notices on the
// database of DATABASE_URL (default data/portal.sqlite), migrating it first. See
// server/content/commands.ts and README "Publishing news and notices".
import { runContentScript } from './content-script.ts';
import { runNoticeCommand } from '../server/content/commands.ts';

void runContentScript(runNoticeCommand);
