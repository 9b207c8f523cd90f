// A read query compiled on the request thread (Kysely) and run here, on the worker's own
// read-only SQLite connection: what list pages, counts and state counts send
// (server/db/worker-reads.ts). Prepared statements are kept per connection.
import type Database from 'better-sqlite3';
import { workerDatabase } from '../worker-database.ts';

export interface QueryInput {
  url: string;
  sql: string;
  parameters: readonly unknown[];
}

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const MAX_STATEMENTS = 200;

function prepared(connection: Database.Database, sql: string): Database.Statement {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    statement = connection.prepare(sql);
    if (!statement.reader) throw new Error('worker reads run SELECT statements only');
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
    cache.set(sql, statement);
  }
  return statement;
}

export function query(input: QueryInput): { rows: unknown[] } {
  const { sqlite } = workerDatabase(input.url);
  if (!sqlite) throw new Error('compiled queries are sent to worker threads on SQLite only');
  return { rows: prepared(sqlite, input.sql).all(...(input.parameters as unknown[])) };
}

export interface QueriesInput {
  url: string;
  queries: Array<{ sql: string; parameters: readonly unknown[] }>;
}

/** Several reads in one task (a list's page and its count): one trip to a worker instead of two. */
export function queries(input: QueriesInput): Array<{ rows: unknown[] }> {
  return input.queries.map((one) => query({ url: input.url, ...one }));
}
