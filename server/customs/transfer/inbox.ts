// The inbox reader (issue 24 point 6; docs/customs-messages/transfer.md). One pass takes every
// `.xml` file of the inbox — never a hidden or temporary name, never a folder — and claims it by
// renaming it into `processing` under a claim of its own: a rename is atomic, so of two readers
// (two API processes) exactly one gets each file. The claimed file is checked (inbox-message.ts),
// applied (apply-receipt.ts; a document customs originates: apply-document.ts), then moved to
// `processed`, or to `quarantine` with a reason file `<name>.reason.txt` beside it. A fault that
// is not the file's (the database unreachable, a deadlock) puts the file back in the inbox for the
// next pass. Files a killed reader left in `processing` are taken again once their claim is older
// than `staleClaimMs`; the message guid (inbox-ledger.ts) keeps a message from being applied twice
// whatever happens to its files. Passes run one at a time across all processes (on PostgreSQL;
// db/one-process-at-a-time.ts): two readers taking files side by side applied a bill's receipts
// out of order, and the earlier ones, arriving after a later one, were quarantined as older.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { chinaDateTime } from '#core/china-time.ts';
import type { EngineDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import type { StateList } from '../../bills/options/states.ts';
import { moveWithoutOverwrite, writeFileAtomically } from './atomic-file.ts';
import { oneProcessAtATime } from '../../db/one-process-at-a-time.ts';
import { applyDocumentMessage } from './apply-document.ts';
import { applyReceiptMessage, type AppliedReceipt } from './apply-receipt.ts';
import { readInboxMessage } from './inbox-message.ts';
import { QuarantineReason, type QuarantineKind } from './quarantine-reason.ts';
import { ensureTransferFolders, type TransferFolders } from './transfer-folders.ts';

export const REASON_SUFFIX = '.reason.txt';
/** A claimed file is `processing/<claim>~<name>`; the claim starts with its time (epoch ms). */
const CLAIM_SEPARATOR = '~';
const DEFAULT_STALE_CLAIM_MS = 10 * 60 * 1000;
/** The advisory lock of inbox passes. */
const INBOX_LOCK = 'customs-inbox';

export interface InboxReaderOptions {
  db: EngineDb;
  families: readonly BillFamily[];
  folders: TransferFolders;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** A claim older than this is a reader that died: its file is taken again (default 10 minutes). */
  staleClaimMs?: number;
  /** Files changed less than this long ago are left for the next pass (a client still writing in place); default 0. */
  settleMs?: number;
}

export interface ProcessedFile {
  file: string;
  guid: string;
  messageType: string;
  receipts: AppliedReceipt[];
}

export interface QuarantinedFile {
  file: string;
  kind: QuarantineKind;
  reason: string;
}

export interface ReturnedFile {
  file: string;
  error: string;
}

export interface InboxPass {
  processed: ProcessedFile[];
  quarantined: QuarantinedFile[];
  /** Files put back in the inbox after a fault that was not theirs. */
  returned: ReturnedFile[];
}

/** Names a reader takes: visible `.xml` files (a client's or the simulator's temporary names are neither). */
export function isInboxFileName(name: string): boolean {
  return !name.startsWith('.') && name.toLowerCase().endsWith('.xml');
}

function newClaim(now: number): string {
  return `${now}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

function claimedName(claimed: string): { since: number; name: string } | null {
  const at = claimed.indexOf(CLAIM_SEPARATOR);
  if (at < 0) return null;
  const since = Number(claimed.slice(0, claimed.indexOf('-')));
  return Number.isFinite(since) ? { since, name: claimed.slice(at + 1) } : null;
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** Renames `source` to a new claim in `processing`; null when another reader took it first. */
async function claim(folders: TransferFolders, source: string, name: string, now: number): Promise<string | null> {
  const claimed = join(folders.processing, `${newClaim(now)}${CLAIM_SEPARATOR}${name}`);
  try {
    await rename(source, claimed);
    return claimed;
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw error;
  }
}

/** The inbox files to take now, in name order. */
async function waitingFiles(options: InboxReaderOptions, now: number): Promise<string[]> {
  const entries = await readdir(options.folders.inbox, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isFile() && isInboxFileName(entry.name)).map((entry) => entry.name);
  const settle = options.settleMs ?? 0;
  if (settle <= 0) return names.sort();
  const settled: string[] = [];
  for (const name of names) {
    try {
      if (now - (await stat(join(options.folders.inbox, name))).mtimeMs >= settle) settled.push(name);
    } catch (error) {
      if (code(error) !== 'ENOENT') throw error;
    }
  }
  return settled.sort();
}

/** Claims left by a reader that stopped before finishing. */
async function staleClaims(options: InboxReaderOptions, now: number): Promise<Array<{ path: string; name: string }>> {
  const limit = options.staleClaimMs ?? DEFAULT_STALE_CLAIM_MS;
  const entries = await readdir(options.folders.processing, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const claimed = entry.isFile() ? claimedName(entry.name) : null;
    return claimed && now - claimed.since > limit ? [{ path: join(options.folders.processing, entry.name), name: claimed.name }] : [];
  });
}

function reasonText(file: string, reason: QuarantineReason, now: number): string {
  return [`文件：${file}`, `隔离时间：${chinaDateTime(now)}`, `原因：${reason.message}`, ''].join('\n');
}

async function handle(
  options: InboxReaderOptions,
  claimed: string,
  name: string,
  pass: InboxPass,
  stateLists: Map<string, StateList>,
  now: number,
): Promise<void> {
  const { folders } = options;
  let bytes: Buffer;
  try {
    bytes = await readFile(claimed);
  } catch (error) {
    // Taken again by another reader that judged the claim stale: that reader handles it.
    if (code(error) === 'ENOENT') return;
    throw error;
  }
  let applied: ProcessedFile;
  try {
    const message = readInboxMessage(bytes);
    const source = { copMsgId: message.envelope.transInfo.copMsgId, fileName: name, message: message.envelope.message };
    const receipts = message.document
      ? await applyDocumentMessage(options.db, options.families, message.document, source, now, stateLists)
      : await applyReceiptMessage(options.db, options.families, message.receipt, source, now, stateLists);
    const { guid, messageType } = message.document ?? message.receipt;
    applied = { file: name, guid, messageType, receipts };
  } catch (error) {
    if (error instanceof QuarantineReason) {
      const file = await moveWithoutOverwrite(claimed, folders.quarantine, name);
      await writeFileAtomically(folders.quarantine, `${file}${REASON_SUFFIX}`, reasonText(name, error, now));
      pass.quarantined.push({ file, kind: error.kind, reason: error.message });
      return;
    }
    const file = await moveWithoutOverwrite(claimed, folders.inbox, name);
    pass.returned.push({ file, error: (error as Error).message ?? String(error) });
    return;
  }
  applied.file = await moveWithoutOverwrite(claimed, folders.processed, name);
  pass.processed.push(applied);
}

/** One pass over the inbox: every waiting file (and every stale claim) is applied, quarantined or put back. */
export function readInboxOnce(options: InboxReaderOptions): Promise<InboxPass> {
  return oneProcessAtATime(options.db, INBOX_LOCK, () => readInbox(options));
}

async function readInbox(options: InboxReaderOptions): Promise<InboxPass> {
  const clock = options.now ?? Date.now;
  await ensureTransferFolders(options.folders);
  const pass: InboxPass = { processed: [], quarantined: [], returned: [] };
  const stateLists = new Map<string, StateList>();
  for (const stale of await staleClaims(options, clock())) {
    const claimed = await claim(options.folders, stale.path, stale.name, clock());
    if (claimed) await handle(options, claimed, stale.name, pass, stateLists, clock());
  }
  for (const name of await waitingFiles(options, clock())) {
    const claimed = await claim(options.folders, join(options.folders.inbox, name), name, clock());
    if (claimed) await handle(options, claimed, name, pass, stateLists, clock());
  }
  return pass;
}

export interface InboxPolling {
  /** Stops after the pass in progress, if any. */
  stop(): Promise<void>;
}

export interface InboxPollingOptions extends InboxReaderOptions {
  intervalMs: number;
  /** Told about every pass that did something, and about a pass that failed. */
  report?: (pass: InboxPass | null, error?: unknown) => void;
}

/** Runs readInboxOnce every `intervalMs` (never two passes at once in this process) until stopped. */
export function startInboxPolling(options: InboxPollingOptions): InboxPolling {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = readInboxOnce(options)
      .then((pass) => {
        if (pass.processed.length + pass.quarantined.length + pass.returned.length > 0) options.report?.(pass);
      })
      .catch((error: unknown) => options.report?.(null, error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
