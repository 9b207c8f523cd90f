// A PostgreSQL 15 cluster for the list benchmark that outlives the run: its data folder is
// .tmp/bench/pg-list (made with initdb the first time), so the 1,000,000 bills seeded once are
// reused by later runs, as the SQLite file is. Started on a free port with a unix socket in the
// folder, stopped by `stop`. Settings are the defaults but for durability (a throwaway cluster:
// fsync off) and a memory fit for this machine (shared_buffers 1 GB).
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, PG_BIN, postgresOwner, runAsPostgres } from '../../tests/setup/database.ts';

export interface BenchPostgres {
  url: string;
  stop(): void;
  /** Restarts the cluster (fast shutdown: connections are cut, as an operator's restart does), without blocking the caller's event loop. */
  restart(): Promise<void>;
  /** Drops the database and makes it anew, empty. */
  recreate(): Promise<void>;
}

function runAsPostgresInBackground(command: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => execFile(file, fileArgs, (error) => (error ? reject(error) : resolve())));
}

export async function startBenchPostgres(folder: string, database = 'portal_bench_utf8'): Promise<BenchPostgres> {
  const dataDir = join(folder, 'data');
  mkdirSync(folder, { recursive: true });
  if (process.getuid?.() === 0) {
    const owner = postgresOwner();
    chownSync(folder, owner.uid, owner.gid);
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    runAsPostgres(join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  }
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=1GB -c max_connections=200`;
  runAsPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-l', join(folder, 'server.log'), '-o', options, '-w', 'start']);
  const stop = () => {
    try {
      runAsPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Not running.
    }
  };
  try {
    const admin = new pg.Client({ connectionString: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(folder)}` });
    await admin.connect();
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    // LC_CTYPE C.utf8, as a production database has a UTF-8 one: pg_trgm reads Chinese only then.
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${database} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.utf8'`);
    await admin.query('DROP DATABASE IF EXISTS portal_bench');
    await admin.end();
  } catch (error) {
    stop();
    throw error;
  }
  const adminUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(folder)}`;
  return {
    url: `postgres://postgres@localhost:${port}/${database}?host=${encodeURIComponent(folder)}`,
    stop,
    // The log file again: without it the new postmaster keeps pg_ctl's output open and pg_ctl never returns.
    restart: () => runAsPostgresInBackground(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-l', join(folder, 'server.log'), '-m', 'fast', '-w', 'restart']),
    recreate: async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${database} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.utf8'`);
      } finally {
        await admin.end();
      }
    },
  };
}
