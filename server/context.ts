// What every route plugin reaches through `app.portal`: configuration, database and the shared
// secrets. Declared on Fastify's types so handlers stay typed.
import type { PortalConfig } from './config.ts';
import type { AuthenticatedUser } from './auth/access-token.ts';
import type { ServerSecrets } from './auth/secrets.ts';
import type { PortalDb } from './db/connect.ts';
import type { WorkerPool } from './workers/worker-pool.ts';
import type { ReadTogether } from './db/worker-reads.ts';

export interface PortalContext {
  config: PortalConfig;
  db: PortalDb;
  /** Short reads that must not wait for a write in progress (connect.ts openReader). */
  reader: PortalDb;
  /** Reads that can take long (list pages and counts): run in worker threads on SQLite (db/worker-reads.ts). */
  longReads: PortalDb;
  /** Several long reads in one go (worker-reads.ts). */
  readTogether: ReadTogether;
  /** A list's rows, asked before its total: a lane of their own (worker-reads.ts readRowsQuickly). */
  readRows: ReadTogether;
  /** Starts the warm worker threads of both pools ahead of need (WorkerPool.warmUp), once; `npm start` awaits it. */
  startWorkers(): Promise<void>;
  /** Worker threads for long work (server/workers). */
  workers: WorkerPool;
  secrets: ServerSecrets;
  /** True when the built client was found in config.staticDir. */
  clientAvailable: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalContext;
  }
  interface FastifyRequest {
    /** Set by the route guard (auth/route-access.ts); null on anonymous routes. */
    user: AuthenticatedUser | null;
  }
}
