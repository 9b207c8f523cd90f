// News and notices (bill-families-and-screens.md §7 "Work tickets, feedback, notices", §3.7;
// docs/content.md). Published by the operator for everyone, read by any signed-in user
// (authenticated before the body is read):
// - POST /api/enterprise/notice/queryPageList { pageIndex, pageSize ≤ 50, terms: [{ column:
//   'type', value: NEWS|NOTICE }] }: { datas, total }, newest first; each with its plain-text
//   excerpt and coverFile.displayUri. No other term is accepted.
// - POST /api/enterprise/notice/detail { id }: title, times, content (sanitised HTML), fileVos
//   [{ fileName, attachment: { downloadUri } }].
// File links are signed for the content owner, so an <img> shows a cover without the bearer and
// an attachment opens in a new window; with the bearer the same files download as well.
import type { FastifyInstance } from 'fastify';
import {
  CONTENT_PATHS,
  CONTENT_TYPE_TERM,
  MAX_CONTENT_PAGE_SIZE,
  MSG_CONTENT_GONE,
  MSG_CONTENT_PAGE_SIZE,
  MSG_CONTENT_TYPE_TERM,
  isContentType,
  type ContentType,
} from '#core/content.ts';
import { termsSchema } from '#core/list/list-request.ts';
import { signedIn } from '../auth/route-access.ts';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { fileUri } from '../bills/files/file-store.ts';
import { signFileLink } from '../bills/files/signed-link.ts';
import { CONTENT_OWNER, contentDetail, listContent, type LinkOf } from '../content/store.ts';

interface ListBody {
  pageIndex?: number;
  pageSize?: number;
  terms?: Array<{ column: string; termType: string; value?: unknown }>;
}

/** The one term the list takes: type = NEWS|NOTICE; anything else is refused. */
function typeOfTerms(terms: ListBody['terms']): ContentType | null {
  let type: ContentType | null = null;
  for (const term of terms ?? []) {
    if (term.column !== CONTENT_TYPE_TERM || (term.termType !== 'eq' && term.termType !== undefined) || !isContentType(term.value)) {
      throw businessError(MSG_CONTENT_TYPE_TERM);
    }
    if (type && type !== term.value) throw businessError(MSG_CONTENT_TYPE_TERM);
    type = term.value;
  }
  return type;
}

export async function registerNoticeRoutes(app: FastifyInstance): Promise<void> {
  const engine = app.bills;
  const linkOf: LinkOf = async (fileId) => `${fileUri(fileId)}?token=${encodeURIComponent(await signFileLink(engine.signingKey, fileId, CONTENT_OWNER))}`;
  const db = app.portal.reader;

  app.post<{ Body: { data: ListBody } }>(
    CONTENT_PATHS.list,
    {
      config: { access: signedIn() },
      schema: {
        body: dataBody({
          type: 'object',
          properties: {
            pageIndex: { type: 'integer', title: '页码', minimum: 0, maximum: 100_000 },
            pageSize: { type: 'integer', title: '每页条数', minimum: 1 },
            sorts: { type: 'array', title: '排序', maxItems: 0 },
            terms: { ...termsSchema, maxItems: 1 },
          },
        }),
      },
    },
    async (request) => {
      const { pageIndex = 0, pageSize = 10, terms } = request.body.data;
      if (pageSize > MAX_CONTENT_PAGE_SIZE) throw businessError(MSG_CONTENT_PAGE_SIZE);
      return ok(await listContent(db, typeOfTerms(terms), pageIndex, pageSize, linkOf));
    },
  );

  app.post<{ Body: { data: { id: number | string } } }>(
    CONTENT_PATHS.detail,
    {
      config: { access: signedIn() },
      schema: {
        body: dataBody({
          type: 'object',
          required: ['id'],
          properties: {
            id: {
              anyOf: [
                { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
                { type: 'string', title: '编号', pattern: '^[1-9][0-9]{0,9}$' },
              ],
              title: '编号',
            },
          },
        }),
      },
    },
    async (request) => {
      const id = Number(request.body.data.id);
      const item = id <= 2_147_483_647 ? await contentDetail(db, id, linkOf) : undefined;
      if (!item) throw businessError(MSG_CONTENT_GONE);
      return ok(item);
    },
  );
}
