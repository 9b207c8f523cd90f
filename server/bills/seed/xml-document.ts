// A small well-formed XML document for a text field declared `"contentMediaType":
// "application/xml"` (e.g. the signed message of a sign record): a customs message whose elements
// are the bill's own values, as long as the field's maxLength allows. The root names the message
// type when the bill carries one (CEB303 → ceb:CEB303Message). Elements are dropped from the end
// until the document fits; with very little room it shrinks to an empty root element.
import type { FieldInfo } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';
import type { DbRow } from '../rows.ts';

const CEB_NAMESPACE = 'http://www.chinaport.gov.cn/ceb';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const MESSAGE_TYPE = /^CEB\d{3}$/;

export function isXmlField(field: FieldInfo): boolean {
  return fieldKindOf(field) === 'xml';
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function document(root: string, guid: string, elements: readonly string[]): string {
  const open = `<ceb:${root} xmlns:ceb="${CEB_NAMESPACE}" guid="${guid}" version="1.0">`;
  return `${DECLARATION}${open}${elements.join('')}</ceb:${root}>`;
}

/** The document for one XML field of a row whose other fields are already filled. */
export function xmlDocument(field: FieldInfo, row: DbRow, fields: readonly FieldInfo[], guid: string): string | null {
  const values = fields.filter(
    (other) => other !== field && !other.system && !isXmlField(other) && row[other.column] !== null && row[other.column] !== undefined,
  );
  const messageType = values.map((other) => String(row[other.column])).find((value) => MESSAGE_TYPE.test(value));
  const root = messageType ? `${messageType}Message` : 'CEBMessage';
  const elements = values.map((other) => `<ceb:${other.name}>${escapeXml(String(row[other.column]))}</ceb:${other.name}>`);
  const limit = field.maxLength ?? Number.POSITIVE_INFINITY;
  let room = limit - document(root, guid, []).length;
  if (room >= 0) {
    let count = 0;
    while (count < elements.length && elements[count].length <= room) room -= elements[count++].length;
    return document(root, guid, elements.slice(0, count));
  }
  for (const text of [`<ceb:${root} xmlns:ceb="${CEB_NAMESPACE}"/>`, '<Message/>', '<m/>']) if (text.length <= limit) return text;
  return null;
}
