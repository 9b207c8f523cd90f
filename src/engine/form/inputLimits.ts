// What a form input lets the user type (issue 11 point 9), read from the field's schema, so that
// a value too long or with too many digits cannot be typed rather than being refused on 保存:
// - text stops at `maxLength` (the input's own maxlength); a counter shows how much is left on
//   fields where the limit matters: SHOW_COUNT_FROM characters and more (names, addresses,
//   notes, text areas), not on codes and short numbers whose length the user knows;
// - a number stops at its digits: `x-maxLength` is the characters of the written number
//   (vocabulary.ts), so an integer holds that many digits and a decimal one fewer (the point's
//   place: customs' decimal(19,5) is 19 digits and a point); a decimal's fraction holds
//   `multipleOf`'s decimals when the schema gives one, else DECIMAL_FRACTION_DIGITS; an integer
//   has none; a minus sign only where `minimum` allows a negative value.
// Nothing typed disappears without a word (issue 23 point 6): a keystroke or paste beyond the
// digits is refused with the field's message under it (商品价格最多19位数字, 商品价格最多5位小数);
// text that is not a number the field may hold ("abc", "-5" where the minimum is 0, "1.5" in an
// integer) stays as typed, marked with the message the save would give (商品价格必须是数字,
// 商品价格不能小于0), and the save refuses it.
import { decimalText } from '#core/definition/index.ts';

/** A field's schema as the form holds it (RJSF's or the definition's). */
type SchemaLike = { readonly [keyword: string]: unknown };

/** Text fields of this many characters or more show a counter. */
export const SHOW_COUNT_FROM = 50;

/**
 * Fraction digits of a decimal without `multipleOf`: every decimal of the customs message
 * standard is decimal(19,5) (reference ceb-202205, fractionDigits=5).
 */
export const DECIMAL_FRACTION_DIGITS = 5;

export interface TextLimit {
  maxLength: number | undefined;
  showCount: boolean;
}

export function textLimit(schema: SchemaLike): TextLimit {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return { maxLength, showCount: maxLength !== undefined && maxLength >= SHOW_COUNT_FROM };
}

export interface NumberLimit {
  integer: boolean;
  negative: boolean;
  /** The schema's minimum, when it has one (its message names it). */
  minimum: number | undefined;
  /** Characters of the written number (sign and point included). */
  maxLength: number | undefined;
  /** Digits in all (integer and fraction). */
  maxDigits: number | undefined;
  fractionDigits: number;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.includes('.') ? text.split('.')[1].length : 0;
}

export function numberLimit(schema: SchemaLike): NumberLimit {
  const integer = schema.type === 'integer';
  const maxLength = typeof schema['x-maxLength'] === 'number' ? schema['x-maxLength'] : undefined;
  const multipleOf = typeof schema.multipleOf === 'number' ? schema.multipleOf : undefined;
  return {
    integer,
    negative: !(typeof schema.minimum === 'number' && schema.minimum >= 0),
    minimum: typeof schema.minimum === 'number' ? schema.minimum : undefined,
    maxLength,
    maxDigits: maxLength === undefined ? undefined : integer ? maxLength : maxLength - 1,
    fractionDigits: integer ? 0 : multipleOf !== undefined ? decimalsOf(multipleOf) : DECIMAL_FRACTION_DIGITS,
  };
}

/** Whether `text` (what the input would hold after a keystroke or a paste) may be typed. */
export function acceptsNumberText(text: string, limit: NumberLimit): boolean {
  const match = /^(-?)(\d*)(?:(\.)(\d*))?$/.exec(text);
  if (!match) return false;
  const [, sign, whole, point, fraction = ''] = match;
  if (sign && !limit.negative) return false;
  if (point && limit.fractionDigits === 0) return false;
  if (fraction.length > limit.fractionDigits) return false;
  if (limit.maxLength !== undefined && text.length > limit.maxLength) return false;
  return limit.maxDigits === undefined || whole.length + fraction.length <= limit.maxDigits;
}

/** The number an accepted text stands for (undefined while it is blank, a lone sign or point). */
export function numberOfText(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(value) ? value : undefined;
}

/** The text of a number as typed: digits, an optional minus and point (partial ones too: "-", "3."). */
const NUMBER_TEXT = /^-?\d*(?:\.\d*)?$/;

/**
 * What is wrong with a typed number text, in the field's own words: `limit` when it holds more
 * digits than the field (the keystroke is refused), `value` when it is not a number the field may
 * hold (kept as typed, and refused on save with the same words); null when it is fine.
 */
export function numberTextProblem(text: string, limit: NumberLimit, title: string): { kind: 'limit' | 'value'; text: string } | null {
  if (text === '') return null;
  if (!NUMBER_TEXT.test(text)) return { kind: 'value', text: `${title}${limit.integer ? '必须是整数' : '必须是数字'}` };
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  if (text.includes('.') && limit.integer) return { kind: 'value', text: `${title}必须是整数` };
  if (text.startsWith('-') && !limit.negative) return { kind: 'value', text: `${title}不能小于${limit.minimum ?? 0}` };
  if (fraction.length > limit.fractionDigits) return { kind: 'limit', text: `${title}最多${limit.fractionDigits}位小数` };
  if (limit.maxLength !== undefined && text.length > limit.maxLength) return { kind: 'limit', text: `${title}不能超过${limit.maxLength}位` };
  if (limit.maxDigits !== undefined && whole.length + fraction.length > limit.maxDigits) return { kind: 'limit', text: `${title}最多${limit.maxDigits}位数字` };
  return null;
}

/**
 * The value a typed text gives the form: blank (or a lone sign or point) is no value, a number
 * is that number, anything else stays the text, which the field's check then refuses.
 */
export function valueOfNumberText(text: string): number | string | undefined {
  if (text === '') return undefined;
  return NUMBER_TEXT.test(text) ? numberOfText(text) : text;
}

/** Digits after the point of a number the field holds beyond its fraction digits, as its message; null when it fits. */
export function fractionProblem(value: unknown, limit: NumberLimit, title: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || limit.integer) return null;
  const fraction = decimalText(value).split('.')[1] ?? '';
  return fraction.length > limit.fractionDigits ? `${title}最多${limit.fractionDigits}位小数` : null;
}
