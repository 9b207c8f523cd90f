// What every bill handler reaches: the databases (the writer, the light reader, the long reads
// of worker threads), the worker pool, the families loaded at start, the customs simulator and
// the settings.
import type { PortalDb } from '../db/connect.ts';
import type { WorkerPool } from '../workers/worker-pool.ts';
import type { ReadTogether } from '../db/worker-reads.ts';
import type { CustomsSimulator } from '../simulator/customs-simulator.ts';
import type { BillFamily } from './family.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import type { BillSettings } from './settings.ts';
import type { SigningKey } from '../auth/secrets.ts';
import type { FilePlace } from './files/file-store.ts';
import type { GeneratedQuota } from './files/generated-files.ts';
import type { CustomsOutbox } from '../customs/declare/customs-outbox.ts';
import type { DeclareJobs } from '../customs/declare/declare-jobs.ts';
import type { CounterpartService } from '../simulator/counterpart/counterpart-service.ts';

export interface BillEngine {
  db: PortalDb;
  /** Short reads that never wait for a write (db/connect.ts openReader). */
  reader: PortalDb;
  /** Reads that can take long, run off the request thread (db/worker-reads.ts). */
  longReads: PortalDb;
  readTogether: ReadTogether;
  /** A list's rows, asked before its total, in a lane of their own. */
  readRows: ReadTogether;
  workers: WorkerPool;
  /** The database of this server, as worker tasks open it. */
  databaseUrl: string;
  families: readonly BillFamily[];
  /** Lists a feature serves itself (ui.servedBy): the engine answers their definitions only. */
  featureLists: readonly BillDefinition[];
  simulator: CustomsSimulator;
  /** Declared bills' messages: checked, recorded as 签名记录, signed and written to the outbox. */
  customs: CustomsOutbox;
  /** Large batch declares, run in the background with their progress. */
  declareJobs: DeclareJobs;
  /** Customs on the far side of the transfer folders (null when a real transfer client is connected). */
  counterpart: CounterpartService | null;
  settings: BillSettings;
  /** HS256 key of signed download links (the access-token key: every process shares it). */
  signingKey: SigningKey;
  /** Where stored files' bytes go (config.filesDir). */
  files: FilePlace;
  /** Generated files newly stored per user and per company an hour (config.limits.generated). */
  generatedFiles: GeneratedQuota;
}
