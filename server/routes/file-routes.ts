// Upload (spec §5.1, §7.3) and download of stored files (docs/security.md).
// - POST /api/file/upload?route={page}&code={button}: multipart, one file for that page's button
//   (upload-purposes.ts). The caller must hold the button on the page (checked before the file is
//   read); the file's type is told from its bytes and must be one the button accepts, under its
//   size limit; the name (without the extension) has only Chinese characters, letters, digits and
//   underscores; the user's and the company's upload quotas (files and bytes per hour) must
//   allow it. Answers [{ uri, name }]. Uses the bearer of Authorization or X-Authorization.
// - GET /api/file/download/{id}: a file of the caller's company (or a news/notice file, which is
//   everyone's: server/content/store.ts CONTENT_OWNER), authorised either by the signed
//   ?token= of a downloadUri (made for a session: only while that session is alive, 401
//   下载链接已失效，请重新下载 after logout or a password change) or by the bearer token (expired:
//   code -10000 as everywhere).
import { MSG_INVALID_FILE_NAME } from '#core/messages.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/require-user.ts';
import { isSessionActive } from '../auth/sessions.ts';
import { namedPage, signedLinkOrSignedIn } from '../auth/route-access.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { giveBack, take } from '../http/rate-counter.ts';
import type { BillEngine } from '../bills/engine.ts';
import { callerOf, type Caller } from './caller.ts';
import { fileUri, findStoredFile, openStoredFile, storeFile } from '../bills/files/file-store.ts';
import { contentMatches } from '../bills/files/file-types.ts';
import { verifyFileLink } from '../bills/files/signed-link.ts';
import { CONTENT_OWNER } from '../content/store.ts';
import { MAX_UPLOAD_BYTES, type UploadPurpose, UploadPurposes } from '../bills/files/upload-purposes.ts';

export { MAX_UPLOAD_BYTES };
export const UPLOAD_MESSAGES = {
  badName: MSG_INVALID_FILE_NAME,
  notExcel: '只能上传Excel文件（.xls、.xlsx）',
  notAccepted: '文件类型不正确',
  notImage: '只能上传jpg、png格式的图片',
  noFile: '请选择要上传的文件',
  tooLarge: '文件过大（上限 10 MB）',
  uploaded: '上传数据成功',
  fileGone: '文件不存在或已过期',
  noPurpose: '上传用途不正确：请从页面的导入或查询按钮上传',
  overQuota: '上传过于频繁或文件总量超过限额，请稍后再试',
  linkExpired: '下载链接已失效，请重新下载',
} as const;

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // Covers and attachments of news and notices (server/content).
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};
const NAME_RULE = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/u;

function badUpload(message: string, httpStatus = 400): ApiError {
  return new ApiError(message, { httpStatus });
}

export function typeMessage(purpose: UploadPurpose): string {
  if (purpose.messages?.wrongType) return purpose.messages.wrongType;
  if (purpose.accept.every((type) => type === 'xlsx' || type === 'xls')) return UPLOAD_MESSAGES.notExcel;
  if (purpose.accept.every((type) => type === 'jpeg' || type === 'png')) return UPLOAD_MESSAGES.notImage;
  return UPLOAD_MESSAGES.notAccepted;
}

/** The size refusal of a purpose: its own limit (10 MB for workbooks, 500 KB for the filing's attachments). */
export function tooLargeMessage(maxBytes: number): string {
  if (maxBytes === MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  const size = maxBytes % (1024 * 1024) === 0 ? `${maxBytes / (1024 * 1024)} MB` : `${Math.floor(maxBytes / 1024)} KB`;
  return `文件过大（上限 ${size}）`;
}

export function checkUploadName(fileName: string, purpose: UploadPurpose): void {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) throw badUpload(typeMessage(purpose));
  if (!NAME_RULE.test(fileName.slice(0, dot))) throw badUpload(UPLOAD_MESSAGES.badName);
}

