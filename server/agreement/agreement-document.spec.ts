// The agreement DOCX: a zip of the four Office Open XML parts, each well-formed XML, the document
// holding the title, the parties (escaped) and every clause.
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_TITLE } from '#core/agreement.ts';
import { agreementDocx, chineseDate, xmlText } from './agreement-document.ts';
import { AGREEMENT_SECTIONS } from './agreement-text.ts';

function wellFormed(xml: string): void {
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
}

describe('agreementDocx', () => {
  const bytes = agreementDocx({ companyName: '杭州<测试>&贸易有限公司', bizRegNo: '91330100MA2TEST01X' }, new Date('2026-11-23T17:00:00Z'));
  const parts = unzipSync(new Uint8Array(bytes));

  it('is a zip of well-formed content types, relationships, core properties and document', () => {
    expect(Object.keys(parts).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'docProps/core.xml', 'word/document.xml']);
    for (const part of Object.values(parts)) wellFormed(strFromU8(part));
    expect(strFromU8(parts['_rels/.rels'])).toContain('Target="word/document.xml"');
  });

  it('holds the title, the escaped company, the code, every clause and the China date', () => {
    const xml = strFromU8(parts['word/document.xml']);
    expect(xml).toContain(AGREEMENT_TITLE);
    expect(xml).toContain('甲方（用户）：杭州&lt;测试&gt;&amp;贸易有限公司');
    expect(xml).toContain('统一社会信用代码：91330100MA2TEST01X');
    for (const section of AGREEMENT_SECTIONS) {
      expect(xml).toContain(section.heading);
      for (const paragraph of section.paragraphs) expect(xml).toContain(xmlText(paragraph));
    }
    expect(xml).toContain('日期：2026年11月24日');
  });

  it('drops characters XML cannot hold', () => {
    expect(xmlText('a\u0001b"c')).toBe('ab&quot;c');
    expect(chineseDate(new Date('2026-01-31T16:30:00Z'))).toBe('2026年2月1日');
  });
});
