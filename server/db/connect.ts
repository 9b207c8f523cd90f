// Opens the database named by DATABASE_URL: a SQLite file by default, PostgreSQL for a
// postgres:// URL. Both dialects answer the same JavaScript values (see schema.ts).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { PortalDatabase } from './schema.ts';

export type PortalDb = Kysely<PortalDatabase>;

const INT8_OID = 20;
/** How long a request may wait for a PostgreSQL connection (a new one, or one of the pool's to come free). */
export const CONNECT_TIMEOUT_MS = 10_000;

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//i.test(databaseUrl);
}

function openPostgres(databaseUrl: string, connections = 10, statementTimeoutMs?: number): PortalDb {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: connections,
    // The long reads' limit, as a worker task's on SQLite (worker-reads.ts): PostgreSQL stops the
    // statement (SQLSTATE 57014), which the error handler answers 处理时间过长.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    // No request waits forever for a connection: past this, 服务器繁忙 (db/unavailable.ts).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Epoch-millisecond columns and count(*) are int8; without this pg answers strings and the
    // two dialects would disagree. Epoch ms stay far below 2^53.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A pooled connection can fail when PostgreSQL restarts or the network drops it: an idle one
  // (the pool tells it as its own 'error') or one in use (its client emits 'error' while the query
  // fails). Without a listener pg re-throws it and the process dies; with one, the query's request
  // answers 服务器繁忙 (db/unavailable.ts) and the pool opens a new connection when next asked.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => console.error(`数据库连接出错（连接池将重建连接）：${error.message}`));
  });
  return new Kysely<PortalDatabase>({ dialect: new PostgresDialect({ pool }) });
}

/** Statements kept per connection: a request's handful of queries are prepared once, not every time. */
const MAX_STATEMENTS = 500;

/**
 * The connection as Kysely sees it, with its prepared statements kept by their SQL (Kysely
 * prepares every query anew; preparing was a tenth of the request thread's work under load).
 * Kysely runs one statement at a time per connection and never leaves one iterating, so a kept
 * statement is always free when asked for again.
 */
export function keepingStatements(database: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (statement) return statement;
      statement = database.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
}

function openSqlite(file: string): PortalDb {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  const database = new Database(path);
  tuneSqlite(database);
  return new Kysely<PortalDatabase>({ dialect: new SqliteDialect({ database: keepingStatements(database) }) });
}

function tuneSqlite(database: Database.Database): void {
  // WAL lets readers work while a writer commits; busy_timeout makes a second process wait
  // for the write lock instead of failing at once.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
}

export function openDatabase(databaseUrl: string): PortalDb {
  return isPostgresUrl(databaseUrl) ? openPostgres(databaseUrl) : openSqlite(databaseUrl);
}

/** A read-only SQLite connection (readers on the main thread and in worker threads). */
export function openSqliteReadOnly(databaseUrl: string): Database.Database {
  const database = new Database(resolve(databaseUrl), { readonly: true, fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  return database;
}

/**
 * A PostgreSQL pool of its own, `connections` wide: light reads and worker threads each get one;
 * the long reads with a statement time limit (their worker task's on SQLite).
 */
export function openPostgresPool(databaseUrl: string, connections: number, statementTimeoutMs?: number): PortalDb {
  return openPostgres(databaseUrl, connections, statementTimeoutMs);
}

/**
 * A second, read-only connection for the short reads every request makes (is the session
 * alive, does the user hold the page): Kysely serialises the calls of one SQLite connection,
 * so on the writer's connection they would wait for any transaction in progress (a 20,000-row
 * import). WAL lets this connection read meanwhile. On PostgreSQL a small pool of its own, so
 * that the writer's pool being busy with long work never delays these reads.
 */
export function openReader(databaseUrl: string): PortalDb {
  if (isPostgresUrl(databaseUrl)) return openPostgres(databaseUrl, 4);
  return new Kysely<PortalDatabase>({ dialect: new SqliteDialect({ database: keepingStatements(openSqliteReadOnly(databaseUrl)) }) });
}
