// A Kysely instance whose queries run in worker threads (issue "Hardening" 2): on SQLite every
// statement of one connection runs on the thread that calls it, so a list's count over a
// hundred thousand bills would stop every other request for its duration. Queries built here
// are compiled as usual and sent, SQL and parameters, to a worker, which runs them on its own
// read-only connection (server/workers/tasks/query.ts). Reads only: no transactions. On
// PostgreSQL the database server does the work and the driver only waits, so a pool of its own
// serves instead (long reads queue there, not in front of the light reads).
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { WorkerPool } from '../workers/worker-pool.ts';
import { isPostgresUrl, openPostgresPool, openReader, type PortalDb } from './connect.ts';
import type { PortalDatabase } from './schema.ts';

class WorkerReadConnection implements DatabaseConnection {
  constructor(
    private readonly pool: WorkerPool,
    private readonly url: string,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { rows } = await this.pool.run('query', { url: this.url, sql: compiled.sql, parameters: [...compiled.parameters] });
    return { rows: rows as R[] };
  }

  // eslint-disable-next-line require-yield -- Kysely's connection interface needs a generator here; this one only refuses
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('worker reads do not stream');
  }
}

class WorkerReadDriver implements Driver {
  private readonly connection: WorkerReadConnection;

  constructor(pool: WorkerPool, url: string) {
    this.connection = new WorkerReadConnection(pool, url);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('worker reads run no transactions');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

function workerSqliteDialect(pool: WorkerPool, url: string): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new WorkerReadDriver(pool, url),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/** Runs compiled reads together and answers their rows in order (a list's page and count). */
export type ReadTogether = (queries: readonly CompiledQuery[]) => Promise<unknown[][]>;

/**
 * Reads run together on the long reads: on SQLite one worker task for all of them (one trip
 * instead of one per query: the messages were a tenth of a list's cost on the request thread),
 * elsewhere side by side on `longReads` (PostgreSQL's pool, or the request thread's connection).
 */
export function readTogether(databaseUrl: string, pool: WorkerPool, longReads: PortalDb): ReadTogether {
  if (isPostgresUrl(databaseUrl) || pool.settings.longReadsInline) {
    return (queries) => Promise.all(queries.map(async (query) => (await longReads.executeQuery(query)).rows));
  }
  return async (queries) => {
    const answers = await pool.run('queries', { url: databaseUrl, queries: queries.map((query) => ({ sql: query.sql, parameters: [...query.parameters] })) });
    return answers.map((answer) => answer.rows);
  };
}

/**
 * The quick lane (issue 26 point 1): a list's rows, asked before its total, must not queue behind
 * the counts other clerks' new questions keep in the long reads. On SQLite a pool of worker
 * threads of their own (`quickPool`, PORTAL_ROWS_THREADS, 2), on PostgreSQL a pool of as many
 * connections of their own; the benchmark's inline peer reads on the long reads as before. Two
 * threads rather than one since the counts come from the tally: 10 clerks then ask 68 questions
 * a second, and one thread held the rows' p95 at 234 ms against 106 ms with two
 * (docs/benchmarks.md).
 */
export function readRowsQuickly(
  databaseUrl: string,
  quickPool: WorkerPool,
  longReads: PortalDb,
  pool: WorkerPool,
): { read: ReadTogether; close(): Promise<void> } {
  if (isPostgresUrl(databaseUrl)) {
    const own = openPostgresPool(databaseUrl, quickPool.settings.threads, pool.settings.taskTimeoutMs);
    return { read: readTogether(databaseUrl, pool, own), close: () => own.destroy() };
  }
  if (pool.settings.longReadsInline) return { read: readTogether(databaseUrl, pool, longReads), close: async () => undefined };
  return { read: readTogether(databaseUrl, quickPool, longReads), close: async () => undefined };
}

/** The database reads that can take long go through (list pages and counts, state counts). */
export function openLongReads(databaseUrl: string, pool: WorkerPool): PortalDb {
  if (isPostgresUrl(databaseUrl)) return openPostgresPool(databaseUrl, Math.max(2, pool.settings.threads), pool.settings.taskTimeoutMs);
  // The benchmark's peer: a connection of the request thread, as before worker threads.
  if (pool.settings.longReadsInline) return openReader(databaseUrl);
  return new Kysely<PortalDatabase>({ dialect: workerSqliteDialect(pool, databaseUrl) });
}
