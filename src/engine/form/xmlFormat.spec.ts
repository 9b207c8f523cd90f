import { describe, expect, it } from 'vitest';
import { formatXml } from './xmlFormat.ts';

describe('formatXml (sign record data, spec §3.12)', () => {
  it('puts one element per line, indented two spaces per level, text elements on one line', () => {
    expect(formatXml('<ceb:Sign><Head><copNo>C001</copNo><type>1</type></Head><Body><a/></Body></ceb:Sign>')).toBe(
      ['<ceb:Sign>', '  <Head>', '    <copNo>C001</copNo>', '    <type>1</type>', '  </Head>', '  <Body>', '    <a/>', '  </Body>', '</ceb:Sign>'].join('\n'),
    );
  });

  it('drops the whitespace between elements and re-indents an already indented document', () => {
    const messy = '\n<root>\n\t\t<a>  x  </a>\n      <b>\n<c>y</c></b>\n</root>\n';
    expect(formatXml(messy)).toBe(['<root>', '  <a>x</a>', '  <b>', '    <c>y</c>', '  </b>', '</root>'].join('\n'));
  });

  it('keeps attributes as written, single-spaced, including quotes and > inside values', () => {
    expect(formatXml(`<r  xmlns:ceb="http://www.chinaport.gov.cn/ceb"   version='1.0'><i  k="a>b"   /><e x = "1"></e></r>`)).toBe(
      ['<r xmlns:ceb="http://www.chinaport.gov.cn/ceb" version=\'1.0\'>', '  <i k="a>b"/>', '  <e x="1"></e>', '</r>'].join('\n'),
    );
  });

  it('keeps the declaration, comments and CDATA verbatim', () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><!-- 签名数据 --><r><!--  note <b>  --><d><![CDATA[<raw> & text]]></d><m>a<![CDATA[x]]></m></r>';
    expect(formatXml(xml)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!-- 签名数据 -->',
        '<r>',
        '  <!--  note <b>  -->',
        '  <d><![CDATA[<raw> & text]]></d>',
        '  <m>',
        '    a',
        '    <![CDATA[x]]>',
        '  </m>',
        '</r>',
      ].join('\n'),
    );
  });

  it('keeps entity references and a doctype', () => {
    expect(formatXml('<!DOCTYPE r [<!ENTITY e "x">]><r><t>a &amp; b &lt; c</t></r>')).toBe(
      ['<!DOCTYPE r [<!ENTITY e "x">]>', '<r>', '  <t>a &amp; b &lt; c</t>', '</r>'].join('\n'),
    );
  });

  it('shows malformed XML as it is', () => {
    for (const broken of [
      '<a><b></a></b>',
      '<a><b>',
      '<a>text</a><b/>',
      'just text',
      'text <a/>',
      '<a x=1></a>',
      '<a><!-- open comment</a>',
      '<a><![CDATA[open</a>',
      '</a>',
      '<a>< b</a>',
      '',
    ]) {
      expect(formatXml(broken)).toBe(broken);
    }
  });
});
