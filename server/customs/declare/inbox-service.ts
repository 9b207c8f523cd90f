// The inbox reader as part of the server: what the e-port transfer client (or anything standing
// in for customs) puts into the inbox is read every `PORTAL_INBOX_POLL_MS` (default 2000 ms; 0 =
// not read by this process) and applied once (server/customs/transfer/inbox.ts). Several API
// processes may all poll: a file is claimed by rename, so each is applied by one of them.
import type { FastifyBaseLogger } from 'fastify';
import { positiveInteger, type Environment, type PortalConfig } from '../../config.ts';
import type { EngineDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { startInboxPolling, type InboxPolling } from '../transfer/inbox.ts';
import type { TransferFolders } from '../transfer/transfer-folders.ts';

export const DEFAULT_INBOX_POLL_MS = 2000;

/** The polling interval: the configuration object's (tests), else the environment's. */
export function inboxPollMs(config: PortalConfig & { inboxPollMs?: number }, env: Environment = process.env): number {
  return config.inboxPollMs ?? positiveInteger(env, 'PORTAL_INBOX_POLL_MS', DEFAULT_INBOX_POLL_MS);
}

export interface InboxServiceOptions {
  db: EngineDb;
  families: readonly BillFamily[];
  folders: TransferFolders;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** Starts reading the inbox (null when the interval is 0). */
export function startInboxService(options: InboxServiceOptions): InboxPolling | null {
  if (options.intervalMs <= 0) return null;
  return startInboxPolling({
    db: options.db,
    families: options.families,
    folders: options.folders,
    intervalMs: options.intervalMs,
    report: (pass, error) => {
      if (error) options.log.error({ err: error }, '收件目录读取失败');
      else if (pass)
        options.log.info(
          { processed: pass.processed.length, quarantined: pass.quarantined.length, returned: pass.returned.length },
          pass.quarantined.length > 0 ? '收件目录：有报文被隔离，见 quarantine 目录' : '收件目录：回执已处理',
        );
    },
  });
}
