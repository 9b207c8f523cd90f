// Work that must not run in two API processes at once, though every process may start it (the
// inbox pass: receipts of one bill must be applied in the order of their files). On PostgreSQL a
// session advisory lock, held on one connection of the pool for the length of the work (the work
// itself uses other connections); a process that dies lets go with its connection. SQLite serves
// one process per database file: the work just runs.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';
import type { UntypedDb } from './untyped.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any portal database (not a transaction: the lock lives on a connection of the pool)
export async function oneProcessAtATime<T>(db: Kysely<any>, key: string, work: () => Promise<T>): Promise<T> {
  const untyped = db as unknown as UntypedDb;
  if (!isPostgres(untyped)) return work();
  return untyped.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtextextended(${key}, 0))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(connection);
    }
  });
}
