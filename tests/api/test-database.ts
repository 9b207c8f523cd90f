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

/** `ctype`: the database's LC_CTYPE (the cluster's, C, unless a test needs another, e.g. C.utf8). */
async function createPostgresDatabase(clusterUrl: string, ctype?: 'C.utf8'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_${randomBytes(6).toString('hex')}`;
  const options = ctype ? ` TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE '${ctype}'` : '';
  await withAdminClient(clusterUrl, (client) => client.query(`CREATE DATABASE ${name}${options}`));
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
export async function createEmptyDatabase(ctype?: 'C.utf8'): Promise<{ url: string; drop: () => Promise<void> }> {
  const clusterUrl = inject('databaseUrl');
  if (clusterUrl) return createPostgresDatabase(clusterUrl, ctype);
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  return { url: join(dir, 'portal.sqlite'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function createTestDatabase(ctype?: 'C.utf8'): Promise<TestDatabase> {
  const empty = await createEmptyDatabase(ctype);
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
