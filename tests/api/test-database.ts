// A fresh, migrated database for one test server: a temp SQLite file, or (TEST_DATABASE=postgres)
// a new database on the throwaway cluster started by tests/setup/database.ts.
// Each is a copy of one migrated in this process at its first need (SQLite: the file copied;
// PostgreSQL: CREATE DATABASE ... TEMPLATE), then migrated again, which finds nothing to do:
// migrating every test's database from nothing cost ~500 ms on PostgreSQL (~80 on SQLite), a
// hundred times and more a run (issue 26 point 8). A test server's database also comes seeded,
// with the bill families' tables made (createPreparedDatabase, tests/api/seeded-database.ts). A
// database with another LC_CTYPE, and the empty databases the start-up tests migrate themselves,
// are made from nothing as before.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
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

/**
 * `ctype`: the database's LC_CTYPE (the cluster's, C, unless a test needs another, e.g. C.utf8).
 * `template`: a database to copy (no session may be connected to it).
 */
async function createPostgresDatabase(clusterUrl: string, ctype?: 'C.utf8', template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_${randomBytes(6).toString('hex')}`;
  const options = ctype ? ` TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE '${ctype}'` : template ? ` TEMPLATE ${template}` : '';
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

const templates = new Map<string, Promise<string>>();

/**
 * This process's template of `key` to copy: a SQLite file, or a PostgreSQL database's name,
 * migrated and then given what `prepare` puts in (a seed, the bill families' tables).
 */
function templateOf(clusterUrl: string | null, key: string, prepare?: (db: PortalDb) => Promise<void>): Promise<string> {
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const empty = await createEmptyDatabase();
      const db = openDatabase(empty.url);
      await migrateToLatest(db);
      await prepare?.(db);
      // Closed: SQLite folds its WAL into the file, and PostgreSQL copies only a database nobody is in.
      await db.destroy();
      if (clusterUrl) return new URL(empty.url).pathname.slice(1);
      process.once('exit', () => void empty.drop());
      return empty.url;
    })();
    templates.set(key, template);
  }
  return template;
}

/** A new database copied from the template of `key`. */
async function createCopy(key: string, prepare?: (db: PortalDb) => Promise<void>): Promise<{ url: string; drop: () => Promise<void> }> {
  const clusterUrl = inject('databaseUrl');
  const template = await templateOf(clusterUrl, key, prepare);
  if (clusterUrl) return createPostgresDatabase(clusterUrl, undefined, template);
  const copy = await createEmptyDatabase();
  copyFileSync(template, copy.url);
  return copy;
}

async function openTestDatabase(created: { url: string; drop: () => Promise<void> }): Promise<TestDatabase> {
  const db = openDatabase(created.url);
  await migrateToLatest(db);
  return {
    url: created.url,
    db,
    dispose: async () => {
      await db.destroy();
      await created.drop();
    },
  };
}

/**
 * A migrated database that already holds what `prepare` puts in, copied from a template made once
 * per process and `key`: the same key must always mean the same preparation. Seeding (password
 * hashes) and making the 27 families' tables cost ~0.9 s per server on SQLite, ~2.7 s on
 * PostgreSQL (issue 26 point 8).
 */
export function createPreparedDatabase(key: string, prepare: (db: PortalDb) => Promise<void>): Promise<TestDatabase> {
  return createCopy(`prepared:${key}`, prepare).then(openTestDatabase);
}

export async function createTestDatabase(ctype?: 'C.utf8'): Promise<TestDatabase> {
  return openTestDatabase(ctype ? await createEmptyDatabase(ctype) : await createCopy('migrated'));
}
