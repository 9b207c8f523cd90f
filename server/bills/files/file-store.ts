// Files the portal keeps: uploads (imports, file queries) and generated files (exports,
// templates) for a day, documents for good. Each belongs to a company. The row (stored_file)
// names the file; its bytes are either in the row or, when the portal has a files folder
// (PORTAL_FILES_DIR; by default data/files beside a SQLite database), in a file of that folder
// named by the row's location, so that uploads and exports do not grow the database
// (docs/security.md). Expired files are purged as new ones arrive.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { engineDb, type SomeDb, type StoredFileTable } from '../db.ts';

export const FILE_TTL_MS = 24 * 60 * 60 * 1000;
/** Documents (kind "document") never expire; the purge below skips them. */
const KEPT_UNTIL = Number.MAX_SAFE_INTEGER;
export const DOWNLOAD_PREFIX = '/api/file/download/';
/** Expired files removed per new file at most, so one store never waits for a long purge. */
const PURGE_BATCH = 100;

/** Where new files' bytes go: a folder, or null for the database row. */
export interface FilePlace {
  dir: string | null;
}

export const IN_DATABASE: FilePlace = { dir: null };

export interface NewFile {
  companyCode: string;
  userId: number;
  kind: StoredFileTable['kind'];
  name: string;
  content: Buffer;
  /** SHA-256 (hex) of the bytes of a generated file that may be reused (generated-files.ts). */
  contentHash?: string | null;
}

type FileRow = Omit<StoredFileTable, 'content'>;

async function purgeExpired(db: SomeDb, place: FilePlace, now: number): Promise<void> {
  const store = engineDb(db);
  const expired = await store.selectFrom('stored_file').select(['id', 'location']).where('expires_at', '<', now).limit(PURGE_BATCH).execute();
  if (expired.length === 0) return;
  for (const row of expired) {
    if (row.location !== null && place.dir !== null) await rm(join(place.dir, row.location), { force: true });
  }
  await store
    .deleteFrom('stored_file')
    .where(
      'id',
      'in',
      expired.map((row) => row.id),
    )
    .execute();
}

export async function storeFile(db: SomeDb, file: NewFile, place: FilePlace = IN_DATABASE, now: number = Date.now()): Promise<string> {
  const id = randomUUID();
  await purgeExpired(db, place, now);
  let location: string | null = null;
  if (place.dir !== null) {
    await mkdir(place.dir, { recursive: true });
    location = id;
    await writeFile(join(place.dir, location), file.content, { flag: 'wx' });
  }
  await engineDb(db)
    .insertInto('stored_file')
    .values({
      id,
      company_code: file.companyCode,
      user_id: file.userId,
      kind: file.kind,
      name: file.name,
      size: file.content.length,
      content: location === null ? file.content : Buffer.alloc(0),
      location,
      created_at: now,
      expires_at: file.kind === 'document' ? KEPT_UNTIL : now + FILE_TTL_MS,
      content_hash: file.contentHash ?? null,
    })
    .execute();
  return id;
}

/** A live file's row, without its bytes; undefined when unknown or expired. */
export async function findStoredFile(db: SomeDb, id: string, now: number = Date.now()): Promise<FileRow | undefined> {
  return engineDb(db)
    .selectFrom('stored_file')
    .select(['id', 'company_code', 'user_id', 'kind', 'name', 'size', 'location', 'created_at', 'expires_at', 'content_hash'])
    .where('id', '=', id)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
}

/** A live file with its bytes; undefined when unknown, expired, or its bytes are gone. */
export async function readStoredFile(db: SomeDb, id: string, place: FilePlace = IN_DATABASE, now: number = Date.now()) {
  const row = await findStoredFile(db, id, now);
  if (!row) return undefined;
  if (row.location === null) {
    const stored = await engineDb(db).selectFrom('stored_file').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    return { ...row, content: Buffer.from(stored.content) };
  }
  if (place.dir === null) return undefined;
  try {
    return { ...row, content: await readFile(join(place.dir, row.location)) };
  } catch {
    return undefined;
  }
}

/** The bytes of a live file as a stream (downloads); undefined as for readStoredFile. */
export async function openStoredFile(db: SomeDb, row: FileRow, place: FilePlace): Promise<Readable | Buffer | undefined> {
  if (row.location === null) {
    const stored = await engineDb(db).selectFrom('stored_file').select('content').where('id', '=', row.id).executeTakeFirst();
    return stored ? Buffer.from(stored.content) : undefined;
  }
  if (place.dir === null) return undefined;
  const stream = createReadStream(join(place.dir, row.location));
  // A missing file surfaces as an error when the stream opens: check first.
  return new Promise((resolve) => {
    stream.once('open', () => resolve(stream));
    stream.once('error', () => resolve(undefined));
  });
}

/** The uri a file is downloaded from (without a signature). */
export function fileUri(id: string): string {
  return `${DOWNLOAD_PREFIX}${id}`;
}

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file id of an uploaded file's uri (as the upload answered it, with or without host or query) or of a bare id. */
export function fileIdOf(uri: unknown): string | null {
  if (typeof uri !== 'string') return null;
  const path = uri.split('?')[0];
  const at = path.indexOf(DOWNLOAD_PREFIX);
  const candidate = at < 0 ? path : path.slice(at + DOWNLOAD_PREFIX.length);
  return FILE_ID.test(candidate) ? candidate.toLowerCase() : null;
}
