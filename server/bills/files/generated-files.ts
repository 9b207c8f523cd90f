// Files the portal generates on request — exports, Excel templates, the agreement — are bounded
// like uploads (issue 22 point 5, docs/security.md "Generated files"):
// - an identical file is reused: the same company, kind, name and bytes (SHA-256, stored in
//   stored_file.content_hash) that is still alive for longer than a link lasts answers with a
//   fresh link to the stored row, stores nothing and counts nothing. Templates and the agreement
//   are written byte for byte the same each time (write-workbook.ts writeTemplate, the agreement
//   dated by the day), so asking again and again stores one file a day;
// - a new file counts against the user's and the company's hourly quotas (rate_counter, checked
//   and counted in one statement; PORTAL_GENERATED_PER_USER_HOUR / _PER_COMPANY_HOUR), over them
//   HTTP 429 生成文件过于频繁，请稍后再试 and nothing is stored.
import { createHash } from 'node:crypto';
import type { PortalDb } from '../../db/connect.ts';
import { ApiError } from '../../http/envelope.ts';
import { giveBack, take, type WindowLimit } from '../../http/rate-counter.ts';
import { engineDb } from '../db.ts';
import { storeFile, type FilePlace } from './file-store.ts';
import { LINK_TTL_SECONDS } from './signed-link.ts';

export const MSG_GENERATED_TOO_OFTEN = '生成文件过于频繁，请稍后再试';

/** Bigger files are not hashed (the request thread would spend too long on them) and never reused. */
export const REUSE_MAX_BYTES = 32 * 1024 * 1024;

export type GeneratedKind = 'export' | 'template';

export interface GeneratedQuota {
  perUser: WindowLimit;
  perCompany: WindowLimit;
}

export interface GeneratedFile {
  companyCode: string;
  userId: number;
  kind: GeneratedKind;
  name: string;
  content: Buffer;
}

export function contentHashOf(content: Buffer): string | null {
  return content.length > REUSE_MAX_BYTES ? null : createHash('sha256').update(content).digest('hex');
}

/** A live identical file of the company that outlives a link made now; undefined when there is none. */
async function findIdentical(db: PortalDb, place: FilePlace, file: GeneratedFile, hash: string, now: number): Promise<string | undefined> {
  let query = engineDb(db)
    .selectFrom('stored_file')
    .select('id')
    .where('company_code', '=', file.companyCode)
    .where('content_hash', '=', hash)
    .where('kind', '=', file.kind)
    .where('name', '=', file.name)
    .where('expires_at', '>', now + LINK_TTL_SECONDS * 1000);
  // Bytes in a files folder this server no longer has cannot be served.
  if (place.dir === null) query = query.where('location', 'is', null);
  return (await query.limit(1).executeTakeFirst())?.id;
}

/** Takes one file under the user's and the company's quotas; refuses with 429 when either is spent. */
async function takeQuota(db: PortalDb, quota: GeneratedQuota, file: GeneratedFile): Promise<void> {
  const userKey = `generated:user:${file.userId}`;
  const user = await take(db, userKey, quota.perUser);
  if (!user) throw new ApiError(MSG_GENERATED_TOO_OFTEN, { httpStatus: 429 });
  if (!(await take(db, `generated:company:${file.companyCode}`, quota.perCompany))) {
    await giveBack(db, userKey, { windowStart: user.windowStart, hits: 1 });
    throw new ApiError(MSG_GENERATED_TOO_OFTEN, { httpStatus: 429 });
  }
}

/** Stores a generated file, or finds the identical one stored already; answers its id. */
export async function storeGeneratedFile(db: PortalDb, place: FilePlace, quota: GeneratedQuota, file: GeneratedFile, now = Date.now()): Promise<string> {
  const contentHash = contentHashOf(file.content);
  const identical = contentHash === null ? undefined : await findIdentical(db, place, file, contentHash, now);
  if (identical !== undefined) return identical;
  await takeQuota(db, quota, file);
  return storeFile(db, { ...file, contentHash }, place, now);
}
