// The server's side of the content sanitiser (core/content-html.ts): DOMPurify over a jsdom
// window, made once. Stored HTML is always the output of sanitizeHtml.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeContentHtml } from '#core/content-html.ts';
import { excerptOf } from '#core/content.ts';

let instance: { purify: ReturnType<typeof createDOMPurify>; window: JSDOM['window'] } | null = null;

function sanitizer() {
  if (!instance) {
    const { window } = new JSDOM('');
    instance = { purify: createDOMPurify(window), window };
  }
  return instance;
}

export function sanitizeHtml(html: string): string {
  return sanitizeContentHtml(sanitizer().purify, html);
}

/** The plain-text excerpt of (already sanitised) HTML: block ends become spaces. */
export function excerptOfHtml(html: string): string {
  const { window } = sanitizer();
  const holder = window.document.createElement('div');
  holder.innerHTML = html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote|section)>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return excerptOf(holder.textContent ?? '');
}
