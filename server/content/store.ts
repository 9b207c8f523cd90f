// News and notices in the database (migration 0012; docs/content.md). Published by the operator
// (scripts/notice.ts) for every signed-in user: the cover and attachments are stored files of
// the content owner (CONTENT_OWNER, never a company code), kept for good, and readable by any
// signed-in user through the usual download route (server/routes/file-routes.ts).
import { basename } from 'node:path';
import {
  CONTENT_LIMITS,
  isContentType,
  type ContentAttachment,
  type ContentDetail,
  type ContentPage,
  type ContentSummary,
  type ContentType,
} from '#core/content.ts';
import { chinaDateTime } from '#core/china-time.ts';
import type { PortalDb } from '../db/connect.ts';
import { fileUri, storeFile, type FilePlace } from '../bills/files/file-store.ts';
import { sniffFileType } from '../bills/files/file-types.ts';
import { engineDb, type SomeDb } from '../bills/db.ts';
import { excerptOfHtml, sanitizeHtml } from './sanitize.ts';

/** The owner of content files in stored_file.company_code: not a company code (those are letters and digits). */
export const CONTENT_OWNER = '#content';

export interface NamedFile {
  name: string;
  content: Buffer;
}

export interface PublishInput {
  type: string;
  title: string;
  html: string;
  cover?: NamedFile | null;
  attachments?: readonly NamedFile[];
  /** Publication time (default now). */
  at?: Date;
}

export interface Published {
  id: number;
  type: ContentType;
  title: string;
  /** True when the sanitiser changed the HTML (something was removed). */
  cleaned: boolean;
  coverFileId: string | null;
  attachments: string[];
}

/** A refusal of the operator's input, with the reason in English and Chinese. */
export class ContentInputError extends Error {}

const NAME_RULE = /^[^\\/:*?"<>|]+$/u;
/** A control character (code below 32) anywhere in the text. */
export const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 32);

function checkFileName(name: string, what: string): string {
  const clean = basename(name).trim();
  if (!clean || clean.length > CONTENT_LIMITS.fileName || !NAME_RULE.test(clean) || hasControl(clean)) {
    throw new ContentInputError(`${what}: bad file name "${name}" / 文件名不正确`);
  }
  return clean;
}

/** Checks what the operator gave; throws ContentInputError with the reason. */
export function checkPublishInput(input: PublishInput): void {
  if (!isContentType(input.type)) throw new ContentInputError(`--type must be NEWS or NOTICE, got "${input.type}" / 类型只能是 NEWS 或 NOTICE`);
  const title = input.title.trim();
  if (!title) throw new ContentInputError('--title is required / 标题不能为空');
  if (title.length > CONTENT_LIMITS.title) throw new ContentInputError(`title longer than ${CONTENT_LIMITS.title} characters / 标题过长`);
  if (!input.html.trim()) throw new ContentInputError('the HTML file is empty / 正文不能为空');
  if (Buffer.byteLength(input.html) > CONTENT_LIMITS.htmlBytes)
    throw new ContentInputError(`the HTML is over ${CONTENT_LIMITS.htmlBytes / 1024} KB / 正文过大`);
  if (input.cover) {
    checkFileName(input.cover.name, 'cover');
    const kind = sniffFileType(input.cover.content);
    if (kind !== 'jpeg' && kind !== 'png')
      throw new ContentInputError(`cover "${input.cover.name}" is not a JPEG or PNG image (checked by its bytes) / 封面只能是jpg、png格式的图片`);
    if (input.cover.content.length > CONTENT_LIMITS.fileBytes) throw new ContentInputError('cover over 10 MB / 封面过大');
  }
  const attachments = input.attachments ?? [];
  if (attachments.length > CONTENT_LIMITS.attachments) throw new ContentInputError(`at most ${CONTENT_LIMITS.attachments} attachments / 附件过多`);
  for (const file of attachments) {
    checkFileName(file.name, 'attachment');
    if (file.content.length === 0) throw new ContentInputError(`attachment "${file.name}" is empty / 附件为空`);
    if (file.content.length > CONTENT_LIMITS.fileBytes) throw new ContentInputError(`attachment "${file.name}" over 10 MB / 附件过大`);
  }
}

async function storeContentFile(db: SomeDb, place: FilePlace, file: NamedFile): Promise<string> {
  return storeFile(db, { companyCode: CONTENT_OWNER, userId: 0, kind: 'document', name: basename(file.name).trim(), content: file.content }, place);
}

