// Reprocessing a quarantined file (docs/customs-messages/transfer.md "Quarantine"): once its cause
// is dealt with (the bill now exists, the definitions were corrected), the file goes back into the
// inbox under its name and the next pass reads it like any other. Its reason file stays in
// quarantine, renamed with the time of the release, as the history of what happened.
import { rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { chinaStamp } from '#core/china-time.ts';
import { moveWithoutOverwrite } from './atomic-file.ts';
import { REASON_SUFFIX } from './inbox.ts';
import type { TransferFolders } from './transfer-folders.ts';

/** Moves `quarantine/<file>` back into the inbox; answers its name there. */
export async function releaseFromQuarantine(folders: TransferFolders, file: string, now: number = Date.now()): Promise<string> {
  const name = basename(file);
  if (name !== file || !name.toLowerCase().endsWith('.xml')) throw new Error(`不是隔离区中的报文文件：${file}`);
  const inInbox = await moveWithoutOverwrite(join(folders.quarantine, name), folders.inbox, name);
  const reason = join(folders.quarantine, `${name}${REASON_SUFFIX}`);
  try {
    await rename(reason, join(folders.quarantine, `${name}.reason.released-${chinaStamp(now)}.txt`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return inInbox;
}
