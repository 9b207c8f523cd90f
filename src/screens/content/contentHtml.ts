// The browser's side of the content sanitiser (core/content-html.ts): what the server stored is
// cleaned once more, by the same configuration, before it becomes the page's HTML.
import DOMPurify from 'dompurify';
import { sanitizeContentHtml } from '#core/content-html.ts';

export function safeContentHtml(html: string): string {
  return sanitizeContentHtml(DOMPurify, html);
}