/** Publishes one item: sanitises its HTML, stores its files, in one transaction. */
export async function publishContent(db: PortalDb, place: FilePlace, input: PublishInput): Promise<Published> {
  checkPublishInput(input);
  const type = input.type as ContentType;
  const content = await sanitizeHtml(input.html);
  const excerpt = await excerptOfHtml(content);
  const stamp = chinaDateTime(input.at ?? new Date());
  return db.transaction().execute(async (trx) => {
    const coverFileId = input.cover ? await storeContentFile(trx, place, input.cover) : null;
    const row = await trx
      .insertInto('content_item')
      .values({ type, title: input.title.trim(), content, excerpt, cover_file_id: coverFileId, create_time: stamp, update_time: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attachments: string[] = [];
    for (const [position, file] of (input.attachments ?? []).entries()) {
      const fileId = await storeContentFile(trx, place, file);
      const fileName = basename(file.name).trim();
      await trx.insertInto('content_file').values({ item_id: row.id, file_id: fileId, file_name: fileName, sort_no: position }).execute();
      attachments.push(fileName);
    }
    return { id: row.id, type, title: input.title.trim(), cleaned: content !== input.html, coverFileId, attachments };
  });
}

/** Removes an item and its files; false when there was none. */
export async function removeContent(db: PortalDb, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom('content_item').select(['id', 'cover_file_id']).where('id', '=', id).executeTakeFirst();
    if (!item) return false;
    const files = await trx.selectFrom('content_file').select('file_id').where('item_id', '=', id).execute();
    const fileIds = [...files.map((file) => file.file_id), ...(item.cover_file_id ? [item.cover_file_id] : [])];
    await trx.deleteFrom('content_file').where('item_id', '=', id).execute();
    await trx.deleteFrom('content_item').where('id', '=', id).execute();
    // Bytes in the files folder stay until the next purge of stored files does not reach them; the row goes.
    if (fileIds.length > 0) await engineDb(trx).deleteFrom('stored_file').where('id', 'in', fileIds).where('company_code', '=', CONTENT_OWNER).execute();
    return true;
  });
}

/** Makes the download uri of a content file (signed, so an <img> can show it). */
export type LinkOf = (fileId: string) => Promise<string>;

export const unsignedLink: LinkOf = async (fileId) => fileUri(fileId);

type ItemRow = { id: number; type: string; title: string; excerpt: string; cover_file_id: string | null; create_time: string; update_time: string };

async function summaryOf(row: ItemRow, linkOf: LinkOf): Promise<ContentSummary> {
  const cover = row.cover_file_id ? await linkOf(row.cover_file_id) : null;
  return {
    id: Number(row.id),
    title: row.title,
    type: row.type as ContentType,
    createTime: row.create_time,
    updateTime: row.update_time,
    excerpt: row.excerpt,
    coverFile: cover ? { displayUri: cover, attachment: { displayUri: cover } } : null,
  };
}

const SUMMARY_COLUMNS = ['id', 'type', 'title', 'excerpt', 'cover_file_id', 'create_time', 'update_time'] as const;

/** One page, newest first; `type` null: every item. */
export async function listContent(db: PortalDb, type: ContentType | null, pageIndex: number, pageSize: number, linkOf: LinkOf): Promise<ContentPage> {
  let query = db.selectFrom('content_item');
  if (type) query = query.where('type', '=', type);
  const [rows, count] = await Promise.all([
    query
      .select([...SUMMARY_COLUMNS])
      .orderBy('update_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(pageIndex * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return { datas: await Promise.all(rows.map((row) => summaryOf(row, linkOf))), total: Number(count?.total ?? 0) };
}

/** One item with its HTML and attachments; undefined when unknown. */
export async function contentDetail(db: PortalDb, id: number, linkOf: LinkOf): Promise<ContentDetail | undefined> {
  const row = await db
    .selectFrom('content_item')
    .select([...SUMMARY_COLUMNS, 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const files = await db.selectFrom('content_file').select(['file_id', 'file_name']).where('item_id', '=', id).orderBy('sort_no').execute();
  const fileVos: ContentAttachment[] = await Promise.all(
    files.map(async (file) => ({ fileName: file.file_name, attachment: { downloadUri: await linkOf(file.file_id) } })),
  );
  return { ...(await summaryOf(row, linkOf)), content: row.content, fileVos };
}