/** Counts the file against the user's and the company's quotas; refuses when either is spent. */
async function takeQuota(engine: BillEngine, request: FastifyRequest, caller: Caller, bytes: number): Promise<void> {
  const { perUser, perCompany } = request.server.portal.config.limits.uploads;
  const userKey = `upload:user:${caller.userId}`;
  const user = await take(engine.db, userKey, perUser, bytes);
  if (!user) throw badUpload(UPLOAD_MESSAGES.overQuota, 429);
  if (!(await take(engine.db, `upload:company:${caller.companyCode}`, perCompany, bytes))) {
    await giveBack(engine.db, userKey, { ...user, hits: 1, amount: bytes });
    throw badUpload(UPLOAD_MESSAGES.overQuota, 429);
  }
}

async function upload(engine: BillEngine, purposes: UploadPurposes, request: FastifyRequest<{ Querystring: { route?: string; code?: string } }>) {
  const caller = callerOf(request);
  const purpose = purposes.find(request.query.route, request.query.code);
  if (!purpose) throw badUpload(UPLOAD_MESSAGES.noPurpose);
  const part = await request.file({ limits: { fileSize: purpose.maxBytes, files: 1, fields: 10 } });
  if (!part) throw badUpload(UPLOAD_MESSAGES.noFile);
  checkUploadName(part.filename, purpose);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badUpload(purpose.messages?.tooBig ?? tooLargeMessage(purpose.maxBytes));
    throw error;
  }
  if (!contentMatches(part.filename, content, purpose.accept)) throw badUpload(typeMessage(purpose));
  await takeQuota(engine, request, caller, content.length);
  const id = await storeFile(engine.db, { companyCode: caller.companyCode, userId: caller.userId, kind: 'upload', name: part.filename, content }, engine.files);
  return ok([{ uri: fileUri(id), name: part.filename }], UPLOAD_MESSAGES.uploaded);
}

type DownloadRequest = FastifyRequest<{ Params: { id: string }; Querystring: { token?: string } }>;

/**
 * The company the request may read files of: the signed link's — while the session it was made
 * for is alive and its account effective — or the signed-in user's.
 */
async function companyAllowed(engine: BillEngine, request: DownloadRequest): Promise<string | null> {
  const link = request.query.token;
  if (link) {
    const grant = await verifyFileLink(engine.signingKey, request.params.id, link);
    const alive = grant !== null && (grant.session === null || (await isSessionActive(engine.reader, grant.session.sessionId, grant.session.userId)));
    if (!grant || !alive) throw new ApiError(UPLOAD_MESSAGES.linkExpired, { httpStatus: 401 });
    return grant.companyCode;
  }
  return currentUser(request).companyCode;
}

async function download(engine: BillEngine, request: DownloadRequest, reply: FastifyReply) {
  const companyCode = await companyAllowed(engine, request);
  const file = await findStoredFile(engine.db, request.params.id);
  // News and notice files (CONTENT_OWNER) are for every signed-in user and every link signed for them.
  const readable = file && (file.company_code === companyCode || file.company_code === CONTENT_OWNER);
  const content = file && readable ? await openStoredFile(engine.db, file, engine.files) : undefined;
  if (!file || !content) throw new ApiError(UPLOAD_MESSAGES.fileGone, { httpStatus: 404 });
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return reply
    .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'no-store')
    .send(content);
}

export async function registerFileRoutes(app: FastifyInstance, engine: BillEngine, purposes: UploadPurposes): Promise<void> {
  // Encapsulated: the multipart parser applies to the upload route only.
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post<{ Querystring: { route?: string; code?: string } }>(
      '/api/file/upload',
      {
        config: { access: namedPage((request) => purposes.needOf(request.query)) },
        schema: {
          querystring: {
            type: 'object',
            properties: { route: { type: 'string', title: '页面', maxLength: 200 }, code: { type: 'string', title: '按钮', maxLength: 50 } },
          },
        },
      },
      (request) => upload(engine, purposes, request),
    );
  });
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/file/download/:id',
    {
      config: { access: signedLinkOrSignedIn() },
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', title: '文件编号', maxLength: 64 } } },
        querystring: { type: 'object', properties: { token: { type: 'string', title: '下载凭证', maxLength: 2000 } } },
      },
    },
    (request, reply) => download(engine, request, reply),
  );
}
