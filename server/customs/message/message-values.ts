// How one value is written into the message (the standard's formats):
// - times are China time digits: the element's length says which — 8 yyyyMMdd, 14
//   yyyyMMddHHmmss, 17 yyyyMMddHHmmssfff (other lengths: 14). A stored date or date-time
//   (yyyy-MM-dd[ HH:mm:ss], already China time) keeps its digits, cut or padded with zeros;
// - numbers into decimal or int elements are exact decimal text without trailing zeros (a
//   SQLite number is read as written, a PostgreSQL numeric as its text; never a binary float);
// - text is written as stored, escaped.
import { decimalOfCell, decimalToText } from '#core/decimal-text.ts';
import { chinaParts } from '#core/china-time.ts';
import type { FieldForm } from './mapping-types.ts';
import type { XsdSimpleType } from './xsd-model.ts';

const TIME_WIDTHS = new Set([8, 14, 17]);
const NUMERIC_BASES = new Set(['decimal', 'int', 'integer', 'long', 'short', 'nonNegativeInteger', 'positiveInteger']);

export function isNumericType(type: XsdSimpleType): boolean {
  return NUMERIC_BASES.has(type.base);
}

/** How many digits of a time the element takes. */
export function timeWidth(type: XsdSimpleType): number {
  const { length, maxLength } = type.facets;
  if (length !== undefined && TIME_WIDTHS.has(length)) return length;
  return maxLength !== undefined && maxLength < 14 && TIME_WIDTHS.has(maxLength) ? maxLength : 14;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** yyyyMMddHHmmssfff of a moment in China time. */
export function chinaTimeDigits(moment: Date): string {
  const p = chinaParts(moment);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}${pad(p.second)}${pad(moment.getUTCMilliseconds(), 3)}`;
}

/** Time digits cut or padded with zeros to the element's width. */
export function fitTime(digits: string, type: XsdSimpleType): string {
  const width = timeWidth(type);
  return digits.length >= width ? digits.slice(0, width) : digits.padEnd(width, '0');
}

/** Exact decimal text of a stored number, or undefined when it is not a number. */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  try {
    return decimalToText(decimalOfCell(value));
  } catch {
    return undefined;
  }
}

/** The stored value of a field as the element's text; undefined when there is none. */
export function fieldText(value: unknown, form: FieldForm, type: XsdSimpleType): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = typeof value === 'string' ? value : String(value);
  if (text.trim() === '') return undefined;
  if (form === 'date') return fitTime(text.replace(/\D/g, ''), type);
  if (form === 'number' || isNumericType(type)) return decimalText(value) ?? text;
  return text;
}

// XML 1.0 allows tab, newline, carriage return and everything from U+0020 but U+FFFE/U+FFFF
// and lone surrogates; such a character cannot be written at all, not even as a reference.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasNonXmlCharacter(text: string): boolean {
  return NOT_XML.test(text);
}

/** Text content escaped; a carriage return kept as a reference so parsing does not fold it. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
