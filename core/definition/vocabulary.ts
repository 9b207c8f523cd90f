// The keywords and formats a bill data schema uses beyond draft-07, for any ajv 8 instance
// (the server's, and the client's form validator):
// - x-maxLength: characters of the number written out in plain decimal notation, as a customs
//   message writes it — its digits, the decimal point when it has a fraction, a minus sign —
//   never JavaScript's exponent form (which printed 1e21 in 5 characters): the spec's "numeric
//   fields 20 or 24", customs' decimal(19,5) is 19 digits and a point;
// - x-dictionary: the value must be an item of the dictionary; checked only when the caller
//   validates with a context that knows the dictionaries (ajv option passContext), because the
//   browser's select already offers nothing else;
// - multipleOf: draft-07's keyword, compared as the decimals the numbers are written as (1.1 is
//   a multiple of 0.01) — ajv's own divides binary floats (1.1 / 0.01 is 110.00000000000001)
//   and refused such sums of money; the browser's checker (schema-check.ts) does the same;
// - x-patternMessage: the words shown when `pattern` refuses a value (messages.ts); an annotation;
// - x-mobile: the mobile-phone rule of spec §5.2 (11 digits, starting with 1, second digit 3, 4,
//   5, 7 or 8); an empty value is never validated (blanks are dropped before validation);
// - x-valueKind: what the values are (value-kinds.ts), for the demo data; an annotation that
//   never refuses a value, registered so that ajv in strict mode knows it;
// - x-sumOf, x-sumOfLines, x-productOf: numbers that add up (value-relations.ts); a field never
//   refuses a value for them here: the bill as a whole is checked (relation-check.ts);
// - x-requiredToDeclare: on the lines, the message of a family that declares only with lines
//   (declare-rules.ts); checked when declaring, not by the schema;
// - formats date (yyyy-MM-dd) and date-time (yyyy-MM-dd HH:mm:ss) of spec §9, replacing the
//   RFC 3339 ones of ajv-formats.
import type Ajv from 'ajv';
import type { KeywordDefinition } from 'ajv';

/** What `validate.call(context, data)` passes to the x-dictionary keyword. */
export interface DictionaryContext {
  dictionaryHas(code: string, value: string): boolean;
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isBillDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && validCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isBillDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  return match !== null && isBillDate(match[1]) && Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) < 60;
}

/**
 * A number in plain decimal notation, without exponent: 1e21 → "1000000000000000000000",
 * 1.5e-7 → "0.00000015"; the digits are the shortest that read back as the same number.
 */
export function decimalText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const shortest = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(shortest);
  if (!match) return shortest;
  const [, sign, first, rest = '', exponentText] = match;
  const digits = first + rest;
  const point = 1 + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Characters of a number written out (decimalText): 12.5 → 4, 1e21 → 22; Infinity and NaN never fit. */
export function writtenLength(value: number): number {
  return Number.isFinite(value) ? decimalText(value).length : Number.POSITIVE_INFINITY;
}

function exactDecimal(value: number): { digits: bigint; scale: number } {
  const text = decimalText(value);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const digits = BigInt(whole + fraction);
  return { digits: text.startsWith('-') ? -digits : digits, scale: fraction.length };
}

/** True when `value` is a whole multiple of `step` (> 0), both taken as the decimals they are written as. */
export function isMultipleOf(value: number, step: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(step) || step <= 0) return false;
  const [a, b] = [exactDecimal(value), exactDecimal(step)];
  const scale = Math.max(a.scale, b.scale);
  const divisor = b.digits * 10n ** BigInt(scale - b.scale);
  return (a.digits * 10n ** BigInt(scale - a.scale)) % divisor === 0n;
}

/** Replaces ajv's multipleOf (binary division) with the exact decimal one. */
export const multipleOfKeyword: KeywordDefinition = {
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  errors: false,
  validate: (step: number, data: number) => isMultipleOf(data, step),
};

export const xMaxLengthKeyword: KeywordDefinition = {
  keyword: 'x-maxLength',
  type: 'number',
  schemaType: 'number',
  errors: false,
  validate: (limit: number, data: number) => writtenLength(data) <= limit,
};

export const xDictionaryKeyword: KeywordDefinition = {
  keyword: 'x-dictionary',
  type: 'string',
  schemaType: 'string',
  errors: false,
  validate: function checkDictionary(this: unknown, code: string, data: string): boolean {
    const context = this as Partial<DictionaryContext> | undefined;
    if (!context || typeof context.dictionaryHas !== 'function') return true;
    return context.dictionaryHas(code, data);
  },
};

const MOBILE = /^1[34578]\d{9}$/;

/** The mobile-phone rule of spec §5.2 (empty is allowed). */
export function isValidMobile(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'string' && MOBILE.test(value));
}

export const xMobileKeyword: KeywordDefinition = {
  keyword: 'x-mobile',
  type: 'string',
  schemaType: 'boolean',
  errors: false,
  validate: (mobile: boolean, data: string) => !mobile || isValidMobile(data),
};

export const xValueKindKeyword: KeywordDefinition = {
  keyword: 'x-valueKind',
  schemaType: 'string',
};

export const xSumOfKeyword: KeywordDefinition = { keyword: 'x-sumOf', schemaType: 'array' };
export const xSumOfLinesKeyword: KeywordDefinition = { keyword: 'x-sumOfLines', schemaType: 'string' };
export const xProductOfKeyword: KeywordDefinition = { keyword: 'x-productOf', schemaType: 'array' };
export const xRequiredToDeclareKeyword: KeywordDefinition = { keyword: 'x-requiredToDeclare', schemaType: 'string' };
export const xPatternMessageKeyword: KeywordDefinition = { keyword: 'x-patternMessage', schemaType: 'string' };

/** Adds the bill keywords and formats to an ajv instance (after ajv-formats, if used). */
export function addBillVocabulary(ajv: Ajv): Ajv {
  // In the place of ajv's own, so its errors come where ajv's did (after the limits, before x-maxLength).
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword(multipleOfKeyword);
  ajv.addKeyword(xMaxLengthKeyword);
  ajv.addKeyword(xDictionaryKeyword);
  ajv.addKeyword(xMobileKeyword);
  ajv.addKeyword(xValueKindKeyword);
  ajv.addKeyword(xSumOfKeyword);
  ajv.addKeyword(xSumOfLinesKeyword);
  ajv.addKeyword(xProductOfKeyword);
  ajv.addKeyword(xRequiredToDeclareKeyword);
  ajv.addKeyword(xPatternMessageKeyword);
  ajv.addFormat('date', isBillDate);
  ajv.addFormat('date-time', isBillDateTime);
  return ajv;
}
