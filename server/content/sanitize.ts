// The server's side of the content sanitiser (core/content-html.ts): DOMPurify over a jsdom
// window, made once. Stored HTML is always the output of sanitizeHtml.
// jsdom is loaded on the first use, not with the server: only publishing content (an
// administrator, the demo data on a first start) needs it, and its modules held 10-20 MB of the
// portal's resident memory from start to end (~60 MB in a bare node process; issue 26 point 7).
import type createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';
import { sanitizeContentHtml } from '#core/content-html.ts';
import { excerptOf } from '#core/content.ts';

interface Sanitizer {
  purify: ReturnType<typeof createDOMPurify>;
  window: JSDOM['window'];
}

let instance: Promise<Sanitizer> | null = null;

function sanitizer(): Promise<Sanitizer> {
  instance ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createPurify }, { JSDOM: Dom }]) => {
    const { window } = new Dom('');
    return { purify: createPurify(window), window };
  });
  return instance;
}

export async function sanitizeHtml(html: string): Promise<string> {
  return sanitizeContentHtml((await sanitizer()).purify, html);
}

/** The plain-text excerpt of (already sanitised) HTML: block ends become spaces. */
export async function excerptOfHtml(html: string): Promise<string> {
  const { window } = await sanitizer();
  const holder = window.document.createElement('div');
  holder.innerHTML = html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote|section)>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return excerptOf(holder.textContent ?? '');
}
