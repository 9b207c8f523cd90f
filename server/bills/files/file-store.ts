// Files the portal keeps for a while: uploads (imports, file queries), exports and templates.
// They live in the database so that a download or an import works whichever API process
// answers it. Each file belongs to a company; expired files are purged as new ones arrive.
import { randomUUID } from 'node:crypto';
import { engineDb, type SomeDb, type StoredFileTable } from '../db.ts';

export const FILE_TTL_MS = 24 * 60 * 60 * 1000;
/** Documents (kind "document") never expire; the purge below skips them. */
const KEPT_UNTIL = Number.MAX_SAFE_INTEGER;
export const DOWNLOAD_PREFIX = '/api/file/download/';

export interface NewFile {
  companyCode: string;
  userId: number;
  kind: StoredFileTable['kind'];
  name: string;
  content: Buffer;
}

export async function storeFile(db: SomeDb, file: NewFile, now: number = Date.now()): Promise<string> {
  const id = randomUUID();
  const store = engineDb(db);
  await store.deleteFrom('stored_file').where('expires_at', '<', now).execute();
  await store
    .insertInto('stored_file')
    .values({
      id,
      company_code: file.companyCode,
      user_id: file.userId,
      kind: file.kind,
      name: file.name,
      size: file.content.length,
      content: file.content,
      created_at: now,
      expires_at: file.kind === 'document' ? KEPT_UNTIL : now + FILE_TTL_MS,
    })
    .execute();
  return id;
}

export async function readStoredFile(db: SomeDb, id: string, now: number = Date.now()) {
  const row = await engineDb(db).selectFrom('stored_file').selectAll().where('id', '=', id).where('expires_at', '>=', now).executeTakeFirst();
  return row ? { ...row, content: Buffer.from(row.content) } : undefined;
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
