// The far-side simulator as part of the server (PORTAL_CUSTOMS_SIMULATOR, default on): without a
// delay it answers right after each send, and the answers are read from the inbox at once, so a
// declare's receipts are there when the request answers (tests, quick demos); with a delay it runs
// on a timer, and the receipts it delivers are read at once too (the inbox service reads what
// anyone else puts there). One pass at a time in this process; several processes share the files
// safely (every take is a rename).
import type { FastifyBaseLogger } from 'fastify';
import type { EngineDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import type { FamilyMessage } from '../../customs/message/build-message.ts';
import { loadStateList } from '../../bills/options/states.ts';
import { readInboxOnce } from '../../customs/transfer/inbox.ts';
import type { TransferFolders } from '../../customs/transfer/transfer-folders.ts';
import { CustomsCounterpart } from './customs-counterpart.ts';
import { customsRecordsIn } from './customs-references.ts';

export interface CounterpartServiceOptions {
  db: EngineDb;
  families: readonly BillFamily[];
  messages: ReadonlyMap<string, FamilyMessage>;
  folders: TransferFolders;
  delayMs: number;
  log: FastifyBaseLogger;
}

export interface CounterpartService {
  counterpart: CustomsCounterpart;
  /** One pass: take the outbox, deliver what is due, read the inbox if anything was delivered. */
  answerNow(): Promise<void>;
  /** With a delay: passes on a timer until stopped. */
  start(): void;
  stop(): Promise<void>;
}

export function createCounterpartService(options: CounterpartServiceOptions): CounterpartService {
  // State lists change only with the seed: read once per family.
  const stateLists = new Map<string, Promise<ReadonlySet<string>>>();
  const statesOf = (family: BillFamily) => {
    let states = stateLists.get(family.id);
    if (!states) {
      states = loadStateList(options.db, family).then((list) => new Set(list.states.map((item) => item.state)));
      stateLists.set(family.id, states);
    }
    return states;
  };
  const counterpart = new CustomsCounterpart({
    transfer: options.folders,
    messages: options.messages,
    families: options.families,
    delayMs: options.delayMs,
    statesOf,
    records: customsRecordsIn(options.db),
  });
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const pass = async () => {
    const done = await counterpart.runOnce();
    if (done.rejected > 0) options.log.warn({ ...done }, '模拟海关：有报文无法读取，见 customs-simulator/rejected');
    if (done.documentProblems) options.log.error({ problems: done.documentProblems }, '模拟海关：下发的单证不符合报文 XSD，未下发');
    if (done.delivered > 0) await readInboxOnce({ db: options.db, families: options.families, folders: options.folders });
  };
  const answerNow = () => {
    running = running.then(pass, pass);
    return running;
  };
  return {
    counterpart,
    answerNow,
    start() {
      if (options.delayMs <= 0 || timer) return;
      const every = Math.min(1000, Math.max(50, Math.floor(options.delayMs / 2)));
      timer = setInterval(() => {
        answerNow().catch((error: unknown) => options.log.error({ err: error }, '模拟海关处理失败'));
      }, every);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running.catch(() => undefined);
    },
  };
}
