// The database connections of a worker thread, one per database the worker is asked about
// (kept while the worker lives): a read-only SQLite connection — its own, so reads run in
// parallel with the writer and with other workers (WAL) — or a small PostgreSQL pool. Never
// used to write: the writer stays single, on the request thread.
import type Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { isPostgresUrl, keepingStatements, openPostgresPool, openSqliteReadOnly, type PortalDb } from '../db/connect.ts';
import type { PortalDatabase } from '../db/schema.ts';

export interface WorkerDatabase {
  db: PortalDb;
  /** The raw SQLite connection (for compiled queries sent from the request thread); null on PostgreSQL. */
  sqlite: Database.Database | null;
}

const opened = new Map<string, WorkerDatabase>();
/** Connections a worker keeps at most (tests open many databases over a worker's life). */
const MAX_OPEN = 4;

/** What a worker's SQLite connection maps of the database file (SQLite caps it, 2 GB in this build). */
const MAPPED_BYTES = 17_179_869_184;

function open(url: string): WorkerDatabase {
  if (isPostgresUrl(url)) return { db: openPostgresPool(url, 2), sqlite: null };
  const sqlite = openSqliteReadOnly(url);
  // Long scans read the file through the OS page cache; mapping all of it (SQLite caps the size,
  // 2 GB in this build) saves a copy per page: a count over 80,000 index entries 12 → 10 ms.
  // Mapped pages are the OS's file cache, shared and reclaimable, not the worker's heap.
  sqlite.pragma(`mmap_size = ${MAPPED_BYTES}`);
  return { db: new Kysely<PortalDatabase>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) }), sqlite };
}

export function workerDatabase(url: string): WorkerDatabase {
  let database = opened.get(url);
  if (database) {
    opened.delete(url);
    opened.set(url, database);
    return database;
  }
  database = open(url);
  opened.set(url, database);
  if (opened.size > MAX_OPEN) {
    const [oldest, connection] = opened.entries().next().value as [string, WorkerDatabase];
    opened.delete(oldest);
    void connection.db.destroy();
  }
  return database;
}

/**
 * Runs a read that walks a large part of the file once (an export) without mapping it: mapped pages
 * count in the process's resident memory for as long as they stay mapped (~100 MB for an export of
 * 100,000 bills; issue 26 point 7), while pages read through SQLite's own small cache do not, and
 * a single pass gains nothing from the mapping. The connection maps again afterwards, for counts.
 */
export async function withoutMappedPages<T>(sqlite: Database.Database | null, read: () => Promise<T>): Promise<T> {
  if (!sqlite) return read();
  sqlite.pragma('mmap_size = 0');
  try {
    return await read();
  } finally {
    sqlite.pragma(`mmap_size = ${MAPPED_BYTES}`);
  }
}
