// The shared content sanitiser (core/content-html.ts) as the server runs it: the classic XSS
// vectors come out harmless, ordinary formatting stays, and the excerpt is plain text.
import { describe, expect, it } from 'vitest';
import { excerptOfHtml, sanitizeHtml } from './sanitize.ts';

const HOSTILE: Array<[string, string]> = [
  ['script tag', '<p>a</p><script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle/></svg>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: link with entities and whitespace', '<a href="jav&#x09;ascript:alert(1)">x</a><a href=" JAVASCRIPT:alert(1)">y</a>'],
  ['vbscript and data links', '<a href="vbscript:msgbox(1)">v</a><a href="data:text/html,<script>alert(1)</script>">d</a>'],
  ['iframe, object, embed', '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">'],
  ['form and button', '<form action="https://evil.example"><input name=a><button formaction="javascript:alert(1)">b</button></form>'],
  ['style attribute and tag', '<p style="background:url(javascript:alert(1))">s</p><style>body{display:none}</style>'],
  ['event handler on a kept tag', '<p onclick="alert(1)" onmouseover="alert(2)">p</p>'],
  ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">'],
  ['nested mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
];

describe('sanitizeHtml', () => {
  it.each(HOSTILE)('%s: nothing that runs survives', async (_name, html) => {
    const clean = await sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<form|<style|<meta|<base|\son\w+=|javascript:|vbscript:|data:text|style=/i);
  });

  it('keeps headings, lists, tables, links and images; links open apart', async () => {
    const html =
      '<h2>标题</h2><p><strong>加粗</strong><em>斜体</em></p><ul><li>一</li></ul><table><tr><td colspan="2">格</td></tr></table><a href="https://www.customs.gov.cn/">链接</a><img src="/api/file/download/x" alt="图">';
    const clean = await sanitizeHtml(html);
    for (const part of [
      '<h2>标题</h2>',
      '<strong>加粗</strong>',
      '<li>一</li>',
      'colspan="2"',
      'href="https://www.customs.gov.cn/"',
      'rel="noopener noreferrer"',
      'target="_blank"',
      'alt="图"',
    ]) {
      expect(clean).toContain(part);
    }
  });

  it('is stable: cleaning clean HTML changes nothing', async () => {
    const once = await sanitizeHtml('<p>一<a href="/x">二</a></p><img src=x onerror=alert(1)>');
    expect(await sanitizeHtml(once)).toBe(once);
  });
});

describe('excerptOfHtml', () => {
  it('is the text, blocks apart, entities decoded, cut at 200 characters', async () => {
    expect(await excerptOfHtml('<p>第一段</p><p>第二段&amp;更多</p>')).toBe('第一段 第二段&更多');
    const long = await excerptOfHtml(`<p>${'长'.repeat(500)}</p>`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('excerptOfHtml in Chinese', () => {
  it('puts no space after a sentence that closed a paragraph', async () => {
    expect(await excerptOfHtml('<p>第一句。</p><p>第二句！</p><p>第三句</p>')).toBe('第一句。第二句！第三句');
  });
});
