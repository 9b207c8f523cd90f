// Pretty-printing of XML text for reading (fields with contentMediaType application/xml, such
// as the signed data of a sign record, spec §3.12): one element per line, indented two spaces
// per level, attributes kept as written (single-spaced), an element holding only text or CDATA
// on one line, comments, CDATA, processing instructions and the doctype kept verbatim. Text
// that is not well-formed XML is returned unchanged: the reader still sees what was stored.
// Pure, with no DOM, so it runs the same in the browser, in tests and on a server.

type Token =
  | { kind: 'open'; name: string; attributes: string[]; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string }
  | { kind: 'verbatim'; what: 'comment' | 'cdata' | 'instruction' | 'doctype'; raw: string };

const INDENT = '  ';
const START_TAG = /<([^\s/>!?"'=<]+)((?:\s+[^\s=/>"'<]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const END_TAG = /<\/([^\s/>!?"'=<]+)\s*>/y;
const ATTRIBUTE = /([^\s=/>"'<]+)\s*=\s*("[^"]*"|'[^']*')/g;
const VERBATIM: ReadonlyArray<{ open: string; close: string; what: 'comment' | 'cdata' | 'instruction' }> = [
  { open: '<!--', close: '-->', what: 'comment' },
  { open: '<![CDATA[', close: ']]>', what: 'cdata' },
  { open: '<?', close: '?>', what: 'instruction' },
];

/** The end (exclusive) of a <!DOCTYPE …> declaration, internal subset included; -1 if unterminated. */
function doctypeEnd(xml: string, from: number): number {
  const subset = xml.indexOf('[', from);
  const close = xml.indexOf('>', from);
  if (close < 0) return -1;
  if (subset < 0 || subset > close) return close + 1;
  const subsetEnd = xml.indexOf(']', subset);
  const end = subsetEnd < 0 ? -1 : xml.indexOf('>', subsetEnd);
  return end < 0 ? -1 : end + 1;
}

function markupAt(xml: string, at: number): { token: Token; end: number } | null {
  for (const { open, close, what } of VERBATIM) {
    if (!xml.startsWith(open, at)) continue;
    const found = xml.indexOf(close, at + open.length);
    if (found < 0) return null;
    const end = found + close.length;
    return { token: { kind: 'verbatim', what, raw: xml.slice(at, end) }, end };
  }
  if (xml.startsWith('<!', at)) {
    const end = doctypeEnd(xml, at);
    return end < 0 ? null : { token: { kind: 'verbatim', what: 'doctype', raw: xml.slice(at, end) }, end };
  }
  const pattern = xml.startsWith('</', at) ? END_TAG : START_TAG;
  pattern.lastIndex = at;
  const match = pattern.exec(xml);
  if (!match) return null;
  const end = at + match[0].length;
  if (pattern === END_TAG) return { token: { kind: 'close', name: match[1] }, end };
  const attributes = [...match[2].matchAll(ATTRIBUTE)].map(([, name, value]) => `${name}=${value}`);
  return { token: { kind: 'open', name: match[1], attributes, selfClosing: match[3] === '/' }, end };
}

function tokenize(xml: string): Token[] | null {
  const tokens: Token[] = [];
  let at = 0;
  while (at < xml.length) {
    if (xml[at] !== '<') {
      const next = xml.indexOf('<', at);
      const end = next < 0 ? xml.length : next;
      tokens.push({ kind: 'text', text: xml.slice(at, end) });
      at = end;
      continue;
    }
    const markup = markupAt(xml, at);
    if (!markup) return null;
    tokens.push(markup.token);
    at = markup.end;
  }
  return tokens;
}

function startTag(token: Extract<Token, { kind: 'open' }>): string {
  const attributes = token.attributes.map((attribute) => ` ${attribute}`).join('');
  return `<${token.name}${attributes}${token.selfClosing ? '/>' : '>'}`;
}

/** An element whose only content is text or one CDATA section: that content, else null. */
function inlineContent(tokens: readonly Token[], at: number, name: string): { content: string; skip: number } | null {
  const next = tokens[at + 1];
  if (next?.kind === 'close' && next.name === name) return { content: '', skip: 1 };
  const after = tokens[at + 2];
  if (after?.kind !== 'close' || after.name !== name) return null;
  if (next?.kind === 'text') return { content: next.text.trim(), skip: 2 };
  if (next?.kind === 'verbatim' && next.what === 'cdata') return { content: next.raw, skip: 2 };
  return null;
}

function layout(tokens: readonly Token[]): string | null {
  const lines: string[] = [];
  const open: string[] = [];
  let roots = 0;
  const line = (text: string) => lines.push(`${INDENT.repeat(open.length)}${text}`);
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    switch (token.kind) {
      case 'text': {
        const text = token.text.trim();
        if (text === '') break;
        if (open.length === 0) return null;
        line(text);
        break;
      }
      case 'verbatim':
        if (open.length === 0 ? token.what === 'cdata' : token.what === 'doctype') return null;
        line(token.raw);
        break;
      case 'open': {
        if (open.length === 0 && ++roots > 1) return null;
        const inline = token.selfClosing ? null : inlineContent(tokens, at, token.name);
        if (token.selfClosing) line(startTag(token));
        else if (inline) {
          line(`${startTag(token)}${inline.content}</${token.name}>`);
          at += inline.skip;
        } else {
          line(startTag(token));
          open.push(token.name);
        }
        break;
      }
      case 'close':
        if (open.pop() !== token.name) return null;
        line(`</${token.name}>`);
        break;
    }
  }
  return open.length === 0 && roots === 1 ? lines.join('\n') : null;
}

/** `xml` pretty-printed; unchanged when it is not one well-formed XML document. */
export function formatXml(xml: string): string {
  const tokens = tokenize(xml);
  return (tokens && layout(tokens)) ?? xml;
}
