// A fresh, migrated database for one test server: a temp SQLite file, or (TEST_DATABASE=postgres)
// a new database on the throwaway cluster started by tests/setup/database.ts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type PortalDb } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

export interface TestDatabase {
  url: string;
  db: PortalDb;
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
}

async function withAdminClient<T>(clusterUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(clusterUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_${randomBytes(6).toString('hex')}`;
  await withAdminClient(clusterUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(clusterUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function usingPostgres(): boolean {
  return inject('databaseUrl') !== null;
}

/** A database URL that nothing has touched yet (no schema). */
export async function createEmptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const clusterUrl = inject('databaseUrl');
  if (clusterUrl) return createPostgresDatabase(clusterUrl);
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  return { url: join(dir, 'portal.sqlite'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const empty = await createEmptyDatabase();
  const db = openDatabase(empty.url);
  await migrateToLatest(db);
  return {
    url: empty.url,
    db,
    dispose: async () => {
      await db.destroy();
      await empty.drop();
    },
  };
}
