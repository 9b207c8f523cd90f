// globalSetup of the vitest `server` project. With TEST_DATABASE=postgres it starts a
// throwaway PostgreSQL 15 cluster (own data folder, unix socket in that folder, a free port),
// creates a database and provides its URL to the tests as `databaseUrl`; teardown stops the
// cluster and removes the folder. Otherwise (SQLite) it provides null and does nothing.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres:// URL of the throwaway cluster's test database, or null on SQLite. */
    databaseUrl: string | null;
  }
}

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres OS user. */
export function runAsPostgres(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, fileArgs, { stdio: 'pipe' });
}

export function postgresOwner(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

interface Cluster {
  url: string;
  stop(): void;
}

async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  if (process.getuid?.() === 0) {
    const owner = postgresOwner();
    chownSync(dir, owner.uid, owner.gid);
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const stop = () => {
    try {
      runAsPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running (start failed): nothing to stop.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAsPostgres(join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // Durability is pointless for a throwaway cluster; turning it off keeps the suite fast. Two spec
    // files run at once, each with its portals' pools and worker threads: room for their connections.
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    runAsPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', serverOptions, '-w', 'start']);
    const adminUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query('CREATE DATABASE portal_test');
    await client.end();
    return { url: `postgres://postgres@localhost:${port}/portal_test?host=${encodeURIComponent(dir)}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    project.provide('databaseUrl', null);
    return undefined;
  }
  const cluster = await startCluster();
  project.provide('databaseUrl', cluster.url);
  return () => cluster.stop();
}
