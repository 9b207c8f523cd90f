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
