// Upload (spec §5.1, §7.3) and download of stored files.
// - POST /api/file/upload: multipart, one .xls/.xlsx file of at most 10 MB whose name (without
//   the extension) has only Chinese characters, letters, digits and underscores; answers
//   [{ uri, name }]. Uses the bearer of Authorization or X-Authorization.
// - GET /api/file/download/{id}: streams a file of the caller's company, authorised either by
//   the signed ?token= of a downloadUri or by the bearer token.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../../auth/access-token.ts';
import { bearerToken, requireUser } from '../../auth/require-user.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import type { BillEngine } from '../engine.ts';
import { callerOf } from '../routes/caller.ts';
import { fileUri, readStoredFile, storeFile } from './file-store.ts';
import { verifyFileLink } from './signed-link.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  badName: '非法文件名，文件名只能包含汉字、英文、数字、下划线',
  notExcel: '只能上传Excel文件（.xls、.xlsx）',
  noFile: '请选择要上传的文件',
  tooLarge: '文件过大（上限 10 MB）',
  uploaded: '上传数据成功',
  fileGone: '文件不存在或已过期',
} as const;

const EXCEL_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};
const NAME_RULE = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/u;

function badUpload(message: string): ApiError {
  return new ApiError(message, { httpStatus: 400 });
}

export function checkUploadName(fileName: string): void {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (!(extension in EXCEL_TYPES)) throw badUpload(UPLOAD_MESSAGES.notExcel);
  if (!NAME_RULE.test(fileName.slice(0, dot))) throw badUpload(UPLOAD_MESSAGES.badName);
}

async function upload(engine: BillEngine, request: FastifyRequest) {
  const caller = callerOf(request);
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  if (!part) throw badUpload(UPLOAD_MESSAGES.noFile);
  checkUploadName(part.filename);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badUpload(UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
  const id = await storeFile(engine.db, { companyCode: caller.companyCode, userId: caller.userId, kind: 'upload', name: part.filename, content });
  return ok([{ uri: fileUri(id), name: part.filename }], UPLOAD_MESSAGES.uploaded);
}

async function companyAllowed(engine: BillEngine, request: FastifyRequest<{ Params: { id: string }; Querystring: { token?: string } }>) {
  const link = request.query.token;
  if (link) return verifyFileLink(engine.signingKey, request.params.id, link);
  const bearer = bearerToken(request);
  if (!bearer) return null;
  const check = await verifyAccessToken(engine.signingKey, bearer);
  return check.status === 'valid' ? check.user.companyCode : null;
}

async function download(engine: BillEngine, request: FastifyRequest<{ Params: { id: string }; Querystring: { token?: string } }>, reply: FastifyReply) {
  const companyCode = await companyAllowed(engine, request);
  if (!companyCode) throw new ApiError('您的登录信息已失效, 请重新登录', { httpStatus: 401 });
  const file = await readStoredFile(engine.db, request.params.id);
  if (!file || file.company_code !== companyCode) throw new ApiError(UPLOAD_MESSAGES.fileGone, { httpStatus: 404 });
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return reply
    .header('content-type', EXCEL_TYPES[extension] ?? 'application/octet-stream')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

export async function registerFileRoutes(app: FastifyInstance, engine: BillEngine): Promise<void> {
  // Encapsulated: the multipart parser applies to the upload route only.
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/api/file/upload', { preHandler: requireUser }, (request) => upload(engine, request));
  });
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/file/download/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', title: '文件编号', maxLength: 64 } } },
        querystring: { type: 'object', properties: { token: { type: 'string', title: '下载凭证', maxLength: 2000 } } },
      },
    },
    (request, reply) => download(engine, request, reply),
  );
}
