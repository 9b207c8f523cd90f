// News and notices (bill-families-and-screens.md §2 /home, /news, /notice and their detail pages,
// §3.7, §7 "Work tickets, feedback, notices", §9 page sizes; docs/content.md): what the client
// and the server both say about them — the call paths, the two types, the page sizes, the
// home page's counts, the wire shapes and the messages.

/** The two kinds of item (§3.7); the list's `type` term takes one of them. */
export const CONTENT_TYPES = ['NEWS', 'NOTICE'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** §7: the two calls (POST, envelope { data }). */
export const CONTENT_PATHS = {
  list: '/api/enterprise/notice/queryPageList',
  detail: '/api/enterprise/notice/detail',
} as const;

/** The one term the list accepts: the item type. */
export const CONTENT_TYPE_TERM = 'type';

/** §9: news and notices default to 10 a page; the server answers at most 50. */
export const CONTENT_PAGE_SIZE = 10;
export const CONTENT_PAGE_SIZES = [10, 20, 50] as const;
export const MAX_CONTENT_PAGE_SIZE = 50;

/** §9 home: notices 5; news 10 fetched, the first 3 in the carousel, the next up to index 7 listed. */
export const HOME_NOTICES = 5;
export const HOME_NEWS_FETCHED = 10;
export const HOME_NEWS_CAROUSEL = 3;
export const HOME_NEWS_LAST_INDEX = 7;

/** Limits of a published item (the operator's command refuses beyond them). */
export const CONTENT_LIMITS = {
  title: 200,
  htmlBytes: 512 * 1024,
  excerpt: 200,
  attachments: 10,
  fileBytes: 10 * 1024 * 1024,
  fileName: 255,
} as const;

/** The routes of the screens (§2). */
export const CONTENT_ROUTES = {
  NEWS: { list: '/news', detail: (id: number | string) => `/news/newsDetails/${id}` },
  NOTICE: { list: '/notice', detail: (id: number | string) => `/notice/noticeDetails/${id}` },
} as const;

export interface ContentSummary {
  id: number;
  title: string;
  type: ContentType;
  createTime: string;
  updateTime: string;
  /** Plain text of the content, at most CONTENT_LIMITS.excerpt characters. */
  excerpt: string;
  /** §3.7 coverFile.attachment.displayUri; the list also gives displayUri at the top. */
  coverFile: { displayUri: string; attachment: { displayUri: string } } | null;
}

export interface ContentAttachment {
  fileName: string;
  attachment: { downloadUri: string };
}

export interface ContentDetail extends ContentSummary {
  /** Sanitised HTML (core/content-html.ts); the browser sanitises it again before showing it. */
  content: string;
  fileVos: ContentAttachment[];
}

export interface ContentPage {
  datas: ContentSummary[];
  total: number;
}

export const MSG_CONTENT_GONE = '该信息不存在或已被删除';
export const MSG_CONTENT_TYPE_TERM = '查询条件只能是信息类型（NEWS 或 NOTICE）';
export const MSG_CONTENT_PAGE_SIZE = `每页条数不能超过${MAX_CONTENT_PAGE_SIZE}`;

/** Whitespace collapsed, cut to `limit` characters with an ellipsis. */
export function excerptOf(text: string, limit: number = CONTENT_LIMITS.excerpt): string {
  // Chinese sentences need no space after their closing punctuation (where two paragraphs met).
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/([。！？；：，、）」』”])\s+/gu, '$1')
    .trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1)}…`;
}
