// Texts of the news and notice screens. The spec names the pages (新闻动态, 通知公告); the rest
// are ours (listed in the issue note).
import type { ContentType } from '#core/content.ts';

export const CONTENT_TITLES: Record<ContentType, string> = { NEWS: '新闻动态', NOTICE: '通知公告' };
export const MSG_NO_CONTENT: Record<ContentType, string> = { NEWS: '暂无新闻', NOTICE: '暂无公告' };
export const MSG_CONTENT_LOAD_FAILED = '加载失败，请稍后重试';
export const LABEL_RETRY = '重试';
export const LABEL_BACK = '返回';
export const LABEL_ATTACHMENTS = '附件';
export const LABEL_UPDATED = '更新时间';
export const LABEL_PUBLISHED = '发布时间';
export const totalText = (total: number) => `共 ${total} 条`;
