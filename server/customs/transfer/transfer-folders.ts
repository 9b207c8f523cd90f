// The transfer folders (docs/customs-messages/transfer.md). The e-port transfer client takes
// what the portal writes in the outbox and puts what customs sends in the inbox; it removes what
// it takes. So the portal keeps its own copies beside them: `sent` beside the outbox holds every
// message written; beside the inbox, `processing` holds the files a reader has claimed,
// `processed` those applied and `quarantine` those refused, each with a reason file. Nothing is
// only deleted. Siblings, not subfolders, so a client that lists its folder sees only its files.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface TransferFolders {
  outbox: string;
  sent: string;
  inbox: string;
  processing: string;
  processed: string;
  quarantine: string;
}

export function transferFolders(settings: { outboxDir: string; inboxDir: string }): TransferFolders {
  const besideOutbox = dirname(settings.outboxDir);
  const besideInbox = dirname(settings.inboxDir);
  return {
    outbox: settings.outboxDir,
    sent: join(besideOutbox, 'sent'),
    inbox: settings.inboxDir,
    processing: join(besideInbox, 'processing'),
    processed: join(besideInbox, 'processed'),
    quarantine: join(besideInbox, 'quarantine'),
  };
}

/** Creates the folders that do not exist yet. */
export async function ensureTransferFolders(folders: TransferFolders): Promise<void> {
  for (const folder of Object.values(folders)) await mkdir(folder, { recursive: true });
}
