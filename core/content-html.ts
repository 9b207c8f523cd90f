// The one sanitiser configuration for news and notice HTML (docs/content.md): the server cleans
// the operator's HTML with it before storing (DOMPurify over jsdom), the browser cleans what it
// receives again before showing it (DOMPurify over the page). Pure: the caller brings its own
// DOMPurify instance. Only formatting tags, links, images and tables pass; script, style, frames,
// objects, forms, event handlers (on…), style attributes and javascript:/vbscript: URLs never do.
import type { Config, DOMPurify } from 'dompurify';

export const CONTENT_HTML_CONFIG = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'span',
    'div',
    'section',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'align', 'target', 'rel'],
  // http(s), mailto, tel and relative links; never javascript:, vbscript: or data: (except images, DOMPurify's default).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'svg',
    'math',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
} satisfies Config;

const prepared = new WeakSet<DOMPurify>();

/** Links open in a new tab without handing it this page (rel noopener noreferrer). */
function prepare(purify: DOMPurify): void {
  if (prepared.has(purify)) return;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'A') {
      node.removeAttribute('target');
    }
  });
  prepared.add(purify);
}

/** The HTML cleaned by the shared configuration. */
export function sanitizeContentHtml(purify: DOMPurify, html: string): string {
  prepare(purify);
  return purify.sanitize(html, { ...CONTENT_HTML_CONFIG, RETURN_TRUSTED_TYPE: false });
}
