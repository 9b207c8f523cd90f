// Exact money as decimal strings (issue 13: amounts are never binary floating point). A value
// is parsed into digits × 10^-scale (a bigint and a scale, core/definition/value-relations.ts),
// added or subtracted exactly and written back as plain decimal text without trailing zeros
// ("0.3", "12", "-0.00001"). Numbers read from a database cell go through decimalOf, which takes
// the number as written (0.1 is 1 × 10^-1, not its binary value).
import { addDecimals, decimalOf, roundDecimal, type Decimal } from './definition/value-relations.ts';

export type { Decimal };
export { decimalOf };

const DECIMAL_TEXT = /^-?\d{1,40}(\.\d{1,20})?$/;

/** True when `text` is a plain decimal (optional minus, up to 40 digits, up to 20 decimals). */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** A decimal from its text; throws on anything else. */
export function parseDecimal(text: string): Decimal {
  if (!isDecimalText(text)) throw new Error(`not a decimal: ${text}`);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const digits = BigInt(whole + fraction);
  return { digits: negative ? -digits : digits, scale: fraction.length };
}

/** A database cell (numeric: number on SQLite, text on PostgreSQL; null is zero). */
export function decimalOfCell(cell: unknown): Decimal {
  if (cell === null || cell === undefined || cell === '') return { digits: 0n, scale: 0 };
  if (typeof cell === 'number') return decimalOf(cell);
  if (typeof cell === 'bigint') return { digits: cell, scale: 0 };
  return parseDecimal(String(cell).trim());
}

/** Without trailing zeros after the point. */
function normalised(value: Decimal): Decimal {
  let { digits, scale } = value;
  while (scale > 0 && digits % 10n === 0n) {
    digits /= 10n;
    scale -= 1;
  }
  return { digits, scale };
}

export function decimalToText(value: Decimal): string {
  const { digits, scale } = normalised(value);
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const written = scale > 0 ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
  return `${negative ? '-' : ''}${written}`;
}

export function sumDecimals(values: readonly Decimal[]): Decimal {
  return values.length === 0 ? { digits: 0n, scale: 0 } : addDecimals(values);
}

export function negateDecimal(value: Decimal): Decimal {
  return { digits: -value.digits, scale: value.scale };
}

export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  return addDecimals([a, negateDecimal(b)]);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const difference = subtractDecimals(a, b).digits;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Sums decimal texts exactly: "0.1" + "0.2" is "0.3". */
export function sumDecimalTexts(values: readonly string[]): string {
  return decimalToText(sumDecimals(values.map(parseDecimal)));
}

/**
 * part / whole as a percentage rounded half away from zero to `fraction` decimals, exactly
 * ("1" of "3" at 5 decimals is "33.33333"); zero when whole is zero.
 */
export function percentageOf(part: Decimal, whole: Decimal, fraction = 5): string {
  if (whole.digits === 0n) return '0';
  // part × 100 / whole with `fraction + 1` decimals kept, then rounded.
  const keep = fraction + 1;
  const scale = Math.max(part.scale, whole.scale);
  const numerator = part.digits * 10n ** BigInt(scale - part.scale) * 100n * 10n ** BigInt(keep);
  const denominator = whole.digits * 10n ** BigInt(scale - whole.scale);
  const quotient = numerator / denominator;
  return decimalToText(roundDecimal({ digits: quotient, scale: keep }, fraction));
}
