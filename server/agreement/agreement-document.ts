// The agreement as a real Word document (DOCX = a zip of Office Open XML parts), written by hand
// with fflate, which the portal already has, rather than a document library: four parts are
// enough for Word, WPS and LibreOffice — content types, the package relationships, core
// properties and the document itself, with direct formatting (no styles part).
import { strToU8, zipSync } from 'fflate';
import { AGREEMENT_TITLE, AGREEMENT_VERSION } from '#core/agreement.ts';
import { chinaParts } from '#core/china-time.ts';
import { AGREEMENT_PREAMBLE, AGREEMENT_SECTIONS, agreementParties, type AgreementParty } from './agreement-text.ts';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** XML character escaping; characters XML 1.0 cannot hold are dropped. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

interface RunStyle {
  bold?: boolean;
  /** Half-points (Word's unit): 44 = 22 pt. */
  size?: number;
}

interface ParagraphStyle extends RunStyle {
  center?: boolean;
  /** First-line indent in characters (hundredths: 200 = two characters). */
  indentChars?: number;
  spaceAfter?: number;
}

function paragraph(text: string, style: ParagraphStyle = {}): string {
  // In the schema's order (CT_PPrBase: spacing, ind, jc; CT_RPr: rFonts, b, bCs, sz, szCs): Word is strict about it.
  const paragraphProps = [
    `<w:spacing w:after="${style.spaceAfter ?? 120}" w:line="360" w:lineRule="auto"/>`,
    style.indentChars ? `<w:ind w:firstLineChars="${style.indentChars}"/>` : '',
    style.center ? '<w:jc w:val="center"/>' : '',
  ].join('');
  const size = style.size ?? 24;
  const runProps = [
    '<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="宋体"/>',
    style.bold ? '<w:b/><w:bCs/>' : '',
    `<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>`,
  ].join('');
  return `<w:p><w:pPr>${paragraphProps}</w:pPr><w:r><w:rPr>${runProps}</w:rPr><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
}

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** word/document.xml: title, parties, preamble, the clauses, then the signature lines. */
export function documentXml(party: AgreementParty, signedOn: string): string {
  const body = [
    paragraph(AGREEMENT_TITLE, { bold: true, size: 36, center: true, spaceAfter: 240 }),
    paragraph(`（版本 ${AGREEMENT_VERSION}）`, { center: true, size: 21, spaceAfter: 240 }),
    ...agreementParties(party).map((line) => paragraph(line)),
    paragraph(AGREEMENT_PREAMBLE, { indentChars: 200 }),
    ...AGREEMENT_SECTIONS.flatMap((section) => [
      paragraph(section.heading, { bold: true, size: 28, spaceAfter: 120 }),
      ...section.paragraphs.map((text) => paragraph(text, { indentChars: 200 })),
    ]),
    paragraph(''),
    paragraph(`甲方（盖章）：${party.companyName}`),
    paragraph('乙方（盖章）：跨境电子商务公共服务平台运营单位'),
    paragraph(`日期：${signedOn}`),
  ].join('');
  // A4 with 2.54 cm / 3.17 cm margins.
  const section =
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr>';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W_NS}"><w:body>${body}${section}</w:body></w:document>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

function coreXml(created: Date): string {
  const when = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xmlText(AGREEMENT_TITLE)}</dc:title><dc:creator>跨境电子商务公共服务平台</dc:creator><cp:version>${xmlText(AGREEMENT_VERSION)}</cp:version><dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created></cp:coreProperties>`;
}

/** China-time date of `now` as 2026年11月24日. */
export function chineseDate(now: Date): string {
  const { year, month, day } = chinaParts(now);
  return `${year}年${month}月${day}日`;
}

/** The agreement for `party` as DOCX bytes. */
export function agreementDocx(party: AgreementParty, now: Date = new Date()): Buffer {
  const zipped = zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(PACKAGE_RELS),
      'docProps/core.xml': strToU8(coreXml(now)),
      'word/document.xml': strToU8(documentXml(party, chineseDate(now))),
    },
    { level: 6, mtime: now },
  );
  return Buffer.from(zipped);
}

export const agreementFileName = () => `${AGREEMENT_TITLE}.docx`;
